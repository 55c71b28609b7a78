import Foundation
import HTTPTypes
import Hummingbird
import Testing

@testable import SailawayWebServer

/// An action sent by the page script comes back as the page to put in place, with what the
/// browser's history does about the screen it was sent from: nothing when it stays, a new
/// entry when that screen is still there to go back to, the entry replaced when it is gone —
/// so Back never reaches a screen that no longer means anything.
@MainActor
@Suite struct HistoryStepTests {
    @Test func anActionOnTheScreenItWasSentFromStaysInItsEntry() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let run = try await AppFlowTests.checkInRun(browser, of: harness)
            let checked = try await browser.tapInPlace("Check: Bilge pump", on: run)
            #expect(checked.status == .ok)
            #expect(checked.headers[WebServer.historyHeader] == "stay")
            #expect(checked.headers[WebServer.addressHeader]?.hasSuffix("/checklist/5a11c4ec-0000-4000-8000-000000000009") == true)
            #expect(checked.html.contains("Checked “Bilge pump”."), "the page itself, with the action's message")
        }
    }

    @Test func aScreenLeftThatIsStillThereGetsANewEntry() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let home = try await AppFlowTests.explore(browser)
            let typeSelection = try await browser.tapInPlace("Create Checklist", on: home)
            #expect(typeSelection.headers[WebServer.historyHeader] == "push", "Home is still under it")
            #expect(typeSelection.headers[WebServer.addressHeader] == "/app/checklist/new")
        }
    }

    /// A new charter's form, once created, is no screen any more: its entry is replaced by the
    /// charter's, so Back from the charter goes to where the form was opened from.
    @Test func aFormMadeIntoACharterReplacesItsEntry() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let form = try await Self.newCharterForm(browser)
            let created = try await browser.tapInPlace(
                "Create Charter", on: form,
                inputs: [("name", "Ionian Fortnight"), ("boat", "Dufour 412"), ("start", "2027-07-03"), ("end", "2027-07-17"), ("crew", "")]
            )
            #expect(created.headers[WebServer.historyHeader] == "replace")
            #expect(created.headers[WebServer.addressHeader]?.hasPrefix("/app/charter/") == true)
            #expect(created.html.contains("Created Ionian Fortnight."))
        }
    }

    /// A refused form stays where it is, holding what was sent.
    @Test func aRefusedFormStaysInItsEntryHoldingItsAnswers() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let form = try await Self.newCharterForm(browser)
            let refused = try await browser.tapInPlace(
                "Create Charter", on: form,
                inputs: [("name", "Ionian Fortnight"), ("boat", "Dufour 412"), ("start", "2027-07-17"), ("end", "2027-07-03"), ("crew", "Alex")]
            )
            #expect(refused.headers[WebServer.historyHeader] == "stay")
            for value in ["Ionian Fortnight", "Dufour 412", "2027-07-17", "2027-07-03", "Alex"] {
                #expect(refused.html.contains(#"value="\#(value)""#), "\(value) is kept")
            }
        }
    }

    /// A browser with a session, on a new charter's form.
    private static func newCharterForm(_ browser: Browser) async throws -> Browser.Page {
        let home = try await AppFlowTests.explore(browser)
        let charters = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "charters")])
        return try await browser.tap("New Charter", on: charters)
    }

    /// The welcome is a cover the guard keeps: Back would do nothing, so none is drawn.
    @Test func theWelcomeOffersNoBackThatDoesNothing() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            try await browser.startSession(token: WebHarness.token)
            let welcome = try await browser.open("/app")
            #expect(welcome.text(of: "h1", after: "<dialog") == "Welcome to Sailaway")
            #expect(!welcome.html.contains(#"action="/app/back""#))
        }
    }
}
