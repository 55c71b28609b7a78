/// The console the session's commands run against inside the full-screen app: what they print
/// is kept for the app to show (the last message, or a page over the screen), and a question
/// they ask (``CommandContext/ask(_:)``) is asked on the command line at the bottom, the text
/// printed before it as its prompt.
@MainActor
final class FullScreenConsole: Console {
    /// What commands printed since the app last took it.
    private(set) var output = ""
    /// The errors commands reported since the app last took them.
    private(set) var errors: [String] = []
    /// Asks for a line after a prompt on the command line, starting from the text given; nil
    /// when cancelled.
    var ask: (_ prompt: String, _ editing: String) -> String? = { _, _ in nil }
    /// Asks for a line after a prompt on the command line, not showing what is typed; nil
    /// when cancelled.
    var askSecret: (_ prompt: String) -> String? = { _ in nil }
    /// The terminal's width.
    var width: Int?

    func write(_ text: String) {
        output += text
    }

    func writeError(_ line: String) {
        errors.append(line)
    }

    func readLine() -> String? {
        readLine(editing: "")
    }

    func readLine(editing text: String) -> String? {
        ask(takePrompt(), text)
    }

    func readSecret() -> String? {
        askSecret(takePrompt())
    }

    /// The question printed just before a line is read: its last line is the prompt.
    private func takePrompt() -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let prompt = WordWrap.plain(String(lines.last ?? ""))
        output = lines.dropLast().joined(separator: "\n")
        return prompt.isEmpty ? "> " : prompt
    }

    /// The command line is libedit's, where the text given is edited as if typed.
    var canEdit: Bool { true }

    /// Takes what commands printed.
    func takeOutput() -> String {
        defer { output = "" }
        return output
    }

    /// Takes the errors reported.
    func takeErrors() -> [String] {
        defer { errors = [] }
        return errors
    }

    var isInteractive: Bool { true }
    var outputIsTerminal: Bool { true }
    var columns: Int? { width }
}
