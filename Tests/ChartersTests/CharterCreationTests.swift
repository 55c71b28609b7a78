@testable import Charters
import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Creating a charter: a form kept as a draft until "Create Charter" saves it all at once.
@MainActor @Suite struct CharterCreationTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ChartersFeature(), FakeChecklistsFeature()])
        try app.selectTab("charters")
        try await app.tap("New Charter")
    }

    var id: UUID {
        get throws { try #require(CharterTestSupport.id(in: app.stackLinks.last)) }
    }

    @Test func aCharterIsCreatedWithItsCrewAndChecklists() async throws {
        let id = try id
        #expect(app.stackLinks == ["sailaway://charter/new/\(id.uuidString.lowercased())"])
        try await app.tap("Set Name", "Ionian Loop")
        try await app.tap("Set Boat", "Lagoon 42 “Kalypso”")
        try await app.tap("Set Dates", "2027-08-02", "2027-08-09")
        try await app.tap("Set Crew", "Alex Morgan, Priya Shah")
        try await app.tap("Choose Check-in Checklist")
        #expect(await app.screen().title == "Choose a Checklist")
        #expect(app.state.topPresentation?.request?.key == "checklist/check-in")
        #expect(try await app.tap("Use Charter Check-in (Lefkada)") == "Ionian Loop will use “Charter Check-in (Lefkada)” as its check-in checklist.")
        #expect(app.state.presentations.isEmpty, "the answer closed the chooser")
        try await app.tap("Choose Daily Checklist")
        try await app.tap("Use Daily Boat Checks")
        let form = await app.screen()
        #expect(form.row(labelled: "Dates")?.accessibility.value == "2027-08-02 to 2027-08-09 (2–9 Aug 2027)")
        #expect(form.row(labelled: "Check-in checklist")?.accessibility.value == "Charter Check-in (Lefkada)")
        #expect(form.row(labelled: "Post-charter checklist")?.accessibility.value == "None chosen")

        let message = try await app.tap("Create Charter")

        #expect(message == "Created Ionian Loop.")
        #expect(app.stackLinks == ["sailaway://charter/\(id.uuidString.lowercased())"], "the detail replaced the form")
        let detail = await app.screen()
        #expect(detail.title == "Ionian Loop")
        #expect(detail.subtitle == "Lagoon 42 “Kalypso” · 2–9 Aug 2027")
        #expect(detail.rows(in: "Crew").map(\.text) == ["Alex Morgan", "Priya Shah"])
        let saved = try await app.database.writer.read { db in
            (
                try String.fetchOne(db, sql: "SELECT startDay || ' ' || endDay FROM charter WHERE id = ?", arguments: [id]),
                try String.fetchAll(db, sql: "SELECT role FROM charterChecklist WHERE charterID = ? ORDER BY role", arguments: [id])
            )
        }
        #expect(saved.0 == "2027-08-02 2027-08-09")
        #expect(saved.1 == ["check-in", "daily"])
        #expect(try await CharterTestSupport.count("charterCrew", charter: id, in: app) == 2)
        #expect(try await CharterTestSupport.count("draft", charter: id, column: "contentID", in: app) == 0)
    }

    @Test func theFormSurvivesARelaunchAndOtherTabs() async throws {
        let id = try id
        try await app.tap("Set Name", "Ionian Loop")
        try await app.tap("Set Dates", "2027-08-02", "2027-08-09")
        try app.selectTab("home")
        try await app.relaunch()
        try app.selectTab("charters")
        let form = await app.screen()
        #expect(form.title == "New Charter")
        #expect(form.row(labelled: "Name")?.accessibility.value == "Ionian Loop")
        #expect(form.row(labelled: "Boat")?.accessibility.value == "Not set")
        #expect(try await CharterTestSupport.count("draft", charter: id, column: "contentID", in: app) == 1)
    }

    @Test func refusedInputChangesNothing() async throws {
        let id = try id
        try await app.tap("Set Dates", "2027-06-12", "2027-06-19")
        await #expect(throws: ActionError("The end day 2027-06-10 is before the start day 2027-06-12.")) {
            try await app.tap("Set Dates", "2027-06-12", "2027-06-10")
        }
        await #expect(throws: ActionError("Set Name — Charter name: It cannot be empty. Nothing was changed.")) {
            try await app.tap("Set Name", "  ")
        }
        await #expect(throws: ActionError.self) { try await app.tap("Set Crew", (1...13).map { "Sailor \($0)" }.joined(separator: ", ")) }
        let form = await app.screen()
        #expect(form.row(labelled: "Dates")?.accessibility.value == "2027-06-12 to 2027-06-19 (12–19 Jun 2027)")
        #expect(form.row(labelled: "Name")?.accessibility.value == "Not set")
        #expect(form.row(labelled: "Crew")?.accessibility.value == "Not set")

        await #expect(throws: ActionError("The charter has no name yet; tap Set Name first.")) { try await app.tap("Create Charter") }
        #expect(try await CharterTestSupport.count("charter", charter: id, column: "id", in: app) == 0)
        #expect(app.stackLinks.count == 1, "a refused creation stays on the form")
    }

    @Test func aChecklistDeletedMeanwhileRefusesTheWholeCharter() async throws {
        let id = try id
        try await app.tap("Set Name", "Ionian Loop")
        try await app.tap("Set Boat", "Kalypso")
        try await app.tap("Set Dates", "2027-08-02", "2027-08-09")
        try await app.tap("Set Crew", "Alex, Priya")
        try await app.tap("Choose Post-charter Checklist")
        try await app.tap("Use End of Charter")
        try await app.database.writer.write { db in
            try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [SampleChecklists.endOfCharter])
        }
        await #expect(throws: ActionError("The post-charter checklist you chose is no longer in your library; choose another.")) {
            try await app.tap("Create Charter")
        }
        #expect(try await CharterTestSupport.count("charter", charter: id, column: "id", in: app) == 0)
        #expect(try await CharterTestSupport.count("charterCrew", charter: id, in: app) == 0)
    }

    @Test func discardingForgetsTheForm() async throws {
        let id = try id
        try await app.tap("Set Name", "Ionian Loop")
        try await app.tap("Discard")
        #expect(await app.screen().title == "Charters")
        #expect(try await CharterTestSupport.count("draft", charter: id, column: "contentID", in: app) == 0)
    }

    @Test func aChoiceIsTheFormsFirstChangeAndCancellingItKeepsNothing() async throws {
        let id = try id
        try await app.tap("Choose Daily Checklist")
        app.back()
        #expect(app.state.presentations.isEmpty)
        #expect(try await CharterTestSupport.count("draft", charter: id, column: "contentID", in: app) == 0, "nothing was chosen")

        try await app.tap("Choose Daily Checklist")
        #expect(try await app.tap("Use Daily Boat Checks") == "The new charter will use “Daily Boat Checks” as its daily checklist.")
        #expect(await app.screen().row(labelled: "Daily checklist")?.accessibility.value == "Daily Boat Checks")
        #expect(try await CharterTestSupport.count("draft", charter: id, column: "contentID", in: app) == 1)
    }

    @Test func withoutChecklistsTheFormOffersNoChoice() async throws {
        try await app.relaunch(enabled: ["Charters"])
        let form = await app.screen()
        #expect(form.title == "New Charter")
        #expect(!form.actionLabels.contains { $0.hasPrefix("Choose ") })
        #expect(form.rows(in: "Checklists").map(\.text) == ["Check-in: None chosen", "Daily: None chosen", "Post-charter: None chosen"])
    }

    @Test func aCreatedCharterCannotBeCreatedAgain() async throws {
        let id = try id
        try await app.tap("Set Name", "Ionian Loop")
        try await app.tap("Set Boat", "Kalypso")
        try await app.tap("Set Dates", "2027-08-02", "2027-08-09")
        try await app.tap("Create Charter")
        let store = CharterStore(database: app.database, now: { Date() })
        await #expect(throws: CharterFormError.alreadyCreated) { try await store.create(id) }
    }
}
