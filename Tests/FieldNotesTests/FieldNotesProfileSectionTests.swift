// new-feature: only with --profile-section
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import FieldNotes
import FieldNotesInterface
import ProfilesInterface
import SailawayDatabase
import Testing

/// FieldNotes' section of a sailor's profile, as Profiles loads it: the sailor's entries on their own
// new-feature: with --public-link
/// profile; on anyone else's, the public ones.
// new-feature: else
// /// profile; on anyone else's, nothing to show, so no heading.
// new-feature: end
@MainActor
struct FieldNotesProfileSectionTests {
    /// FieldNotes with a stand-in for Profiles, which offers the point: a contribution to a point
    /// whose owner is not in the build is dropped.
    private static func app() async throws -> AppHarness {
        try await AppHarness(features: [FieldNotesFeature(), StandInProfilesFeature()])
    }

    private func section(_ app: AppHarness) throws -> ProfileSection {
        try #require(app.session.composition.contributions[ProfileSections.self].first { $0.title == "Field Notes" })
    }

    @Test func theSailorsOwnProfileListsTheirEntriesEachOpeningIt() async throws {
        let app = try await Self.app()
        let own = try #require(await section(app).items(ProfileSubject(id: SampleContent.currentUser, isViewer: true), app.context))
        #expect(own.map(\.title) == ["Anchored for the night", "Reefed in a building breeze", "Left the marina at dawn"])
        #expect(own.first?.route.as(FieldNotesRoute.self) == .entry(id: SampleFieldNotes.anchorage))
    }
    // new-feature: with --public-link

    @Test func anotherSailorsProfileListsTheirPublicEntriesOnly() async throws {
        let app = try await Self.app()
        // Two of the sample entries, as if Marta had written them: the public one and a private one.
        try await app.database.writer.write { db in
            try db.execute(sql: "UPDATE fieldNoteEntry SET authorID = ? WHERE id IN (?, ?)", arguments: [SampleContent.marta, SampleFieldNotes.anchorage, SampleFieldNotes.reefing])
        }
        let martas = try #require(await section(app).items(ProfileSubject(id: SampleContent.marta, isViewer: false), app.context))
        #expect(martas.map(\.title) == ["Anchored for the night"])
        let own = try #require(await section(app).items(ProfileSubject(id: SampleContent.currentUser, isViewer: true), app.context))
        #expect(own.map(\.title) == ["Left the marina at dawn"])
    }
    // new-feature: else

    // @Test func anotherSailorsProfileHasNoSection() async throws {
        // let app = try await Self.app()
        // let martas = try await section(app).items(ProfileSubject(id: SampleContent.marta, isViewer: false), app.context)
        // #expect(martas == nil)
    // }
    // new-feature: end
}
