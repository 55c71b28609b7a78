import Foundation
import ProcessTesting
import Synchronization
import Testing

/// `sailaway` with no command, in a real pseudo-terminal, typed at as a person types: util-linux's
/// `script` runs it on a terminal of its own, so the app sees a terminal on its input and
/// output — colour, cleared screens, prompts — and this side plays the keyboard and the eyes.
final class PseudoTerminal: Sendable {
    /// Whether the app is driven under a pseudo-terminal here: on Linux, with util-linux's
    /// `script` (Debian's and Ubuntu's bsdutils; CI installs it when missing).
    static var runsHere: Bool {
        scriptPath != nil
    }

    private static var scriptPath: String? {
        #if os(Linux)
        ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }
        #else
        nil  // BSD's script takes other options
        #endif
    }

    /// The clear sequence the app writes before each screen.
    static let clear = "\u{1B}[H\u{1B}[2J"

    private let process: ChildProcess
    private let received = Received()
    /// How much of the output had arrived when the last key was pressed.
    private let typedAt = Mutex(0)

    /// Starts `sailaway --data-dir <directory>` on a colour terminal.
    init(binary: SailawayBinary, dataDirectory: URL) throws {
        let script = try #require(Self.scriptPath, "util-linux's script is needed to run sailaway under a pseudo-terminal")
        // -q: no banner; -f: flush at once; -e: exit with the app's status; the log goes nowhere.
        // The line session at a terminal, as a person keeps it with SAILAWAY_LINE_MODE; the
        // full-screen app has its own tests (FullScreenAppTests).
        process = try ChildProcess(
            script, ["-qfec", "'\(binary.url.path)' --data-dir '\(dataDirectory.path)'", "/dev/null"],
            environment: SailawayBinary.environment(["TERM": "xterm-256color", "SAILAWAY_LINE_MODE": "1"]),
            standardInput: .pipe, standardOutput: .pipe, standardError: .output
        )
        let received = received, screen = process.output
        Thread.detachNewThread {
            while let data = screen?.availableData, !data.isEmpty {
                received.data.withLock { $0.append(data) }
            }
        }
    }

    // MARK: - The keyboard

    /// Types `line` and presses Return.
    func type(_ line: String) {
        press(line + "\r")
    }

    /// Presses Ctrl-D: the end of input, for one read.
    func pressControlD() {
        press("\u{04}")
    }

    private func press(_ keys: String) {
        typedAt.withLock { $0 = received.data.withLock(\.count) }
        try? process.input?.write(contentsOf: Data(keys.utf8))
    }

    // MARK: - The screen

    /// Everything the terminal received, escape codes and all.
    var transcript: String { received.data.withLock { String(decoding: $0, as: UTF8.self) } }

    /// The last screen drawn, with its colours: what follows the last clear.
    var coloredScreen: String {
        let text = transcript
        guard let clear = text.range(of: Self.clear, options: .backwards) else { return text }
        return String(text[clear.upperBound...])
    }

    /// The last screen as a person reads it: no escape codes, lines ending in `\n`.
    var screen: String { Self.plain(coloredScreen) }

    /// What arrived since the last key was pressed, as a person reads it.
    var sinceTyping: String {
        let start = typedAt.withLock { $0 }
        return Self.plain(received.data.withLock { String(decoding: $0.dropFirst(start), as: UTF8.self) })
    }

    /// Waits until what arrived since the last key ends with `prompt` (the app asks and waits).
    func waitFor(prompt: String, seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if sinceTyping.hasSuffix(prompt) { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        Issue.record("The terminal never asked “\(prompt)”. Since the last key it showed:\n\(sinceTyping)", sourceLocation: sourceLocation)
    }

    /// Waits for the app's prompt under a new screen.
    func waitForScreen(sourceLocation: SourceLocation = #_sourceLocation) {
        waitFor(prompt: "\n> ", sourceLocation: sourceLocation)
    }

    /// Waits for the app to end and returns its exit status.
    func waitForExit(seconds: Double = 30) -> Int32? {
        process.wait(seconds: seconds)?.status
    }

    /// `text` without ANSI escape codes, with the terminal's `\r\n` as `\n`.
    static func plain(_ text: String) -> String {
        text.replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "").replacingOccurrences(of: "\r\n", with: "\n")
    }
}

/// What the terminal received so far, appended to by the reading thread.
private final class Received: Sendable {
    let data = Mutex(Data())
}
