import Foundation
import Synchronization
import Testing

/// An interactive `sailaway` session in its own process, fed line by line, that a test can
/// kill at any moment — as the system kills an app.
final class RunningSailaway: Sendable {
    private let process: Process
    private let input: Pipe
    private let output = Transcript()

    init(binary: SailawayBinary, arguments: [String]) throws {
        process = binary.process(arguments)
        input = Pipe()
        let outputPipe = Pipe()
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = outputPipe
        let output = output
        outputPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            output.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    /// Types one command.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until the session has printed `text`; fails the test after `seconds`.
    func waitForOutput(containing text: String, seconds: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.text.withLock({ $0.contains(text) }) { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        Issue.record("The session never printed “\(text)”. It printed:\n\(output.text.withLock { $0 })", sourceLocation: sourceLocation)
    }

    /// Kills the process with SIGKILL: no clean-up, no save, no flush.
    func killNow() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Whether the system killed it.
    var wasKilled: Bool {
        process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }
}

/// What a session printed so far, appended to by the reading thread.
private final class Transcript: Sendable {
    let text = Mutex("")
}
