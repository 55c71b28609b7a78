import SailawayDatabase

/// Public pages as last rendered, kept while nothing was committed to the database since.
///
/// A public page is a function of its address and the database alone (no session, no
/// navigation state), so a shared link that many people open is rendered once. The database
/// says when to render again: its change signal (``DatabaseChanges``, SQLite's `data_version`)
/// moves with every commit, by this server or by `sailaway` in another process.
actor PublicPageCache {
    /// The database's change signal.
    private let changes: DatabaseChanges
    /// Past this many pages, all are dropped (a crawler of random addresses cannot grow it).
    private let capacity: Int
    /// The signal's value the kept pages were rendered at.
    private var version: Int?
    private var pages: [String: PublicSite.Page] = [:]

    init(changes: DatabaseChanges, capacity: Int = 1024) {
        self.changes = changes
        self.capacity = capacity
    }

    /// The page for `address`: kept, or rendered by `render` and kept when nothing was
    /// committed while it rendered. A signal that cannot be read keeps nothing.
    func page(for address: String, render: @Sendable () async -> PublicSite.Page) async -> PublicSite.Page {
        guard let before = try? await changes.version() else { return await render() }
        // Other requests ran while this one waited: compare with what they left.
        if before != version {
            pages.removeAll(keepingCapacity: true)
            version = before
        }
        if let page = pages[address] { return page }
        let page = await render()
        if version == before, (try? await changes.version()) == before, version == before {
            if pages.count >= capacity { pages.removeAll(keepingCapacity: true) }
            pages[address] = page
        }
        return page
    }
}
