import Foundation
import ProcessTesting
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

    private let process: ChildProcess
    private let output = CollectedOutput()
    private let reader = DispatchGroup()

    /// Starts `sailaway arguments…` with no standard input.
    init(binary: SailawayBinary, arguments: [String]) throws {
        process = try binary.start(arguments)
        let handle = process.output, output = output
        DispatchQueue.global().async(group: reader) {
            let data = handle?.readDataToEndOfFile() ?? Data()
            output.data.withLock { $0 = data }
        }
    }

    /// Kills the process after `delay` unless it has ended by then, and says how it ended.
    func kill(after delay: Duration) -> Outcome {
        let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
        let ended = process.wait(seconds: seconds) ?? process.killGroup()
        return outcome(ended)
    }

    /// Waits for the process to end by itself.
    func wait() -> Outcome {
        outcome(process.wait())
    }

    private func outcome(_ ended: ChildProcess.Termination) -> Outcome {
        reader.wait()
        guard case .exited(let status) = ended else { return .killed }
        return .exited(status: status, output: output.data.withLock { String(decoding: $0, as: UTF8.self) })
    }
}

/// What a process printed, filled in by the reading thread.
private final class CollectedOutput: Sendable {
    let data = Mutex(Data())
}
