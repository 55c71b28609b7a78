import Foundation
import GRDB
import Synchronization

/// The database's own signal that something was committed to it, by this process or by any
/// other on the same file: SQLite's `PRAGMA data_version`, read on a connection of its own that
/// never writes. Its value changes after every commit of every other connection, so a reader
/// compares it with the value it last saw — no file times, no polling of the rows themselves.
///
/// One per opened database, shared by everything in the process that follows the data (the
/// web host's live pages and its public page cache, the SwiftUI binding): ``commits()`` gives
/// each follower the commits as they are heard, and ``onEveryCommit(_:)`` calls back at once —
/// this process's commits as they complete, through a GRDB transaction observer; other
/// processes' within ``interval``, read by one task that runs while anyone follows.
///
/// A database in memory has no other connection to hear from; it has no signal.
public final class DatabaseChanges: Sendable {
    /// How often the signal is read for other processes' commits while anyone follows them.
    public static let interval = Duration.milliseconds(20)

    private let listener: DataVersion
    private let state: Mutex<State>
    /// Told by the writer of this process's commits; GRDB holds it weakly, so it is kept here.
    private let commitObserver: CommitListener

    private struct State {
        /// The signal's value last heard.
        var version: Int
        var followers: [Int: AsyncStream<Int>.Continuation] = [:]
        var nextFollower = 0
        /// Called at once after every commit heard, for as long as the process runs.
        var callbacks: [@Sendable () -> Void] = []
        /// The task reading the signal, while there are followers.
        var watch: Task<Void, Never>?
    }

    /// The signal of the database file at `path`, on a read-only connection of its own, told
    /// of `writer`'s commits as they happen.
    init(path: String, writer: any DatabaseWriter) throws {
        listener = try DataVersion(path: path)
        // Read once as the database opens, so a commit right after it is a change.
        state = Mutex(State(version: try listener.read()))
        commitObserver = CommitListener()
        commitObserver.onCommit { [weak self] in self?.heardCommit() }
        writer.add(transactionObserver: commitObserver, extent: .observerLifetime)
    }

    /// A number that differs from the last one read whenever something was committed since.
    public func version() async throws -> Int {
        try listener.read()
    }

    /// The commits from now on, each as the signal's value after it, until the reader stops
    /// reading (its task is cancelled, or it drops the stream). A reader that falls behind gets
    /// the latest only: it follows the data, not every step of it.
    public func commits() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            let id = state.nextFollower
            state.nextFollower += 1
            state.followers[id] = continuation
            if state.watch == nil { state.watch = watch() }
            return id
        }
        continuation.onTermination = { [weak self] _ in self?.stopFollowing(id) }
        return stream
    }

    /// Calls `action` after every commit from now on: on the writer's queue, before it goes on,
    /// for this process's commits (so nothing this process reads next was committed before
    /// `action` ran), and when the signal is read for other processes'. For state that must
    /// never be read stale, as a cache of pages; `action` must be quick, must not write, and may
    /// be called twice for one commit.
    public func onEveryCommit(_ action: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.callbacks.append(action)
            if state.watch == nil { state.watch = watch() }
        }
    }

    // MARK: - Hearing

    /// Reads the signal every ``interval`` while anyone follows: other processes' commits.
    private func watch() -> Task<Void, Never> {
        Task.detached(priority: .utility) { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.interval)
                guard let self, let version = try? await self.version() else { return }
                self.heard(version)
            }
        }
    }

    /// A commit of this process, told by GRDB on the writer's queue as it completes: the
    /// callbacks run there and then, before the writer goes on; the followers hear of it once
    /// the signal is read (off the writer's queue), as for any commit.
    private func heardCommit() {
        let (callbacks, isFollowed) = state.withLock { ($0.callbacks, !$0.followers.isEmpty) }
        for callback in callbacks { callback() }
        // A process nobody follows (a `sailaway` command) reads nothing more per commit.
        guard isFollowed else { return }
        Task.detached(priority: .userInitiated) { [weak self] in
            guard let self, let version = try? await self.version() else { return }
            self.heard(version)
        }
    }

    private func heard(_ version: Int) {
        let (followers, callbacks) = state.withLock { state -> ([AsyncStream<Int>.Continuation], [@Sendable () -> Void]) in
            guard version != state.version else { return ([], []) }
            state.version = version
            return (Array(state.followers.values), state.callbacks)
        }
        for callback in callbacks { callback() }
        for follower in followers { follower.yield(version) }
    }

    private func stopFollowing(_ id: Int) {
        let watch = state.withLock { state -> Task<Void, Never>? in
            state.followers[id] = nil
            guard state.followers.isEmpty, state.callbacks.isEmpty else { return nil }
            defer { state.watch = nil }
            return state.watch
        }
        watch?.cancel()
    }
}

/// Tells of every commit of one connection to the database, as it happens.
private final class CommitListener: TransactionObserver, Sendable {
    private let committed = Mutex<(@Sendable () -> Void)?>(nil)

    /// Calls `action` after each commit from now on.
    func onCommit(_ action: @escaping @Sendable () -> Void) {
        committed.withLock { $0 = action }
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { committed.withLock { $0 }?() }
    func databaseDidRollback(_ db: Database) {}
}
