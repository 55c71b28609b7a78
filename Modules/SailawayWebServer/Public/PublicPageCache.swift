import Foundation
import SailawayDatabase

/// Public pages as last rendered, kept while the database is as it was then.
///
/// A public page is a function of its address and the database alone (no session, no
/// navigation state). Rendering one goes through the server's one-at-a-time gate, so under
/// load every visitor of a shared link used to wait for every other: 192 pages a second at 256
/// connections, 0.007× Hummingbird's hello world (`Tools/web-load`). Now a page is rendered once
/// and served again until the database changes. Every commit, by this server or by `sailaway`
/// in another process, writes the database's files (its write-ahead log first), so their sizes
/// and modification times, read with one `stat` each, tell when to render again.
actor PublicPageCache {
    /// What the database's files were like: any commit changes it.
    struct Stamp: Equatable {
        var files: [FileState?]
    }

    struct FileState: Equatable {
        var size: UInt64
        var modified: Date
    }

    /// The database and its write-ahead log.
    private let files: [URL]
    /// Past this many pages, all are dropped (a crawler of random addresses cannot grow it).
    private let capacity: Int
    private var stamp: Stamp?
    private var pages: [String: PublicSite.Page] = [:]

    init(dataDirectory: URL, capacity: Int = 1024) {
        let database = dataDirectory.appendingPathComponent(SailawayDatabase.fileName)
        files = [database, URL(fileURLWithPath: database.path + "-wal")]
        self.capacity = capacity
    }

    /// The page for `address`: kept, or rendered by `render` and kept when the database did not
    /// change while it rendered.
    func page(for address: String, render: @Sendable () async -> PublicSite.Page) async -> PublicSite.Page {
        let before = currentStamp()
        if before != stamp {
            pages.removeAll(keepingCapacity: true)
            stamp = before
        }
        if let page = pages[address] { return page }
        let page = await render()
        if currentStamp() == before, stamp == before {
            if pages.count >= capacity { pages.removeAll(keepingCapacity: true) }
            pages[address] = page
        }
        return page
    }

    private func currentStamp() -> Stamp {
        Stamp(files: files.map { url in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
            else { return nil }
            return FileState(size: size.uint64Value, modified: modified)
        })
    }
}
