@testable import Checklists
import ChartersInterface
import ChecklistsInterface
import ContentCore
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase
import SearchInterface
import Testing

/// Deleting one of your own checklists: its page's Delete asks in a confirmation dialog that
/// says what goes and which charters run it; Delete removes it everywhere, Cancel changes
/// nothing.
@MainActor @Suite struct ChecklistDeletionTests {
    private nonisolated static let id = SampleChecklists.dailyBoatChecks
    private static let link = "sailaway://content/checklist/\(id.uuidString.lowercased())"

    let app: AppHarness

    init() async throws {
        // Search's points are kept only in a build with Search: a stand-in is enough.
        app = try await AppHarness(features: [ChecklistsFeature(), StandInChartersFeature(), StandInFeature(named: FeatureDeclaration.search.name)])
        try app.selectTab("library")
        try app.open(Self.link, from: .internal)
    }

    /// How many rows of `table` have `value` in `column`.
    private func count(_ table: String, _ column: String, _ value: some DatabaseValueConvertible & Sendable) async throws -> Int {
        try await app.database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(column) = ?", arguments: [value]) ?? 0
        }
    }

    @Test func deleteIsOfferedOnlyOnYourOwnChecklistsAndAsksFirst() async throws {
        let delete = try #require(await app.screen().actions.last)
        #expect(delete.label == "Delete")
        #expect(delete.isDestructive)

        try await app.tap("Delete")
        #expect(app.state.presentations.map(\.style) == [.confirmationDialog])
        #expect(app.state.presentations.first.flatMap { app.session.router.links.link(for: $0.root) } == "sailaway://checklist/\(Self.id.uuidString.lowercased())/delete")
        #expect(try await count("content", "id", Self.id) == 1, "asking deletes nothing")
        try await app.relaunch()
        #expect(app.state.presentations.map(\.style) == [.confirmationDialog], "the dialog is restored")
        #expect(await app.screen().title == "Delete “Daily Boat Checks”?")

        try app.open("sailaway://content/checklist/\(SampleChecklists.preDepartureSafety.uuidString)")
        #expect(await !app.actionLabels().contains("Delete"), "someone else's checklist")
    }

    @Test func theDialogNamesTheChecklistWhatGoesAndTheChartersThatRunIt() async throws {
        try await app.tap("Delete")
        let dialog = await app.screen()
        #expect(dialog.title == "Delete “Daily Boat Checks”?")
        #expect(dialog.subtitle == "It goes from your Library, Discover and search, with its ratings. This cannot be undone.")
        let charters = try #require(dialog.sections.first?.rows.first)
        #expect(charters.text == "Run by 2 charters: Aegean Week, Solent Weekend")
        #expect(charters.detail == "Their pages will say it was deleted; its checked items and notes go with it.")
        #expect(dialog.actions.map(\.label) == ["Delete", "Cancel"])
        #expect(dialog.actions.filter(\.isDestructive).map(\.label) == ["Delete"])
    }

    @Test func cancelClosesTheDialogAndChangesNothing() async throws {
        try await app.tap("Delete")
        try await app.tap("Cancel")
        #expect(app.state.presentations.isEmpty)
        #expect(app.stackLinks == [Self.link])
        #expect(await app.screen().title == "Daily Boat Checks")
        #expect(try await count("checklistSection", "checklistID", Self.id) == 2)
    }

    @Test func deletingRemovesItEverywhereAndLeavesItsPage() async throws {
        // It is public, rated, reported, forked by Marta, being edited, and run in a charter.
        try await app.tap("Publish")
        try await app.tap("Make Public")
        let forkID = UUID()
        let rowID = try await app.database.writer.write { db -> Int64 in
            try RatingSummary.rate(Self.id, stars: 4, by: SampleContent.marta, at: Date(), in: db)
            try db.execute(
                sql: "INSERT INTO report (id, contentID, reporterID, reason, reportedAt) VALUES (?, ?, ?, 'Spam', ?)",
                arguments: [UUID(), Self.id, SampleContent.jonas, Date()]
            )
            let original = try #require(try ContentItem.find(Self.id, kind: "checklist", in: db))
            _ = try original.insertFork(id: forkID, by: SampleContent.marta, at: Date(), in: db)
            try db.execute(
                sql: "INSERT INTO checklistRunItem (charterID, itemID, isChecked, updatedAt) VALUES (?, ?, 1, ?)",
                arguments: [SampleCharters.aegeanWeek, SampleContent.derivedID(Self.id, 1, 1), Date()]
            )
            return original.rowID ?? -1
        }
        try app.open("sailaway://checklist/\(Self.id.uuidString)/edit", from: .internal)
        try await app.tap("Rename Checklist", "Dawn Checks")
        app.back()

        try await app.tap("Delete")
        #expect(try await app.tap("Delete") == "Deleted “Daily Boat Checks”.")
        #expect(app.state.presentations.isEmpty, "the dialog closed")
        #expect(app.stackLinks.isEmpty, "and its page left the stack")
        #expect(await !app.rows(under: "Checklists").contains("Daily Boat Checks"), "Library")

        let contributions = app.session.composition.contributions
        let context = app.context
        for provider in contributions[SearchProviders.self] {
            #expect(try await !provider.search("daily", 10, context).map(\.title).contains("Daily Boat Checks"), "search")
        }
        for list in contributions[DiscoverLists.self] {
            #expect(try await !list.items(50, context).map(\.title).contains("Daily Boat Checks"), "Discover")
        }
        #expect(try await count("content", "id", Self.id) == 0)
        #expect(try await count("contentSearch", "rowid", rowID) == 0, "the search index")
        for table in ["checklistSection", "rating", "report", "draft"] {
            #expect(try await count(table, table == "checklistSection" ? "checklistID" : "contentID", Self.id) == 0, "\(table)")
        }
        #expect(try await count("checklistItem", "id", SampleContent.derivedID(Self.id, 1, 1)) == 0)
        #expect(try await count("checklistRunItem", "itemID", SampleContent.derivedID(Self.id, 1, 1)) == 0)
        let fork = try await app.database.writer.read { db in try ContentItem.find(forkID, kind: "checklist", in: db) }
        #expect(fork?.forkedFromID == nil && fork?.title == "Daily Boat Checks", "Marta's fork stays hers")

        try app.open(Self.link)
        #expect(await app.screen().kind == .notFound)
    }

    @Test func aRunOfTheDeletedChecklistSaysItWasDeleted() async throws {
        try await app.tap("Delete")
        try await app.tap("Delete")
        try app.open("sailaway://charter/\(SampleCharters.aegeanWeek.uuidString)/checklist/\(Self.id.uuidString)", from: .internal)
        let run = await app.screen()
        #expect(run.kind == .notFound)
        #expect(run.subtitle == "This checklist or charter was deleted or you don't have access.")
    }

    @Test func theDialogOfAChecklistThatIsGoneOrSomeoneElsesIsNotFound() async throws {
        for id in [UUID(), SampleChecklists.preDepartureSafety] {
            try app.open("sailaway://checklist/\(id.uuidString)/delete", from: .internal)
            let screen = await app.screen()
            #expect(screen.kind == .notFound)
            #expect(screen.subtitle == "This checklist was deleted or is not yours to delete.")
        }
    }
}
