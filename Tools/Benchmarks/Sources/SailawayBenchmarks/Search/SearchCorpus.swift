import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// A Sailaway database holding generated content items (100,000 or 1,000,000 in a full run)
/// besides the sample content: what the full-text search rows query.
///
/// Built with the app's own migrations (``SailawayDatabase``), so the schema, the FTS5 table and
/// its triggers are the product's; the items go in through the `content` table as the features
/// write them. Building takes a while (about 15 s for 100,000 items here, a few minutes for a
/// million), so each size's file is kept (under the benchmark package's `.build`) and reused
/// while its generator version matches.
struct SearchCorpus {
    /// Bump when the generator changes: a cached corpus of another version is rebuilt.
    static let version = 3

    /// Generated items.
    let itemCount: Int
    /// The folder holding the corpus database (the app's data directory layout).
    let directory: URL

    /// The database file, for connections that are not the app's.
    var file: URL { directory.appendingPathComponent(SailawayDatabase.fileName) }

    /// Opens the cached corpus of `itemCount` items, building it first when it is missing or stale.
    static func prepare(itemCount: Int, in cache: URL) throws -> SearchCorpus {
        let directory = cache.appendingPathComponent("search-corpus-v\(version)-\(itemCount)")
        let marker = directory.appendingPathComponent("complete")
        if !FileManager.default.fileExists(atPath: marker.path) {
            progress("building the search corpus (\(Format.count(itemCount)) items, kept in \(directory.path))")
            let building = cache.appendingPathComponent("search-corpus-building-\(getpid())")
            try? FileManager.default.removeItem(at: building)
            try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
            try fill(SailawayDatabase.open(in: building), itemCount: itemCount)
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

    private static func fill(_ database: SailawayDatabase, itemCount: Int) throws {
        var random = SeededGenerator(seed: 0x5EA2_C400)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let authors = (0..<500).map { index in
            User(id: random.uuid(), name: "Sailor \(index)", joinedAt: start)
        }
        try database.writer.write { db in
            // The FTS5 table is kept in step by triggers, as in the app: every insert indexes.
            for author in authors { try author.insert(db) }
            for index in 0..<itemCount {
                if index > 0, index.isMultiple(of: 100_000) { progress("  \(Format.count(index)) items") }
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
            }
        }
        // What SQLite would do on its own in time; a fresh file without it plans worse.
        try database.writer.writeWithoutTransaction { db in
            try db.execute(sql: "ANALYZE; INSERT INTO contentSearch(contentSearch) VALUES ('optimize')")
        }
    }
}
