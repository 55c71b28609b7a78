import Foundation
import ProcessTesting
import Testing

/// `sailaway` full screen in a real terminal: a tmux server of its own (its own socket), one
/// window of a fixed size, keys sent as a person presses them, and the screen read back whole
/// with `capture-pane`, as a person sees it.
final class TmuxTerminal {
    /// tmux, as CI installs it.
    static let tmuxPath = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    private let tmux: String
    /// The server's socket, in a folder of the test's own: removed with it, so a run leaves no
    /// socket behind in tmux's folder.
    private let socket = TestCleanup.directory("tmux").appendingPathComponent("socket").path
    /// The data directory the app runs over.
    let dataDirectory: URL

    /// Starts `sailaway --data-dir <dataDirectory> arguments…` in a `columns`×`rows` window with
    /// `TERM=xterm-256color` and `environment`, after `before` (a shell command whose output is
    /// on the terminal before the app starts), and waits for its first screen: until `ready`
    /// says it is there, by default when the full-screen tab bar is.
    init(
        binary: SailawayBinary, dataDirectory: URL, arguments: [String] = [], columns: Int = 80, rows: Int = 24, before: String? = nil,
        environment: [String: String] = [:], ready: (String) -> Bool = { $0.contains(" 1 Home ") }
    ) throws {
        tmux = try #require(Self.tmuxPath, "tmux is needed to drive the full-screen app (CI installs it)")
        self.dataDirectory = dataDirectory
        let variables = ["TERM": "xterm-256color", "LANG": "C.UTF-8"].merging(environment) { $1 }
            .map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let app = "exec env \(variables) '\(binary.url.path)' --data-dir '\(dataDirectory.path)'" + arguments.map { " '\($0)'" }.joined()
        let command = [before, app].compactMap { $0 }.joined(separator: "; ")
        try run([
            "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", command,
            ";", "set-option", "-g", "remain-on-exit", "on",
            ";", "set-option", "-g", "history-limit", "5000",
        ])
        // The server outlives a test that never reaches its deinit (the test process ended
        // first): the end of the test process kills it.
        if let server = pid_t(try run(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) {
            TestCleanup.atExit { kill(server, SIGKILL) }
        }
        try waitFor(ready)
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    // MARK: - The keyboard

    /// Presses keys by tmux's names: `Down`, `Enter`, `Escape`, `BTab`, `C-l`, or text.
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "0"] + keys)
    }

    /// Presses `key` and returns the styled screen once it differs from `before` — the key's
    /// frame drawn — or as it is after `seconds`, when the key moves nothing. Reading the screen
    /// just after a key the app has not yet drawn finds it as it was, and the next key then acts
    /// on something else.
    @discardableResult
    func press(_ key: String, awaitingTheFrameAfter before: String, seconds: Double = 1) throws -> String {
        try press(key)
        let deadline = Date().addingTimeInterval(seconds)
        var shown = before
        repeat {
            usleep(10_000)
            shown = try styledScreen
        } while shown == before && Date() < deadline
        return shown
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", "0", "-l", text])
    }

    /// Resizes the window, as a person drags the terminal's corner.
    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "0", "-x", "\(columns)", "-y", "\(rows)"])
    }

    // MARK: - The screen

    /// The screen as shown, one line a row, trailing spaces trimmed.
    var screen: String {
        get throws { try run(["capture-pane", "-p", "-t", "0"]) }
    }

    /// The screen with its colours and attributes, as escape sequences.
    var styledScreen: String {
        get throws { try run(["capture-pane", "-p", "-e", "-t", "0"]) }
    }

    /// The scrollback and the screen.
    var scrollback: String {
        get throws { try run(["capture-pane", "-p", "-S", "-", "-t", "0"]) }
    }

    /// The screen's first line: the title of the screen on top.
    var title: String {
        get throws { try screen.components(separatedBy: "\n").first ?? "" }
    }

    /// Waits up to `seconds` for the screen to satisfy `condition`, then returns it; the last
    /// screen seen is in the failure.
    @discardableResult
    func waitFor(seconds: Double = 15, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen
            if condition(last) { return last }
            usleep(50_000)
        }
        Issue.record("The screen never showed what was expected:\n\(last)", sourceLocation: sourceLocation)
        return last
    }

    /// Waits until the screen is `title` on top, and stays the same for a moment (drawn whole).
    @discardableResult
    func waitForTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try waitFor(sourceLocation: sourceLocation) { $0.components(separatedBy: "\n").first == title }
        return try settled()
    }

    /// The screen once it has stopped changing.
    func settled() throws -> String {
        var previous = try screen
        while true {
            usleep(80_000)
            let now = try screen
            if now == previous { return now }
            previous = now
        }
    }

    /// The app's process id (the pane runs it in place of the shell).
    var processID: pid_t {
        get throws { pid_t(try run(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 }
    }

    /// Whether the app has exited (its pane is dead).
    var hasExited: Bool {
        get throws { try run(["display-message", "-p", "-t", "0", "#{pane_dead}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1" }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let outcome = try ChildProcess.run(tmux, ["-S", socket] + arguments, environment: SailawayBinary.environment(), input: nil)
        try #require(outcome.status == 0, "tmux \(arguments.joined(separator: " ")) failed: \(String(decoding: outcome.errors, as: UTF8.self))")
        return String(decoding: outcome.output, as: UTF8.self)
    }
}
