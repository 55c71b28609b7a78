import Checklists
import ChecklistsInterface
import ContentCore
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase
import Testing

/// The dialogs every kind of content shows the same way, driven through a real content
/// feature: the editor's Discard Changes asks in an alert, whose Discard forgets the edits and
/// Keep Editing keeps them; deleting an item takes its parts, ratings, reports and drafts with
/// it, and leaves others' forks.
@MainActor @Suite struct ContentDialogsTests {
    private nonisolated static let endOfCharter = SampleChecklists.endOfCharter
    private nonisolated static let checklist = ContentKind("checklist")

    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ChecklistsFeature()])
    }

    /// The editor of End of Charter with its first section removed but not saved.
    private func editEndOfCharter() async throws {
        try app.open("sailaway://checklist/\(Self.endOfCharter.uuidString)/edit", from: .internal)
        try await app.tap("Remove: Clean-up")
    }

    // MARK: - Discard

    @Test func discardChangesAsksInAnAlertFirst() async throws {
        try await editEndOfCharter()
        let action = try #require(await app.screen().actions.last)
        #expect(action.label == "Discard Changes")
        #expect(action.isDestructive)

        try await app.tap("Discard Changes")
        #expect(app.state.presentations.map(\.style) == [.alert])
        #expect(app.state.presentations.first.flatMap { app.session.router.links.link(for: $0.root) } == "sailaway://checklist/\(Self.endOfCharter.uuidString.lowercased())/discard")
        let alert = await app.screen()
        #expect(alert.title == "Discard changes to “End of Charter”?")
        #expect(alert.subtitle == "Every edit since the last save is lost; the saved checklist stays as it was.")
        #expect(alert.actions.map(\.label) == ["Discard", "Keep Editing"])
        #expect(alert.actions.filter(\.isDestructive).map(\.label) == ["Discard"])
    }

    @Test func keepEditingClosesTheAlertAndKeepsTheChanges() async throws {
        try await editEndOfCharter()
        try await app.tap("Discard Changes")
        try await app.tap("Keep Editing")
        #expect(app.state.presentations.isEmpty)
        #expect(await app.screen().subtitle?.hasPrefix("Unsaved changes · 1 section") == true)
    }

    @Test func discardForgetsTheChangesAndStaysInTheEditorOfASavedItem() async throws {
        try await editEndOfCharter()
        try await app.tap("Discard Changes")
        #expect(try await app.tap("Discard") == "Discarded the unsaved changes.")
        #expect(app.state.presentations.isEmpty)
        #expect(app.stackLinks == ["sailaway://checklist/\(Self.endOfCharter.uuidString.lowercased())/edit"])
        #expect(await app.screen().subtitle?.hasPrefix("Saved · 2 sections") == true)
        #expect(await !app.actionLabels().contains("Discard Changes"))
    }

    @Test func discardOfANewItemForgetsItAndLeavesItsEditor() async throws {
        try await app.tap("Create Checklist")
        try await app.tap("Create Blank", "Never mind")
        let id = try #require(app.state.selectedStack.last?.as(ChecklistRoute.self)?.contentScreen?.editor)
        try await app.tap("Discard Changes")
        #expect(await app.screen().subtitle == "This checklist was never saved: it goes altogether.")
        #expect(try await app.tap("Discard") == "Discarded the new checklist.")
        #expect(app.state.presentations.isEmpty)
        #expect(app.stackLinks.isEmpty, "the editor is gone")
        #expect(try await app.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM draft WHERE contentID = ?", arguments: [id]) } == 0)
    }

    @Test func anAlertWithNothingToDiscardIsNotFound() async throws {
        try app.open("sailaway://checklist/\(Self.endOfCharter.uuidString)/discard", from: .internal)
        let screen = await app.screen()
        #expect(screen.kind == .notFound)
        #expect(screen.subtitle == "There are no unsaved changes to discard.")
    }

    // MARK: - Delete

    @Test func deletingAnItemTakesWhatHangsOnItAndLeavesOthersForks() async throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let (fork, sections) = try await database.writer.write { db throws -> (UUID, Int) in
            let user = SampleContent.currentUser
            let original = try #require(try ContentItem.find(Self.endOfCharter, kind: "checklist", in: db))
            let fork = try original.insertFork(id: UUID(), by: SampleContent.marta, at: Date(), in: db).id
            try Draft.keep(["edited": true], id: Self.endOfCharter, kind: "checklist", owner: user, at: Date(), in: db)
            #expect(try ContentItem.forkCount(of: Self.endOfCharter, besides: user, in: db) == 1)
            #expect(try ContentItem.deleteOwned(Self.endOfCharter, kind: Self.checklist, by: SampleContent.marta, in: db) == nil, "not Marta's")
            #expect(try ContentItem.deleteOwned(Self.endOfCharter, kind: Self.checklist, by: user, in: db)?.title == "End of Charter")
            let sections = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checklistSection WHERE checklistID = ?", arguments: [Self.endOfCharter]) ?? -1
            return (fork, sections)
        }
        #expect(sections == 0)
        try await database.writer.read { db throws in
            #expect(try ContentItem.find(Self.endOfCharter, kind: "checklist", in: db) == nil)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM draft WHERE contentID = ?", arguments: [Self.endOfCharter]) == 0)
            #expect(try ContentItem.find(fork, kind: "checklist", in: db)?.forkedFromID == nil)
        }
    }
}
