import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program a test starts, in its own process group, that the test — or the end of the test
/// process — always stops.
///
/// Every process a test starts goes through here, for three reasons:
/// - Foundation's `Process.run()` on Linux crashes now and then (an over-read while it lists
///   `/proc/self/fd`, swiftlang/swift-corelibs-foundation#5472, fixed after Swift 6.3.1); a suite
///   that spawns hundreds of processes would crash about once in three runs. This is
///   `posix_spawn` directly.
/// - The test runner's threads block every signal, and a spawned process inherits the mask of
///   the thread that spawns it: such a child ignores SIGTERM, SIGHUP and `tmux kill-server`, and
///   outlives the suite. The child here starts with an empty mask and every handler at its
///   default.
/// - The child leads a process group of its own, so stopping it stops what it started (the app
///   under `script`), and ``deinit`` and the end of the test process (``TestCleanup``) kill the
///   group, also when the test failed or threw.
public final class ChildProcess: Sendable {
    /// Where a standard stream of the child goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A pipe this side reads or writes (``input``, ``output``, ``errors``).
        case pipe
        /// Standard error only: the same pipe as standard output.
        case output
    }

    /// How the child ended.
    public enum Termination: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case signalled(Int32)

        /// The status a shell reports: the exit status, or 128 + the signal.
        public var status: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }
    }

    /// The child's process id, which is also its process group's.
    public let pid: pid_t
    /// The child's standard input, when it is a pipe.
    public let input: FileHandle?
    /// The child's standard output (and error, when ``Stream/output``), when it is a pipe.
    public let output: FileHandle?
    /// The child's standard error, when it is a pipe of its own.
    public let errors: FileHandle?

    private let termination = Mutex<Termination?>(nil)

    /// Starts `executable` with `arguments` and exactly `environment`.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String],
        standardInput: Stream = .null, standardOutput: Stream = .pipe, standardError: Stream = .pipe
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var ours: [Int32] = []
        var theirs: [Int32] = []
        defer { theirs.forEach { close($0) } }

        func connect(_ stream: Stream, to descriptor: Int32, readByChild: Bool) throws -> FileHandle? {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", readByChild ? O_RDONLY : O_WRONLY, 0)
                return nil
            case .output:
                posix_spawn_file_actions_adddup2(&actions, 1, descriptor)
                return nil
            case .pipe:
                let (read, write) = try Self.makePipe()
                let (child, parent) = readByChild ? (read, write) : (write, read)
                posix_spawn_file_actions_adddup2(&actions, child, descriptor)
                theirs.append(child)
                ours.append(parent)
                return FileHandle(fileDescriptor: parent, closeOnDealloc: true)
            }
        }
        do {
            input = try connect(standardInput, to: 0, readByChild: true)
            output = try connect(standardOutput, to: 1, readByChild: false)
            errors = try connect(standardError, to: 2, readByChild: false)
        } catch {
            ours.forEach { close($0) }
            throw error
        }
        // Descriptors the test process opened without close-on-exec (databases, other tests'
        // pipes) stay out of the child.
        for descriptor in Self.openDescriptors() where descriptor > 2 && !theirs.contains(descriptor) {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
        }
        self.pid = pid
        TestCleanup.shared.track(processGroup: pid)
    }

    deinit {
        if termination.withLock({ $0 }) == nil {
            kill(-pid, SIGKILL)
            _ = wait()
        }
        TestCleanup.shared.forget(processGroup: pid)
    }

    // MARK: - Its life

    /// Whether the child has not ended yet.
    public var isRunning: Bool { poll() == nil }

    /// Sends `signal` to the child (to its whole group when `group`).
    public func send(_ signal: Int32, toGroup group: Bool = false) {
        guard isRunning else { return }
        kill(group ? -pid : pid, signal)
    }

    /// Waits for the child to end.
    @discardableResult
    public func wait() -> Termination {
        while true {
            if let ended = poll() { return ended }
            usleep(1_000)
        }
    }

    /// Waits up to `seconds` for the child to end; nil when it is still running.
    public func wait(seconds: Double) -> Termination? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let ended = poll() { return ended }
            usleep(1_000)
        }
        return poll()
    }

    /// Ends the child's whole group with SIGKILL, as the system kills an app, and reaps it.
    @discardableResult
    public func killGroup() -> Termination {
        if isRunning { kill(-pid, SIGKILL) }
        return wait()
    }

    /// How the child ended, reaping it when it just did; nil while it runs.
    private func poll() -> Termination? {
        termination.withLock { ended in
            if let ended { return ended }
            var status: Int32 = 0
            var result: pid_t
            repeat { result = waitpid(pid, &status, WNOHANG) } while result == -1 && errno == EINTR
            guard result == pid else { return nil }
            let signal = status & 0x7f
            ended = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
            return ended
        }
    }

    // MARK: - To completion

    /// What a program did: its exit status (128 + the signal when a signal ended it) and what it
    /// wrote.
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: Data
        public var errors: Data
    }

    /// Runs `executable` with `arguments` and exactly `environment`, writing `input` to its
    /// standard input (which is otherwise empty), and waits for it — at most `timeout` seconds,
    /// after which its group is killed.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String], input: Data? = nil, timeout: Double = 60) throws -> Outcome {
        let child = try ChildProcess(executable, arguments, environment: environment, standardInput: input == nil ? .null : .pipe)
        // Both outputs are read while the program runs, so that neither pipe fills and blocks it.
        let group = DispatchGroup()
        let output = Mutex(Data()), errors = Mutex(Data())
        if let reader = child.output { DispatchQueue.global().async(group: group) { output.withLock { $0 = reader.readDataToEndOfFile() } } }
        if let reader = child.errors { DispatchQueue.global().async(group: group) { errors.withLock { $0 = reader.readDataToEndOfFile() } } }
        if let writer = child.input, let input {
            try? writer.write(contentsOf: input)
            try? writer.close()
        }
        if group.wait(timeout: .now() + .milliseconds(Int(timeout * 1000))) == .timedOut {
            child.killGroup()
            group.wait()
        }
        let ended = child.wait()
        return Outcome(status: ended.status, output: output.withLock { $0 }, errors: errors.withLock { $0 })
    }

    // MARK: - Descriptors

    /// A pipe whose two ends close on exec; the child gets its end through `dup2`.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// The descriptors open in this process, read with FileManager (which reads directory
    /// entries safely) rather than Foundation's `Process`.
    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }
}
