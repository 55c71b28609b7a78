import GRDB
import SailawayDatabase
import Synchronization

/// Public pages as last rendered, kept while nothing was committed to the database since.
///
/// A public page is a function of its address and the database alone (no session, no
/// navigation state), so a shared link that many people open is rendered once. The database
/// says when to render again: this server's own commits as they happen (a GRDB transaction
/// observer), and every other process's through the database's change signal
/// (``DatabaseChanges``, SQLite's `data_version`), read by one task every
/// ``watchInterval``. A request only reads memory: no lock is held across an await, and no
/// request waits for another.
final class PublicPageCache: Sendable {
    /// How often the change signal is read for commits by other processes: what `sailaway`
    /// changed elsewhere is served at most this late.
    static let watchInterval = Duration.milliseconds(20)

    /// Past this many pages, all are dropped (a crawler of random addresses cannot grow it).
    private let capacity: Int
    private let kept = KeptPages()
    private let listener: CommitListener
    private let watch: Task<Void, Never>

    /// A cache over `database`, whose change signal is `changes`.
    init(database: SailawayDatabase, changes: DatabaseChanges, capacity: Int = 1024) {
        self.capacity = capacity
        let kept = kept
        listener = CommitListener { kept.forget(at: nil) }
        database.writer.add(transactionObserver: listener, extent: .observerLifetime)
        watch = Task.detached(priority: .utility) {
            while !Task.isCancelled {
                if let version = try? await changes.version() { kept.forget(at: version) }
                try? await Task.sleep(for: Self.watchInterval)
            }
        }
    }

    deinit {
        watch.cancel()
    }

    /// The page for `address`: kept, or rendered by `render` and kept when nothing was
    /// committed while it rendered.
    func page(for address: String, render: @Sendable () async -> PublicSite.Page) async -> PublicSite.Page {
        let (generation, page) = kept.state.withLock { ($0.generation, $0.pages[address]) }
        if let page { return page }
        let rendered = await render()
        kept.state.withLock { state in
            guard state.generation == generation else { return }
            if state.pages.count >= capacity { state.pages.removeAll(keepingCapacity: true) }
            state.pages[address] = rendered
        }
        return rendered
    }
}

/// The pages, and what they were rendered at.
private final class KeptPages: Sendable {
    struct State {
        /// The pages' generation: it moves with every commit heard of.
        var generation = 0
        /// The change signal's value last read.
        var version: Int?
        var pages: [String: PublicSite.Page] = [:]
    }

    let state = Mutex(State())

    /// Forgets every page after a commit: one of this process (`version` nil), or one the
    /// change signal's new `version` tells of.
    func forget(at version: Int?) {
        state.withLock { state in
            guard version == nil || version != state.version else { return }
            if let version { state.version = version }
            state.generation += 1
            state.pages.removeAll(keepingCapacity: true)
        }
    }
}

/// Tells of every commit of this process's connection to the database, as it happens.
private final class CommitListener: TransactionObserver, Sendable {
    private let committed: @Sendable () -> Void

    init(committed: @escaping @Sendable () -> Void) {
        self.committed = committed
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { committed() }
    func databaseDidRollback(_ db: Database) {}
}
