import Foundation

/// Where the command line reads and writes: the terminal, or a recording in tests.
@MainActor
public protocol Console: AnyObject {
    /// Writes to standard output, as is.
    func write(_ text: String)
    /// Writes a line to standard error.
    func writeError(_ line: String)
    /// Reads a line of standard input, without its newline; nil at the end of input.
    func readLine() -> String?
    /// Whether standard input is a person at a terminal, so prompts make sense.
    var isInteractive: Bool { get }
}

/// The process's standard input, output and error.
@MainActor
public final class StandardConsole: Console {
    /// Creates the console.
    public init() {}

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    public var isInteractive: Bool {
        isatty(FileHandle.standardInput.fileDescriptor) != 0
    }
}
