import FeatureRegistry
import NavigationEngine
import SailawayUIModel
import Testing

/// A form refused changes nothing and loses nothing typed: it opens again holding every answer
/// — never a password, typed again — with the reason above it and each field's problem under
/// the field, as every face shows a refusal (``FeatureRegistry/Screen/keeping(_:)``).
@MainActor @Suite struct FormRefusalTests {
    @Test func answersTheSessionRefusesAreKeptEachWithItsProblemButThePassword() async throws {
        let scene = try await FakeScene()
        scene.model.selectedTab = LogbookFeature.tab
        let logbook = await scene.front()
        logbook.tap(try logbook.action("Sign Up Crew"))
        let sent = try #require(logbook.form)
        try fill(sent, skipper: "  ", crew: "13", password: "correct horse")
        sent[field: "note"]?.text = "Reef early"

        logbook.submit()
        await scene.model.waitUntilIdle()

        let form = try #require(logbook.form, "the form stays open")
        #expect(form.error == "Sign Up Crew — Skipper: It cannot be empty. Nothing was changed.")
        #expect(form[field: "skipper"]?.problem == "It cannot be empty.")
        #expect(form[field: "crew"]?.text == "13")
        #expect(form[field: "crew"]?.problem == "'13' is not a number from 1 to 12.")
        #expect(form[field: "crew"]?.footer == "'13' is not a number from 1 to 12.", "the problem in place of the hint")
        #expect(form[field: "note"]?.text == "Reef early")
        #expect(form[field: "note"]?.problem == nil)
        #expect(form[field: "start"]?.day.description == "2027-06-12")
        #expect(form[field: "password"]?.text == "", "a password is never kept")
        #expect(form[field: "password"]?.problem == nil)
        #expect(form.files.isEmpty, "a file is picked again")
        #expect(scene.logbook.crews.isEmpty)
        #expect(scene.model.message == nil, "the form says it, where the person is looking")
    }

    @Test func answersTheActionItselfRefusesAreKeptTheSameWay() async throws {
        let scene = try await FakeScene()
        scene.model.selectedTab = LogbookFeature.tab
        let logbook = await scene.front()
        logbook.tap(try logbook.action("Sign Up Crew"))
        try fill(try #require(logbook.form), crew: "9")

        logbook.submit()
        await scene.model.waitUntilIdle()

        let form = try #require(logbook.form)
        #expect(form.error == "A logbook keeps at most 8 crew. Nothing was changed.")
        #expect(form[field: "crew"]?.problem == "At most 8.")
        #expect(form[field: "skipper"]?.text == "Marta")
        #expect(form[field: "password"]?.text == "")
    }

    @Test func theFormOpenedAgainLaterStillHoldsTheAnswersUntilThePersonDoesSomethingElse() async throws {
        let scene = try await FakeScene()
        scene.model.selectedTab = LogbookFeature.tab
        let logbook = await scene.front()
        let signUp = try logbook.action("Sign Up Crew")
        logbook.tap(signUp)
        try fill(try #require(logbook.form), crew: "13")
        logbook.submit()
        await scene.model.waitUntilIdle()

        logbook.closeForm()
        logbook.tap(signUp)
        #expect(logbook.form?[field: "crew"]?.text == "13")

        logbook.closeForm()
        scene.model.selectedTab = .home
        scene.model.selectedTab = LogbookFeature.tab
        await logbook.reload()
        logbook.tap(signUp)
        #expect(logbook.form?[field: "crew"]?.text == "", "another tab chosen is something else done")
    }

    @Test func aCharterFormRefusedKeepsWhatWasTypedThenCreatesTheCharterOnceMended() async throws {
        let scene = try await AppScene()
        try scene.app.selectTab("charters")
        try await scene.app.tap("New Charter")
        let newCharter = await scene.front()
        newCharter.tap(try newCharter.action("Create Charter"))
        let form = try #require(newCharter.form)
        #expect(form.fields.map(\.id) == ["name", "boat", "start", "end", "crew"])
        form[field: "name"]?.text = "Ionian Loop"
        form[field: "start"]?.day = try CalendarDay(parsing: "2027-08-02")
        form[field: "end"]?.day = try CalendarDay(parsing: "2027-08-09")
        form[field: "crew"]?.text = "Alex Morgan, Priya Shah"

        newCharter.submit()
        await scene.model.waitUntilIdle()

        let refused = try #require(newCharter.form)
        #expect(refused.error?.hasPrefix("Create Charter — Boat: It cannot be empty.") == true)
        #expect(refused[field: "boat"]?.problem == "It cannot be empty.")
        #expect(refused[field: "name"]?.text == "Ionian Loop")
        #expect(refused[field: "end"]?.day.description == "2027-08-09")
        #expect(refused[field: "crew"]?.text == "Alex Morgan, Priya Shah")

        refused[field: "boat"]?.text = "Lagoon 42 “Kalypso”"
        newCharter.submit()
        await scene.model.waitUntilIdle()

        #expect(newCharter.form == nil)
        #expect(scene.model.message == "Created Ionian Loop.")
        #expect(await scene.app.screen().title == "Ionian Loop")
    }
}
