import Foundation
import Synchronization

/// One `sailaway` command in its own process, which a test may let finish or kill with
/// SIGKILL at any moment — as the system kills an app, with no clean-up.
final class StartedCommand: Sendable {
    /// How the process ended.
    enum Outcome: Equatable {
        /// It ran to the end: its exit status and what it printed on standard output.
        case exited(status: Int32, output: String)
        /// SIGKILL ended it first.
        case killed
    }

    private let process: Process
    private let output = CollectedOutput()
    private let reader = DispatchGroup()

    /// Starts `sailaway arguments…` with no standard input.
    init(binary: SailawayBinary, arguments: [String]) throws {
        process = binary.process(arguments)
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = pipe.fileHandleForReading, output = output
        DispatchQueue.global().async(group: reader) {
            let data = handle.readDataToEndOfFile()
            output.data.withLock { $0 = data }
        }
    }

    /// Kills the process after `delay` unless it has ended by then, and says how it ended.
    func kill(after delay: Duration) -> Outcome {
        let deadline = ContinuousClock.now + delay
        while process.isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        if process.isRunning {
            Foundation.kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        reader.wait()
        if process.terminationReason == .uncaughtSignal { return .killed }
        return .exited(status: process.terminationStatus, output: output.data.withLock { String(decoding: $0, as: UTF8.self) })
    }

    /// Waits for the process to end by itself.
    func wait() -> Outcome {
        process.waitUntilExit()
        reader.wait()
        if process.terminationReason == .uncaughtSignal { return .killed }
        return .exited(status: process.terminationStatus, output: output.data.withLock { String(decoding: $0, as: UTF8.self) })
    }
}

/// What a process printed, filled in by the reading thread.
private final class CollectedOutput: Sendable {
    let data = Mutex(Data())
}
