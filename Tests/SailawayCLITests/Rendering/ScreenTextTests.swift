import ChartersInterface
import ChecklistsInterface
import FeatureTesting
import SailawayCLI
import SailawayDatabase
import Testing

/// A screen's text: plain for scripts, the same lines painted in colour for a person.
@MainActor
@Suite struct ScreenTextTests {
    /// A checklist run with two items checked and a note.
    private func runUnderWay() async throws -> AppHarness {
        let app = try await EveryScreenTests.app()
        let charter = SampleCharters.aegeanWeek.uuidString.lowercased(), checklist = SampleChecklists.myCheckIn.uuidString.lowercased()
        try app.open("sailaway://charter/\(charter)/checklist/\(checklist)", from: .internal)
        try await app.tap("Check: Photograph existing damage")
        try await app.tap("Check: Bilge pump")
        try await app.tap("Add Note: Gas locker and solenoid", "Solenoid clicks but gas is slow")
        return app
    }

    @Test func aRunShowsCheckMarksAProgressBarWithTheCountAndNotesUnderTheirItem() async throws {
        let app = try await runUnderWay()

        let text = ScreenText.render(await app.session.presentedScreen())

        #expect(text.contains("Aegean Week · 2 of 8 checked\n█████░░░░░░░░░░░░░░░ 2/8\n"))
        #expect(text.contains("  ✓ 1.1 Photograph existing damage  [9 Add Note …]\n  ☐ 1.2 Guardrails and stanchions  [10 Add Note …]\n"))
        #expect(
            text.contains(
                "  ✓ 2.1 Bilge pump  [12 Add Note …]\n  ☐ 2.2 Gas locker and solenoid  [13 Edit Note …] [14 Remove Note]\n      Note: Solenoid clicks but gas is slow\n"
            )
        )
        #expect(text.contains("\n  1. Uncheck: Photograph existing damage\n"), "each check box's action is listed, numbered, as before")
    }

    @Test func plainTextHasNoEscapeCodesAndNoTrailingSpaces() async throws {
        let app = try await runUnderWay()

        let text = ScreenText.render(await app.session.presentedScreen(), style: .plain)

        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains(" \n"))
    }

    @Test func colourPaintsTheSameLines() async throws {
        let app = try await runUnderWay()
        let presented = await app.session.presentedScreen()

        let colour = ScreenText.render(presented, style: .color)

        #expect(colour.hasPrefix("\u{1B}[1mCharter Check-in (Lefkada)\u{1B}[0m\n"))
        #expect(colour.contains("\u{1B}[32m✓\u{1B}[0m 2.1 Bilge pump"))
        #expect(colour.contains(" [\u{1B}[1;33m9\u{1B}[0m Add Note …]\n"), "a row's own action, its number painted")
        #expect(Self.withoutEscapes(colour).components(separatedBy: "\n").count == ScreenText.render(presented).components(separatedBy: "\n").count)
    }

    @Test func inColourTheTabBarMarksTheSelectedTabAndNamesTheShortcuts() async throws {
        let app = try await EveryScreenTests.app()
        try app.selectTab("discover")

        let colour = ScreenText.render(await app.session.presentedScreen(), style: .color)

        let bar = Self.withoutEscapes(String(colour.split(separator: "\n").last ?? ""))
        let tabs = app.session.composition.tabs.enumerated().map { "t\($0.offset + 1) \($0.element.title)" }
        #expect(bar == tabs.joined(separator: "  "), "every tab of the build, numbered")
        #expect(colour.contains("\u{1B}[1;7m Discover \u{1B}[0m"))
    }

    @Test func aScreenThatSaysSomethingWentWrongIsPaintedAsAWarning() async throws {
        let app = try await EveryScreenTests.app()
        try app.open("sailaway://content/checklist/00000000-0000-4000-8000-0000000000ff", from: .internal)

        let colour = ScreenText.render(await app.session.presentedScreen(), style: .color)

        #expect(colour.hasPrefix("\u{1B}[1;31mNot Found\u{1B}[0m\n"))
    }

    /// The text without its ANSI escape codes.
    static func withoutEscapes(_ text: String) -> String {
        text.replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "")
    }
}
