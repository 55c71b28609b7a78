import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// A Sailaway database holding generated content items — 100,000 or 1,000,000 public ones in a
/// full run, with private and unlisted ones beside them (7 : 2 : 1) — besides the sample
/// content: what the full-text search rows query.
///
/// Built with the app's own migrations (``SailawayDatabase``), so the schema, the FTS5 table, the
/// ranking index and their triggers are the product's; the items go in through the `content`
/// table as the features write them, every trigger firing, in one transaction on a connection
/// that keeps no journal (the file is the benchmark's own: a failed build is thrown away).
/// Building takes a while (see docs/PERFORMANCE.md), so each size's file is kept (under the
/// benchmark package's `.build`) and reused while its generator version matches.
struct SearchCorpus {
    /// Bump when the generator or the schema changes: a cached corpus of another version is
    /// rebuilt. 4: the ranking index (schema v9), sizes counted in public items.
    static let version = 4

    /// Generated public items.
    let itemCount: Int
    /// The folder holding the corpus database (the app's data directory layout).
    let directory: URL

    /// The database file, for connections that are not the app's.
    var file: URL { directory.appendingPathComponent(SailawayDatabase.fileName) }

    /// Opens the cached corpus of `itemCount` public items, building it first when it is missing
    /// or stale.
    static func prepare(publicItems itemCount: Int, in cache: URL) throws -> SearchCorpus {
        let directory = cache.appendingPathComponent("search-corpus-v\(version)-\(itemCount)")
        let marker = directory.appendingPathComponent("complete")
        if !FileManager.default.fileExists(atPath: marker.path) {
            progress("building the search corpus (\(Format.count(itemCount)) public items, kept in \(directory.path))")
            let building = cache.appendingPathComponent("search-corpus-building-\(getpid())")
            try? FileManager.default.removeItem(at: building)
            try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
            let started = ContinuousClock.now
            try fill(building.appendingPathComponent(SailawayDatabase.fileName), publicItems: itemCount)
            progress("  built in \(started.duration(to: .now))")
            try Data().write(to: building.appendingPathComponent("complete"))
            try? FileManager.default.removeItem(at: directory)
            try FileManager.default.moveItem(at: building, to: directory)
        }
        return SearchCorpus(itemCount: itemCount, directory: directory)
    }

    /// The database, opened as the app opens it.
    func open() throws -> SailawayDatabase {
        try SailawayDatabase.open(in: directory)
    }

    // MARK: - Generating

    private static func fill(_ file: URL, publicItems itemCount: Int) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -1000000")
        }
        let database = try SailawayDatabase(DatabaseQueue(path: file.path, configuration: configuration))
        var random = SeededGenerator(seed: 0x5EA2_C400)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let authors = (0..<500).map { index in
            User(id: random.uuid(), name: "Sailor \(index)", joinedAt: start)
        }
        try database.writer.write { db in
            // The FTS5 table and the ranking index are kept in step by triggers, as in the app:
            // every insert indexes.
            for author in authors { try author.insert(db) }
            var (index, published) = (0, 0)
            while published < itemCount {
                if index > 0, index.isMultiple(of: 100_000) { progress("  \(Format.count(index)) items, \(Format.count(published)) public") }
                var item = ContentItem(
                    id: random.uuid(),
                    kind: SearchVocabulary.kinds.pick(&random),
                    title: SearchVocabulary.title(&random),
                    body: SearchVocabulary.body(&random),
                    authorID: authors[index % authors.count].id,
                    visibility: SearchVocabulary.visibilities.pick(&random),
                    createdAt: start.addingTimeInterval(Double(random.next() % 94_000_000))
                )
                try item.insert(db)
                index += 1
                if item.visibility == .public { published += 1 }
            }
        }
        // What SQLite would do on its own in time; a fresh file without it plans worse.
        try database.writer.writeWithoutTransaction { db in
            try db.execute(sql: "ANALYZE; INSERT INTO contentSearch(contentSearch) VALUES ('optimize')")
        }
    }
}
