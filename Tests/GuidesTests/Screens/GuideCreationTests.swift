@testable import Guides
import FeatureRegistry
import FeatureTesting
import Foundation
import GuidesInterface
import SailawayDatabase
import SearchInterface
import Testing

/// Home → New Guide → blank → editor → save → Library → publish → found by search; and
/// starting from a fork.
@MainActor
struct GuideCreationTests {
    @Test func homeOffersNewGuideWhichAsksHowToStart() async throws {
        let app = try await guidesApp()
        #expect(await app.screen().actions.map(\.label).contains("New Guide"))
        try await app.tap("New Guide")
        let screen = await app.screen()
        #expect(screen.title == "New Guide")
        #expect(screen.actions.map(\.label) == ["Create Blank", "Fork Existing"])
        #expect(app.stackLinks == ["sailaway://guide/new"])
    }

    @Test func aBlankGuideIsWrittenSavedPutInLibraryPublishedAndFoundBySearch() async throws {
        // Search's points are kept only in a build with Search: a stand-in is enough.
        let app = try await AppHarness(features: [GuidesFeature(), StandInFeature(named: FeatureDeclaration.search.name)])
        let id = try await app.startBlankGuide("Heaving to")
        #expect(app.stackLinks == ["sailaway://guide/\(id.uuidString.lowercased())/edit"])

        try await app.tap("Add Section", "When", "When you need a rest from the helm.")
        try await app.tap("Add Section", "How", "Tack without releasing the jib sheet.\n\nLash the tiller to leeward.")
        #expect(await app.rows(under: "2. How") == ["Tack without releasing the jib sheet.", "Lash the tiller to leeward."])

        let saved = try await app.tap("Save")
        #expect(saved == "Saved “Heaving to” to your Library.")
        let detail = await app.screen()
        #expect(detail.title == "Heaving to")
        #expect(detail.subtitle == "By you · Private · Not rated yet")
        #expect(app.stackLinks == ["sailaway://content/guide/\(id.uuidString.lowercased())"])
        #expect(try await app.savedSections(of: id) == [
            ["When", "When you need a rest from the helm."], ["How", "Tack without releasing the jib sheet.\n\nLash the tiller to leeward."],
        ])

        try app.selectTab("library")
        #expect(await app.rows(under: "Guides").first == "Heaving to")

        let search = try #require(app.session.composition.contributions[SearchProviders.self].first { $0.contentType == "guide" && $0.scope == .public })
        let context = app.context
        #expect(try await search.search("tiller", 10, context).isEmpty)

        try await app.tap("Open Heaving to")
        try await app.tap("Publish")
        let published = try await app.tap("Make Public")
        #expect(published?.text.hasPrefix("“Heaving to” is now public.") == true)
        #expect(try await search.search("tiller", 10, context).map(\.title) == ["Heaving to"])
        #expect(try await search.search("heaving", 10, context).map(\.title) == ["Heaving to"])
    }

    @Test func forkingFromTheCreationChoiceOpensTheCopyInTheEditor() async throws {
        let app = try await guidesApp()
        try await app.tap("New Guide")
        try await app.tap("Fork Existing")
        #expect(await app.screen().actions.map(\.label).contains("Fork Reefing Before You Need To"))
        try await app.tap("Fork Reefing Before You Need To")
        let editor = await app.screen()
        #expect(editor.title == "Edit “Reefing Before You Need To”")
        #expect(editor.subtitle == "Saved · 3 sections")
        #expect(app.stackLinks.count == 1)
    }
}
