import SailawayCLI

/// A console for tests: records what the command line writes and feeds it scripted input.
@MainActor
final class RecordingConsole: Console {
    /// Everything written to standard output, as is.
    private(set) var output = ""
    /// Every line written to standard error, in order.
    private(set) var errorLines: [String] = []
    /// The lines standard input still holds, first one next.
    private(set) var input: [String]
    /// Whether the console pretends a person is at a terminal, so prompts are shown.
    var isInteractive: Bool
    /// Whether the console pretends its output is a terminal, so it may be coloured.
    var outputIsTerminal: Bool
    /// Called just before each line is read, so a test can look at the world between commands.
    var beforeReadingLine: (() -> Void)?

    /// Creates a console whose standard input holds `input`.
    init(input: [String] = [], isInteractive: Bool = false, outputIsTerminal: Bool = false) {
        self.input = input
        self.isInteractive = isInteractive
        self.outputIsTerminal = outputIsTerminal
    }

    /// Standard error as one text, a newline after each line.
    var errors: String {
        errorLines.map { $0 + "\n" }.joined()
    }

    func write(_ text: String) {
        output += text
    }

    func writeError(_ line: String) {
        errorLines.append(line)
    }

    func readLine() -> String? {
        beforeReadingLine?()
        guard !input.isEmpty else { return nil }
        return input.removeFirst()
    }
}
