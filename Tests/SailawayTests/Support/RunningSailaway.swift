import Foundation
import ProcessTesting
import Synchronization
import Testing

/// An interactive `sailaway` session in its own process, fed line by line, that a test can
/// kill at any moment — as the system kills an app.
final class RunningSailaway: Sendable {
    private let process: ChildProcess
    private let output = Transcript()

    init(binary: SailawayBinary, arguments: [String]) throws {
        process = try binary.start(arguments, standardInput: .pipe, standardOutput: .pipe, standardError: .output)
        let output = output, handle = process.output
        Thread.detachNewThread {
            while let data = handle?.availableData, !data.isEmpty {
                output.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }
    }

    /// Types one command.
    func send(_ line: String) {
        try? process.input?.write(contentsOf: Data((line + "\n").utf8))
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
        process.killGroup()
    }

    /// Whether the system killed it.
    var wasKilled: Bool {
        process.wait(seconds: 0) == .signalled(SIGKILL)
    }
}

/// What a session printed so far, appended to by the reading thread.
private final class Transcript: Sendable {
    let text = Mutex("")
}
