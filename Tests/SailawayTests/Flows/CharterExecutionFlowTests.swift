import Foundation
import Testing

/// PRD flow 3 through `sailaway` commands alone: a charter with a check-in checklist, two
/// items checked and a note, kept through tab switches, relaunches and a kill.
@Suite struct CharterExecutionFlowTests {
    /// Charters → New Charter → check-in checklist → Create Charter with its name, boat,
    /// dates and crew, given together.
    private func createCharter(_ sailaway: SailawayScript) throws {
        try sailaway.succeed("tab", "charters")
        try sailaway.succeed("tap", "New Charter")
        try sailaway.succeed("tap", "Choose Check-in Checklist")
        try sailaway.succeed("tap", "Use Charter Check-in (Lefkada)")
        let created = try sailaway.succeed("tap", "Create Charter", "Ionian Fortnight", "Dufour 412", "2027-07-03", "2027-07-17", "Alex, Priya, Tom")
        #expect(created.hasPrefix("Created Ionian Fortnight."))
    }

    @Test func checksAndANoteSurviveGoingBackSwitchingTabsAndReopening() throws {
        let sailaway = try SailawayScript()
        try createCharter(sailaway)
        let charter = try #require(try sailaway.screen().link)

        try sailaway.succeed("tap", "Open Check-in Checklist")
        #expect(try sailaway.screen().subtitle == "Ionian Fortnight · 0 of 8 checked")
        try sailaway.succeed("tap", "Check: Photograph existing damage")
        try sailaway.succeed("tap", "Check: Bilge pump")
        try sailaway.succeed("tap", "Add Note: Gas locker and solenoid", "Solenoid clicks but gas is slow")
        try sailaway.succeed("back")
        #expect(try sailaway.succeed("screen").contains("Check-in: Charter Check-in (Lefkada) — 2 of 8 checked"))

        try sailaway.succeed("tab", "home")
        try sailaway.succeed("tap", "Create Checklist")
        try sailaway.succeed("tab", "charters")
        try sailaway.succeed("reset")
        try sailaway.succeed("open", charter)
        try sailaway.succeed("tap", "Open Check-in Checklist")

        let run = try sailaway.screen()
        #expect(run.subtitle == "Ionian Fortnight · 2 of 8 checked")
        #expect(run.actions.contains("Uncheck: Photograph existing damage"))
        #expect(run.actions.contains("Uncheck: Bilge pump"))
        #expect(try sailaway.succeed("screen").contains("Note: Solenoid clicks but gas is slow"))
    }

    /// A screen drawn before another face checked an item offers "Check"; acting on it as drawn
    /// never unchecks what the person did not see uncheck — it says what changed instead.
    @Test func aCheckFromAStaleScreenNeverUnchecks() throws {
        let sailaway = try SailawayScript()
        try createCharter(sailaway)
        try sailaway.succeed("tap", "Open Check-in Checklist")
        let drawn = try #require(try sailaway.screen().actionID("Check: Bilge pump"))

        try sailaway.succeed("tap", "Check: Bilge pump")  // another face, meanwhile
        let stale = try sailaway.run("tap", "--shown", drawn)
        #expect(stale.status != 0)
        #expect(stale.errors.contains("This changed since it was shown: it now offers “Uncheck: Bilge pump”. Nothing was changed."))
        #expect(try sailaway.screen().actions.contains("Uncheck: Bilge pump"), "still checked")

        let uncheck = try #require(try sailaway.screen().actionID("Uncheck: Bilge pump"))
        #expect(try sailaway.succeed("tap", "--shown", uncheck).hasPrefix("Unchecked “Bilge pump”."))
        #expect(try sailaway.screen().actions.contains("Check: Bilge pump"))
    }

    @Test func aCheckTheAppAcknowledgedSurvivesKillMinus9() throws {
        let sailaway = try SailawayScript()
        try createCharter(sailaway)
        let charter = try #require(try sailaway.screen().link)
        try sailaway.succeed("tap", "Open Check-in Checklist")

        let session = try sailaway.startSession()
        session.send("tap \"Check: Winches and clutches\"")
        session.waitForOutput(containing: "Checked “Winches and clutches”. 1 of 8 checked.")
        session.send("tap \"Add Note: Photograph existing damage\" \"Scratch on the port quarter\"")
        session.waitForOutput(containing: "Noted on “Photograph existing damage”")
        session.killNow()
        #expect(session.wasKilled)

        // What must survive is the note: the run is opened afresh.
        try sailaway.succeed("reset")
        try sailaway.succeed("open", charter)
        let screen = try sailaway.succeed("tap", "Open Check-in Checklist")
        #expect(screen.contains("Ionian Fortnight · 1 of 8 checked"))
        #expect(screen.contains("Note: Scratch on the port quarter"))
    }
}
