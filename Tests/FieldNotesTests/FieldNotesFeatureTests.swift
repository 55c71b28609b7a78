import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import FieldNotes
import FieldNotesInterface
import NavigationEngine
import SailawayDatabase
import Testing

// new-feature: with --own-tab
/// FieldNotes as a person reaches it: its own tab lists the entries of its own table, an entry opens
/// and goes back, Library lists them, and where the user was and what they added survive a
/// relaunch.
// new-feature: else
// /// FieldNotes as a person reaches it: Home offers it, its screen lists the entries of its own
// /// table, an entry opens and goes back, Library lists them, and where the user was and what
// /// they added survive a relaunch.
// new-feature: end
@MainActor
struct FieldNotesFeatureTests {
    /// The app with FieldNotes alone, on a clock after the sample entries.
    static func app() async throws -> AppHarness {
        let now = SampleContent.date("2027-01-01")
        return try await AppHarness(features: [FieldNotesFeature()], now: { now })
    }

    static let anchorageLink = "sailaway://fieldnotes/entry/\(SampleFieldNotes.anchorage.uuidString.lowercased())"

    // new-feature: with --own-tab
    /// The entries, as a person opens them: FieldNotes' tab, at its root.
    static func openEntries(_ app: AppHarness) async throws {
        try app.selectTab("fieldnotes")
    }

    /// The selected stack, at the entries: the tab's root.
    static let entriesStack: [String] = []

    @Test func fieldNotesHasATabOfItsOwn() async throws {
        let app = try await Self.app()
        #expect(app.session.composition.tabs.map(\.title).contains("Field Notes"))
        try await Self.openEntries(app)
        #expect(await app.screen().title == "Field Notes")
    }
    // new-feature: else
    // /// The entries, as a person opens them: Home's “Open Field Notes”.
    // static func openEntries(_ app: AppHarness) async throws {
        // try await app.tap("Open Field Notes")
    // }

    // /// The selected stack, at the entries.
    // static let entriesStack = ["sailaway://fieldnotes"]

    // @Test func homeOffersOpenFieldNotes() async throws {
        // let app = try await Self.app()
        // #expect(await app.screen().title == "Home")
        // #expect(await app.actionLabels().contains("Open Field Notes"))
    // }
    // new-feature: end

    @Test func theEntriesListedAreTheSampleEntriesOfItsOwnTable() async throws {
        let app = try await Self.app()
        try await Self.openEntries(app)
        #expect(app.stackLinks == Self.entriesStack)
        #expect(await app.screen().title == "Field Notes")
        let stored = try await app.database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT title FROM fieldNoteEntry ORDER BY createdAt DESC")
        }
        #expect(stored == ["Anchored for the night", "Reefed in a building breeze", "Left the marina at dawn"])
        #expect(await app.rows(under: "Entries") == stored)
    }

    @Test func anEntryOpensFromTheListAndGoBackReturns() async throws {
        let app = try await Self.app()
        try await Self.openEntries(app)
        try await app.tap("Open Anchored for the night")
        #expect(app.stackLinks == Self.entriesStack + [Self.anchorageLink])
        let entry = await app.screen()
        #expect(entry.title == "Anchored for the night")
        #expect(entry.sections.flatMap(\.rows).map(\.text).contains { $0.hasPrefix("Dropped the hook") })

        try await app.tap("Go Back")
        #expect(await app.screen().title == "Field Notes")
        // new-feature: without --own-tab
        // try await app.tap("Go Back")
        // #expect(await app.screen().title == "Home")
        // new-feature: end
    }

    @Test func libraryListsTheEntries() async throws {
        let app = try await Self.app()
        try app.selectTab("library")
        #expect(await app.rows(under: "Field Notes") == ["Anchored for the night", "Reefed in a building breeze", "Left the marina at dawn"])
    }

    @Test func anAddedEntryIsListedFirstAndKept() async throws {
        let app = try await Self.app()
        try await Self.openEntries(app)
        #expect(await app.screen().action("add-entry")?.label == "Add Entry")
        // new-feature: with --typed-form
        let added = try await app.tap("Add Entry", "Crossed to the island", "2026-09-20", "18", "Six hours, wind on the beam.")
        // new-feature: else
        // let added = try await app.tap("Add Entry", "Crossed to the island", "Six hours, wind on the beam.")
        // new-feature: end
        #expect(added == "Added “Crossed to the island”.")
        #expect(await app.rows(under: "Entries").first == "Crossed to the island")

        try await app.relaunch()
        #expect(await app.rows(under: "Entries").first == "Crossed to the island")
    }

    @Test func anEntryNeedsATitle() async throws {
        let app = try await Self.app()
        try await Self.openEntries(app)
        // new-feature: with --typed-form
        await #expect(throws: ActionError.self) { try await app.tap("Add Entry", "  ", "2026-09-20", "18", "No title.") }
        // new-feature: else
        // await #expect(throws: ActionError.self) { try await app.tap("Add Entry", "  ", "No title.") }
        // new-feature: end
        #expect(await app.rows(under: "Entries").count == 3)
    }
    // new-feature: with --typed-form

    @Test func theFormIsTypedAndRefusedWholeWithEachProblemBesideItsField() async throws {
        let app = try await Self.app()
        try await Self.openEntries(app)
        let refused = await #expect(throws: ActionError.self) {
            try await app.tap("Add Entry", "Crossed to the island", "20 September", "-3", "Six hours.")
        }
        #expect(Set((refused?.problems ?? [:]).keys) == ["day", "distance"])
        #expect(await app.rows(under: "Entries").count == 3, "nothing of a refused form is saved")

        try await app.tap("Add Entry", "Crossed to the island", "2026-09-20", "18", "Six hours.")
        let (day, distance) = try await app.database.writer.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT day, distance FROM fieldNoteEntry WHERE title = 'Crossed to the island'")
            return (row?["day"] as String?, row?["distance"] as Int?)
        }
        #expect(day == "2026-09-20")
        #expect(distance == 18)
        #expect(await app.screen().sections.first?.rows.first?.detail == "2026-09-20 · 18 nm")
    }
    // new-feature: end

    @Test func whereTheUserWasSurvivesARelaunch() async throws {
        let app = try await Self.app()
        try await Self.openEntries(app)
        try await app.tap("Open Anchored for the night")
        try await app.relaunch()
        #expect(app.stackLinks == Self.entriesStack + [Self.anchorageLink])
        #expect(await app.screen().title == "Anchored for the night")
    }

    @Test func anotherSailorsPrivateEntryIsNotFound() async throws {
        let app = try await Self.app()
        let theirs = UUID()
        try await app.database.writer.write { db in
            try db.execute(
                // new-feature: with --typed-form
                sql: "INSERT INTO fieldNoteEntry (id, title, text, day, distance, createdAt, authorID) VALUES (?, 'Their passage', '', '2026-09-20', 30, ?, ?)",
                // new-feature: else
                // sql: "INSERT INTO fieldNoteEntry (id, title, text, createdAt, authorID) VALUES (?, 'Their passage', '', ?, ?)",
                // new-feature: end
                arguments: [theirs, SampleContent.date("2026-09-20"), SampleContent.marta]
            )
        }
        try app.open("sailaway://fieldnotes/entry/\(theirs.uuidString.lowercased())", from: .internal)
        let screen = await app.screen()
        #expect(screen.kind == .notFound)
        #expect(screen.actions.map(\.label) == ["Go Back"])
    }
}
