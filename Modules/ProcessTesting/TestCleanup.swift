import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the tests of one process started and wrote, stopped and removed when the process ends —
/// also when a test failed, threw or never reached its own clean-up.
///
/// Temporary folders live under one folder per test process (``directory(_:)``), removed at
/// exit; a folder left by a test process that crashed (its process id no longer running) is
/// removed by the next. Process groups (``ChildProcess``) still running at exit are killed, and
/// each action registered with ``atExit(_:)`` runs (a tmux server's `kill-server`).
public final class TestCleanup: Sendable {
    /// The one per test process.
    public static let shared = TestCleanup()

    private struct State {
        var groups: Set<pid_t> = []
        var actions: [@Sendable () -> Void] = []
        var root: URL?
    }

    private let state = Mutex(State())

    private init() {
        atexit { TestCleanup.shared.finish() }
    }

    /// A new empty folder for one test, named after `name`, removed at the end of the test
    /// process at the latest.
    public static func directory(_ name: String = "test") -> URL {
        let url = path(name)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path for one test's file or folder, named after `name`, not made yet; whatever is made
    /// there is removed at the end of the test process at the latest.
    public static func path(_ name: String = "test") -> URL {
        shared.root.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(12))")
    }

    /// Runs `action` when the test process ends.
    public static func atExit(_ action: @escaping @Sendable () -> Void) {
        shared.state.withLock { $0.actions.append(action) }
    }

    // MARK: - Internals

    /// The prefix of every test process's folder in the system's temporary folder.
    static let folderPrefix = "sailaway-tests."

    /// This process's folder, made (and the folders of crashed runs swept) on first use.
    private var root: URL {
        state.withLock { state in
            if let root = state.root { return root }
            let temporary = FileManager.default.temporaryDirectory
            Self.sweep(temporary)
            let root = temporary.appendingPathComponent("\(Self.folderPrefix)\(getpid())", isDirectory: true)
            try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            state.root = root
            return root
        }
    }

    func track(processGroup: pid_t) {
        state.withLock { _ = $0.groups.insert(processGroup) }
    }

    func forget(processGroup: pid_t) {
        state.withLock { _ = $0.groups.remove(processGroup) }
    }

    private func finish() {
        let (groups, actions, root) = state.withLock { state in
            defer { state = State() }
            return (state.groups, state.actions, state.root)
        }
        actions.forEach { $0() }
        for group in groups { kill(-group, SIGKILL) }
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    /// Removes the folders of test processes that are no longer running.
    private static func sweep(_ temporary: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(folderPrefix) {
            guard let pid = pid_t(name.dropFirst(folderPrefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) == -1, errno == ESRCH {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
            }
        }
    }
}
