import Hummingbird
import SailawayDatabase
import Synchronization

/// Public pages as last rendered, kept while nothing was committed to the database since.
///
/// A public page is a function of its address and the database alone (no session, no
/// navigation state), so a shared link that many people open is rendered once. The database
/// says when to render again: every commit its change signal tells of
/// (``DatabaseChanges/onEveryCommit(_:)``: this server's before its writer goes on, so no page
/// is served stale after it; other processes' within 20 ms). A request only reads memory: no
/// lock is held across an await, and no request waits for another.
final class PublicPageCache: Sendable {
    /// Past this many pages, all are dropped (a crawler of random addresses cannot grow it).
    private let capacity: Int
    private let kept = KeptPages()

    /// A cache over the database whose change signal is `changes`, for as long as the process
    /// runs (the server keeps one).
    init(changes: DatabaseChanges, capacity: Int = 1024) {
        self.capacity = capacity
        let kept = kept
        changes.onEveryCommit { kept.forget() }
    }

    /// The address a page is kept at: its path and query as requested.
    static func address(path: String, query: String?) -> String {
        if let query { "\(path)?\(query)" } else { path }
    }

    /// The page kept for `address`, if one is.
    func kept(at address: String) -> Rendered? {
        kept.state.withLock { $0.pages[address] }
    }

    /// The page for `address`, its HTML as the bytes sent: kept, or rendered by `render` and
    /// kept when nothing was committed while it rendered.
    func page(for address: String, render: @Sendable () async -> PublicSite.Page) async -> Rendered {
        let (generation, page) = kept.state.withLock { ($0.generation, $0.pages[address]) }
        if let page { return page }
        let rendered = Rendered(await render())
        kept.state.withLock { state in
            guard state.generation == generation else { return }
            if state.pages.count >= capacity { state.pages.removeAll(keepingCapacity: true) }
            state.pages[address] = rendered
        }
        return rendered
    }

    /// A page as it is sent: the response, its status, headers (the security headers included)
    /// and HTML's bytes made once and shared by every request that asks for it.
    struct Rendered: Sendable {
        var response: Response

        init(_ page: PublicSite.Page) {
            response = WebServer.html(page.html, status: .init(code: page.status))
            SecurityPolicy.secure(&response)
        }
    }
}

/// The pages, and the generation they belong to.
private final class KeptPages: Sendable {
    struct State {
        /// The pages' generation: it moves with every commit heard of.
        var generation = 0
        var pages: [String: PublicPageCache.Rendered] = [:]
    }

    let state = Mutex(State())

    /// Forgets every page, after a commit.
    func forget() {
        state.withLock { state in
            state.generation += 1
            state.pages.removeAll(keepingCapacity: true)
        }
    }
}
