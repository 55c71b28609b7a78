import SailawayCLI
import Testing

/// Colour for a person at a capable terminal; plain text for everyone else.
@Suite struct TerminalStyleTests {
    @Test func aTerminalGetsColour() {
        #expect(TerminalStyle.decide(environment: ["TERM": "xterm-256color"], outputIsTerminal: true) == .color)
    }

    @Test func aPipeOrAFileGetsPlainTextWhateverTheTerminal() {
        #expect(TerminalStyle.decide(environment: ["TERM": "xterm-256color"], outputIsTerminal: false) == .plain)
    }

    @Test(arguments: ["1", "true", "yes"])
    func noColorAskedForGivesPlainText(value: String) {
        #expect(TerminalStyle.decide(environment: ["TERM": "xterm-256color", "NO_COLOR": value], outputIsTerminal: true) == .plain)
    }

    @Test func anEmptyNoColorIsNotSet() {
        // https://no-color.org: “when present and not an empty string”.
        #expect(TerminalStyle.decide(environment: ["TERM": "xterm", "NO_COLOR": ""], outputIsTerminal: true) == .color)
    }

    @Test(arguments: [["TERM": "dumb"], ["TERM": ""], [:]])
    func aDumbOrUnknownTerminalGetsPlainText(environment: [String: String]) {
        #expect(TerminalStyle.decide(environment: environment, outputIsTerminal: true) == .plain)
    }
}
