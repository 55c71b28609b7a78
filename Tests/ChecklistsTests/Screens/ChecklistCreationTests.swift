@testable import Checklists
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import ProcessTesting
import SailawayDatabase
import SearchInterface
import Testing

/// PRD flow 1 inside the feature: Home → Create Checklist → blank → editor → save → Library →
/// publish → public.
@MainActor
struct ChecklistCreationTests {
    @Test func homeOffersCreateChecklistWhichAsksHowToStart() async throws {
        let app = try await checklistsApp()
        #expect(await app.screen().actions.map(\.label).contains("Create Checklist"))
        try await app.tap("Create Checklist")
        let screen = await app.screen()
        #expect(screen.title == "New Checklist")
        #expect(screen.actions.map(\.label) == ["Create Blank", "Fork Existing", "Import File"])
        #expect(app.stackLinks == ["sailaway://checklist/new"])
    }

    @Test func aBlankChecklistIsBuiltSavedPutInLibraryAndPublished() async throws {
        let app = try await checklistsApp()
        let id = try await app.startBlankChecklist("Pre-race checks")
        #expect(app.stackLinks == ["sailaway://checklist/\(id.uuidString.lowercased())/edit"])

        try await app.tap("Add Section", "Rig")
        try await app.tap("Add Section", "Crew")
        try await app.tap("Add Item: Rig", "Shrouds tensioned")
        try await app.tap("Add Item: Rig", "Halyards free")
        try await app.tap("Add Item: Crew", "Race briefing")
        #expect(await app.rows(under: "1. Rig") == ["1.1 Shrouds tensioned", "1.2 Halyards free"])

        try await app.tap("Preview")
        #expect(await app.screen().subtitle == "Ready to save.")
        app.back()

        let saved = try await app.tap("Save")
        #expect(saved == "Saved “Pre-race checks” to your Library.")
        let detail = await app.screen()
        #expect(detail.title == "Pre-race checks")
        #expect(detail.subtitle?.hasPrefix("By you · Private") == true)

        try app.selectTab("library")
        #expect(await app.rows(under: "Checklists").first == "Pre-race checks")

        try await app.tap("Open Pre-race checks")
        try await app.tap("Publish")
        let published = try await app.tap("Make Public")
        #expect(published?.text.hasPrefix("“Pre-race checks” is now public.") == true)
        let visibility = try await app.database.writer.read { db in
            try ContentItem.find(id, kind: "checklist", in: db)?.visibility
        }
        #expect(visibility == .public)
    }

    @Test func aPublicChecklistIsWhatSearchAndBrowseOfferButNotTrendingToItsAuthor() async throws {
        // Search's points are kept only in a build with Search: a stand-in is enough.
        let app = try await AppHarness(features: [ChecklistsFeature(), StandInFeature(named: FeatureDeclaration.search.name)])
        _ = try await app.startBlankChecklist("Spinnaker hoist")
        try await app.tap("Add Section", "Hoist")
        try await app.tap("Add Item: Hoist", "Tack line made fast")
        try await app.tap("Save")
        let contributions = app.session.composition.contributions
        let context = app.context
        let search = try #require(contributions[SearchProviders.self].first { $0.scope == .public })
        let discover = try #require(contributions[DiscoverLists.self].first)
        let browse = try #require(search.browse)

        #expect(try await search.search("spinnaker", 10, context).isEmpty)
        #expect(try await !discover.items(50, context).map(\.title).contains("Spinnaker hoist"))
        #expect(try await !browse(.recent, 50, context).map(\.title).contains("Spinnaker hoist"))

        try await app.tap("Publish")
        try await app.tap("Make Public")
        #expect(try await search.search("spinnaker", 10, context).map(\.title) == ["Spinnaker hoist"])
        #expect(try await search.search("made fast", 10, context).map(\.title) == ["Spinnaker hoist"])
        #expect(try await browse(.recent, 50, context).map(\.title).first == "Spinnaker hoist", "Discover's Browse lists it")
        #expect(try await !discover.items(50, context).map(\.title).contains("Spinnaker hoist"), "Trending is other sailors' content")
    }

    @Test func importingAFileOpensItsDraftInTheEditor() async throws {
        let app = try await checklistsApp()
        let file = PickedFile(name: "mooring.md", bytes: Array("# Mooring\n## Lines\n- [ ] Bow line\n- [ ] Stern line\n".utf8))
        try await app.tap("Create Checklist")
        let message = try await app.tap("Import File", picking: file)
        #expect(message == "Imported “Mooring”: 1 sections, 2 items. Review it, then save.")
        #expect(await app.screen().title == "Edit “Mooring”")
        try await app.tap("Save")
        #expect(await app.screen().title == "Mooring")
    }

    @Test func aBadFileIsRefusedByLineAndNothingOpens() async throws {
        let app = try await checklistsApp()
        try await app.tap("Create Checklist")
        let file = PickedFile(name: "bad.txt", bytes: Array("Deck:\n- [ ] Fenders\nsomething odd\n".utf8))
        await #expect(throws: EditError.self) { try await app.tap("Import File", picking: file) }
        let binary = PickedFile(name: "binary.md", bytes: [0xFF, 0xFE, 0x00, 0xC3])
        await #expect(throws: ActionError("Import File — A checklist file (.md or .txt): “binary.md” is not a UTF-8 text file. Nothing was changed.")) {
            try await app.tap("Import File", picking: binary)
        }
        let picture = PickedFile(name: "chart.png", bytes: [0x89, 0x50])
        await #expect(throws: ActionError("Import File — A checklist file (.md or .txt): “chart.png” is not a .md or .markdown or .txt file. Nothing was changed.")) {
            try await app.tap("Import File", picking: picture)
        }
        #expect(await app.screen().title == "New Checklist")
        #expect(try await app.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM draft") } == 0)
    }

    @Test func forkingFromTheCreationChoiceOpensTheCopyInTheEditor() async throws {
        let app = try await checklistsApp()
        try await app.tap("Create Checklist")
        try await app.tap("Fork Existing")
        try await app.tap("Fork Anchoring")
        #expect(await app.screen().title == "Edit “Anchoring”")
        #expect(app.stackLinks.count == 1)
    }
}
