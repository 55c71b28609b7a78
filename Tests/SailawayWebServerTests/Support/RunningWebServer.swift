import Foundation
import ProcessTesting
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `sailaway-web` in its own process (``ChildProcess``: its own group, a clean
/// signal mask), read line by line until it says it listens, then stopped with a signal.
///
/// Unchecked `Sendable`: its output is read by one reader at a time, the test's own thread or
/// the one ``listening(within:)`` reads on.
final class RunningWebServer: @unchecked Sendable {
    private let process: ChildProcess
    private var buffered = Data()

    /// The server's process id.
    var pid: pid_t { process.pid }

    /// The executable built beside the tests: `sailaway-web` in the test runner's directory.
    static func executable() throws -> String {
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        for candidate in [directory, Bundle.main.bundleURL] {
            let path = candidate.appendingPathComponent("sailaway-web").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw HarnessError("no sailaway-web executable beside \(runner.path); build it first")
    }

    /// Starts `sailaway-web arguments…`, with `environment` added to a minimal one; standard
    /// error is kept for ``errors()`` when `keepingErrors`, else discarded.
    init(arguments: [String], environment: [String: String] = [:], keepingErrors: Bool = false) throws {
        let environment = ["HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        process = try ChildProcess(try Self.executable(), arguments, environment: environment, standardError: keepingErrors ? .pipe : .null)
    }

    /// Everything printed on standard error, once the server has ended.
    func errors() -> String {
        String(decoding: process.errors?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    }

    /// The next line printed, or nil when output ends.
    func readLine() -> String? {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered = Data(buffered[buffered.index(after: newline)...])
                return line
            }
            guard let chunk = process.output?.availableData, !chunk.isEmpty else { return nil }
            buffered.append(chunk)
        }
    }

    /// The two lines a server prints as it starts — where it listens, and its start link —
    /// read off the test's tasks, at most `timeout`: a server that has said neither by then is
    /// killed (which ends the wait).
    func listening(within timeout: Duration = .seconds(60)) async throws -> (address: URL, startToken: String) {
        let said = Mutex(false)
        let watchdog = DispatchWorkItem { [process] in
            if !said.withLock({ $0 }) { process.killGroup() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(timeout.components.seconds * 1000)), execute: watchdog)
        defer { watchdog.cancel() }
        let lines = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let lines = (self.readLine(), self.readLine())
                said.withLock { $0 = true }
                continuation.resume(returning: lines)
            }
        }
        guard let listening = lines.0, let match = listening.wholeMatch(of: /Listening on (http:\/\/[^ ]+)/), let address = URL(string: String(match.1)),
            let open = lines.1, let token = open.split(separator: "token=").last
        else { throw HarnessError("sailaway-web did not start within \(timeout): \(lines)") }
        return (address, String(token))
    }

    /// Sends `signal` and returns the exit status (128 + signal for a process it killed).
    func stop(with signal: Int32) -> Int32 {
        process.send(signal)
        return process.wait().status
    }
}
