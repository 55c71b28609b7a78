import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `sailaway-web` in its own process, started with posix_spawn (Foundation's
/// `Process.run` crashes now and then on Linux, swift-corelibs-foundation#5472), read line by
/// line until it says it listens, then stopped with a signal.
final class RunningWebServer {
    let pid: pid_t
    private let output: Int32
    private var buffered = Data()

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

    /// Starts `sailaway-web arguments…` with standard error discarded.
    init(arguments: [String]) throws {
        let executable = try Self.executable()
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let descriptor = Int32(name), descriptor > 2 { posix_spawn_file_actions_addclose(&actions, descriptor) }
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = ["HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
        }
        self.pid = pid
        output = ends[0]
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, WNOHANG)
        close(output)
    }

    /// The next line printed, or nil when output ends.
    func readLine() -> String? {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered = Data(buffered[buffered.index(after: newline)...])
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(output, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffered.append(contentsOf: chunk[..<count])
        }
    }

    /// Sends `signal` and returns the exit status (128 + signal for a process it killed).
    func stop(with signal: Int32) -> Int32 {
        kill(pid, signal)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let killer = status & 0x7f
        return killer == 0 ? (status >> 8) & 0xff : 128 + killer
    }
}
