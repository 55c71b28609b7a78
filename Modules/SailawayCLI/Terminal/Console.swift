import Foundation

/// Where the command line reads and writes: the terminal, or a recording in tests.
@MainActor
public protocol Console: AnyObject {
    /// Writes to standard output, as is.
    func write(_ text: String)
    /// Writes a line to standard error.
    func writeError(_ line: String)
    /// Reads a line of standard input, without its newline; nil at the end of input (Ctrl-D
    /// at a terminal).
    func readLine() -> String?
    /// Reads a line as ``readLine()`` does, starting from `text` where the console can edit
    /// it (the text of an answer refused, asked again); else as a fresh line.
    func readLine(editing text: String) -> String?
    /// Whether ``readLine(editing:)`` puts the text where it can be edited.
    var canEdit: Bool { get }
    /// Reads a line as ``readLine()`` does, what is typed not shown: a password.
    func readSecret() -> String?
    /// Whether standard input is a person at a terminal, so prompts make sense.
    var isInteractive: Bool { get }
    /// Whether standard output is a terminal, so it may be coloured and cleared.
    var outputIsTerminal: Bool { get }
    /// How many columns wide the terminal of standard output is, if it says.
    var columns: Int? { get }
}

extension Console {
    /// No width: a console that is not a terminal.
    public var columns: Int? { nil }

    /// A fresh line: a console that cannot edit a line.
    public func readLine(editing text: String) -> String? { readLine() }

    /// A console that cannot edit a line.
    public var canEdit: Bool { false }

    /// A line: a console that shows nothing of what it reads.
    public func readSecret() -> String? { readLine() }
}

/// The process's standard input, output and error.
@MainActor
public final class StandardConsole: Console {
    /// Creates the console.
    public init() {}

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
        let last = text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        currentLine = text.contains("\n") ? last : currentLine + last
    }

    /// What was written since the last newline: a question's prompt, when a line is read.
    private var currentLine = ""

    public func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Bytes read from standard input beyond the last line returned.
    private var pending: [UInt8] = []

    public func readLine() -> String? {
        // Read with read(2) rather than stdio: Ctrl-D at a terminal ends one read, not the
        // terminal, and stdio would keep the end of input forever after a cancelled prompt.
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[..<newline]
                pending.removeSubrange(...newline)
                return String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(FileHandle.standardInput.fileDescriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                // The end of input: a last line without its newline, then nil.
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return String(decoding: pending, as: UTF8.self)
            }
            pending += chunk[..<count]
        }
    }

    /// An answer refused is asked again in libedit, holding the text, when a person is at a
    /// terminal that edits (not `TERM=dumb`) and nothing typed ahead waits in ``pending``;
    /// otherwise as a fresh line.
    public func readLine(editing text: String) -> String? {
        guard canEdit, pending.isEmpty, let editor else { return readLine() }
        // libedit draws the prompt itself, where it can redraw the line being edited.
        FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8))
        defer { currentLine = "" }
        return editor.readLine(prompt: currentLine, completions: [], remember: false, typedAhead: text)
    }

    /// At a terminal, the line is read with its echo off and the newline the person did not
    /// see is written; from a pipe, it is the next line.
    public func readSecret() -> String? {
        guard isInteractive else { return readLine() }
        defer { write("\n") }
        return TerminalEcho.off(FileHandle.standardInput.fileDescriptor) { readLine() }
    }

    public var canEdit: Bool {
        isInteractive && outputIsTerminal && !["", "dumb"].contains(ProcessInfo.processInfo.environment["TERM"] ?? "") && editor != nil
    }

    /// The line editor for answers asked again, opened the first time one is; nil without
    /// libedit.
    private lazy var editor: LineEditor? = try? LineEditor.open(historyIn: nil).get()

    public var isInteractive: Bool {
        isatty(FileHandle.standardInput.fileDescriptor) != 0
    }

    public var outputIsTerminal: Bool {
        isatty(FileHandle.standardOutput.fileDescriptor) != 0
    }

    public var columns: Int? {
        var size = winsize()
        guard ioctl(FileHandle.standardOutput.fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
