import Foundation
import ProcessTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `sailaway-web` in its own process (``ChildProcess``: its own group, a clean
/// signal mask), read line by line until it says it listens, then stopped with a signal.
final class RunningWebServer {
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

    /// Sends `signal` and returns the exit status (128 + signal for a process it killed).
    func stop(with signal: Int32) -> Int32 {
        process.send(signal)
        return process.wait().status
    }
}
