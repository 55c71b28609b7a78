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
        try await app.tap("Choose Check-in Checklist")
        #expect(await app.screen().title == "Choose a Checklist")
        #expect(app.state.topPresentation?.request?.key == "checklist/check-in")
        #expect(try await app.tap("Use Charter Check-in (Lefkada)") == "The new charter will use “Charter Check-in (Lefkada)” as its check-in checklist.")
        #expect(app.state.presentations.isEmpty, "the answer closed the chooser")
        try await app.tap("Choose Daily Checklist")
        try await app.tap("Use Daily Boat Checks")
        let form = await app.screen()
        #expect(form.row(labelled: "Check-in checklist")?.accessibility.value == "Charter Check-in (Lefkada)")
        #expect(form.row(labelled: "Post-charter checklist")?.accessibility.value == "None chosen")
        #expect(try create(on: form).inputs.map(\.name) == ["name", "boat", "start", "end", "crew"], "one form, every detail")

        let message = try await app.tap("Create Charter", "Ionian Loop", "Lagoon 42 “Kalypso”", "2027-08-02", "2027-08-09", "Alex Morgan, Priya Shah")

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

    /// A refused submission creates nothing, says what is wrong with each detail, and keeps
    /// the others: the form shows them when it comes back, after a relaunch too.
    @Test func aRefusedFormNamesEachProblemAndKeepsTheRest() async throws {
        let id = try id
        let crew = (1...13).map { "Sailor \($0)" }.joined(separator: ", ")
        do {
            try await app.tap("Create Charter", "Ionian Loop", "Kalypso", "2027-06-12", "2027-06-10", crew)
            Issue.record("a charter ending before it starts was created")
        } catch let error as ActionError {
            #expect(error.message == "The end day 2027-06-10 is before the start day 2027-06-12. Your answers are kept; put it right and submit again.")
            #expect(error.problems == ["end": "The end day 2027-06-10 is before the start day 2027-06-12.", "crew": "That makes 13 people; a charter takes at most 12."])
        }
        #expect(try await CharterTestSupport.count("charter", charter: id, column: "id", in: app) == 0)
        #expect(app.stackLinks.count == 1, "a refused creation stays on the form")

        try app.selectTab("home")
        try await app.relaunch()
        try app.selectTab("charters")
        let form = try create(on: await app.screen())
        #expect(form.inputs.map(\.current) == ["Ionian Loop", "Kalypso", nil, nil, nil], "what was accepted is kept; what was refused is asked again")
        #expect(try await CharterTestSupport.count("draft", charter: id, column: "contentID", in: app) == 1)

        await #expect(throws: ActionError("Create Charter — First day: '12 June' is not a date; write it as YYYY-MM-DD, like 2027-06-12. Nothing was changed.")) {
            try await app.tap("Create Charter", "Ionian Loop", "Kalypso", "12 June", "2027-06-19", "")
        }
        #expect(try await app.tap("Create Charter", "Ionian Loop", "Kalypso", "2027-06-12", "2027-06-19", "Alex, Priya") == "Created Ionian Loop.")
    }

    /// Until the person does something else, the refused form holds every answer as it was
    /// sent — the days refused too — each with what is wrong with it: in every face, since the
    /// session keeps them.
    @Test func aRefusedFormHoldsEveryAnswerAsSentUntilTheNextThingDone() async throws {
        let answers = ["Ionian Loop", "Kalypso", "2027-06-12", "2027-06-10", "Alex, Priya"]
        await #expect(throws: ActionError.self) { try await app.tap("Create Charter", answers[0], answers[1], answers[2], answers[3], answers[4]) }
        let form = try create(on: await app.screen())
        #expect(form.inputs.map(\.current) == answers)
        #expect(form.inputs.map(\.problem) == [nil, nil, nil, "The end day 2027-06-10 is before the start day 2027-06-12.", nil])
        app.back()
        try await app.tap("New Charter")
        #expect(try create(on: await app.screen()).inputs.allSatisfy { $0.problem == nil }, "another form, nothing kept for it")
    }

    @Test func aChecklistDeletedMeanwhileRefusesTheWholeCharter() async throws {
        let id = try id
        try await app.tap("Choose Post-charter Checklist")
        try await app.tap("Use End of Charter")
        try await app.database.writer.write { db in
            try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [SampleChecklists.endOfCharter])
        }
        await #expect(throws: ActionError("The post-charter checklist you chose is no longer in your library; choose another.")) {
            try await app.tap("Create Charter", "Ionian Loop", "Kalypso", "2027-08-02", "2027-08-09", "Alex, Priya")
        }
        #expect(try await CharterTestSupport.count("charter", charter: id, column: "id", in: app) == 0)
        #expect(try await CharterTestSupport.count("charterCrew", charter: id, in: app) == 0)
    }

    @Test func discardingForgetsTheForm() async throws {
        let id = try id
        try await app.tap("Choose Daily Checklist")
        try await app.tap("Use Daily Boat Checks")
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
        try await app.tap("Create Charter", "Ionian Loop", "Kalypso", "2027-08-02", "2027-08-09", "")
        let store = CharterStore(database: app.database, owner: try app.viewer.account(), now: { Date() })
        let details = CharterDetails(name: "Again", boat: "Kalypso", start: try CharterDay(parsing: "2027-08-02"), end: try CharterDay(parsing: "2027-08-09"))
        await #expect(throws: CharterFormError.alreadyCreated) { try await store.create(id, with: details) }
    }

    /// The form's one action, which submits every detail.
    private func create(on form: Screen) throws -> ScreenAction {
        try #require(form.actions.first { $0.id == "create-charter" })
    }
}
