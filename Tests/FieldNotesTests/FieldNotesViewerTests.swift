import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import FieldNotes
import FieldNotesInterface
import NavigationEngine
import SailawayDatabase
import Testing

// new-feature: with --public-link
/// What each viewer sees of FieldNotes, decided by identity and visibility in its store: the owner
/// sees their entries whatever their visibility and may change them; the public — someone who
/// opened a public link — sees only the entries their authors made public, never in the owner's
/// words, and changes nothing.
// new-feature: else
// /// What each viewer sees of FieldNotes, decided by identity in its store: the owner sees their own
// /// entries and may add to them; the public — someone who opened a public link — sees none.
// new-feature: end
@MainActor
struct FieldNotesViewerTests {
    /// The screen of `route` as the public sees it, on `app`'s data.
    static func publicScreen(of route: FieldNotesRoute, in app: AppHarness) async -> Screen {
        await app.session.composition.screen(for: AnyRoute(route), viewer: .public)
    }

    static let everyEntry = [SampleFieldNotes.departure, SampleFieldNotes.reefing, SampleFieldNotes.anchorage]
    // new-feature: with --public-link

    @Test func thePublicSeesOnlyTheEntriesMadePublicAndIsNeverAddressed() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        for id in Self.everyEntry {
            let screen = await Self.publicScreen(of: .entry(id: id), in: app)
            if id == SampleFieldNotes.anchorage {
                #expect(screen.title == "Anchored for the night")
                #expect(screen.actions.allSatisfy { $0.label == "Go Back" }, "the public changes nothing")
            } else {
                #expect(screen.kind == .notFound, "a private entry is not found by its link")
            }
            let words = ([screen.title, screen.subtitle ?? ""] + screen.sections.flatMap(\.rows).map(\.text)).joined(separator: " ")
            #expect(!words.lowercased().split(whereSeparator: { !$0.isLetter }).contains { $0 == "you" || $0 == "your" || $0 == "yours" })
        }
    }

    @Test func anUnlistedEntryOpensByItsLinkButIsListedNowhere() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        try await app.database.writer.write { db in
            try db.execute(sql: "UPDATE fieldNoteEntry SET visibility = ? WHERE id = ?", arguments: [Visibility.unlisted, SampleFieldNotes.reefing])
        }
        #expect(await Self.publicScreen(of: .entry(id: SampleFieldNotes.reefing), in: app).title == "Reefed in a building breeze")
        // new-feature: without --own-tab
        // #expect(await Self.publicScreen(of: .overview, in: app).sections.first?.rows.map(\.text) == ["Anchored for the night"])
        // new-feature: end
    }

    @Test func theOwnerMakesAnEntryPublicAndPrivateAgain() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        try app.open("sailaway://fieldnotes/entry/\(SampleFieldNotes.departure.uuidString.lowercased())", from: .internal)
        #expect(await Self.publicScreen(of: .entry(id: SampleFieldNotes.departure), in: app).kind == .notFound)

        #expect(try await app.tap("Make Public") == "“Left the marina at dawn” is public: anyone with its link sees it.")
        #expect(await Self.publicScreen(of: .entry(id: SampleFieldNotes.departure), in: app).title == "Left the marina at dawn")
        #expect(await app.actionLabels().contains("Make Private"), "the action sets the state it offers")

        try await app.tap("Make Private")
        #expect(await Self.publicScreen(of: .entry(id: SampleFieldNotes.departure), in: app).kind == .notFound)
    }
    // new-feature: else

    // @Test func thePublicSeesNoEntry() async throws {
        // let app = try await AppHarness(features: [FieldNotesFeature()])
        // for id in Self.everyEntry {
            // #expect(await Self.publicScreen(of: .entry(id: id), in: app).kind == .notFound)
        // }
        // new-feature: without --own-tab
        // let overview = await Self.publicScreen(of: .overview, in: app)
        // #expect(overview.sections.first?.rows.isEmpty == true)
        // #expect(!overview.actions.map(\.label).contains("Add Entry"), "the public adds nothing")
        // new-feature: end
    // }
    // new-feature: end
}
