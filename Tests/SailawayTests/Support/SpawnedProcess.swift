import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with `posix_spawn`, its standard input, output and error
/// through pipes.
///
/// Written by hand rather than with Foundation's `Process`, whose `run()` on Linux crashes now
/// and then (1 run in 5 of a suite that spawns many processes) from an over-read while it lists
/// `/proc/self/fd` (swiftlang/swift-corelibs-foundation#5472, fixed after Swift 6.3.1). The
/// scripts' tests spawn hundreds of processes, so a test run would crash about as often.
enum SpawnedProcess {
    /// What the program did: its exit status (128 + the signal when a signal ended it) and what
    /// it wrote.
    struct Outcome {
        var status: Int32
        var output: Data
        var errors: Data
    }

    /// Runs `executable` with `arguments` and exactly `environment`, writing `input` to its
    /// standard input (which is otherwise empty), and waits for it.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], input: Data?) throws -> Outcome {
        let stdin = try makePipe(), stdout = try makePipe(), stderr = try makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        // Descriptors the test process opened without close-on-exec (databases, other tests'
        // pipes) stay out of the child, as Foundation keeps them out.
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        for descriptor in [stdin.read, stdout.write, stderr.write] { close(descriptor) }
        guard spawned == 0 else {
            for descriptor in [stdin.write, stdout.read, stderr.read] { close(descriptor) }
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
        }

        // Both outputs are read while the program runs, so that neither pipe fills and blocks it.
        let group = DispatchGroup()
        let output = Mutex(Data()), errors = Mutex(Data())
        let outputReader = FileHandle(fileDescriptor: stdout.read, closeOnDealloc: true)
        let errorsReader = FileHandle(fileDescriptor: stderr.read, closeOnDealloc: true)
        DispatchQueue.global().async(group: group) { output.withLock { $0 = outputReader.readDataToEndOfFile() } }
        DispatchQueue.global().async(group: group) { errors.withLock { $0 = errorsReader.readDataToEndOfFile() } }
        let writer = FileHandle(fileDescriptor: stdin.write, closeOnDealloc: true)
        if let input { try? writer.write(contentsOf: input) }
        try? writer.close()

        if group.wait(timeout: .now() + .seconds(60)) == .timedOut {
            kill(pid, SIGKILL)
            group.wait()
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let signal = status & 0x7f
        return Outcome(
            status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
            output: output.withLock { $0 },
            errors: errors.withLock { $0 }
        )
    }

    /// A pipe whose two ends close on exec; the child gets its end through `dup2`.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// The descriptors open in this process, read with FileManager (which reads directory entries
    /// safely) rather than Foundation's `Process`.
    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }
}
