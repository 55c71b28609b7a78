import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// What the ranking index costs a write: items added, edited and deleted through GRDB's record
/// methods, each in its own transaction, as features write them, in two copies of the 100,000-item corpus — one as the app has
/// it, one with the ranking index's triggers dropped (FTS5's kept) — taking turns, item by item.
///
/// `sailaway-profile write COUNT` prints the medians; docs/PERFORMANCE.md quotes them.
enum WriteCost {
    static func run(count: Int, cache: URL) throws {
        let corpus = try SearchCorpus.prepare(publicItems: Search.fullSizes.small, in: cache)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sailaway-write-cost-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var databases: [SailawayDatabase] = []
        for name in ["with", "without"] {
            let directory = scratch.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: corpus.directory, to: directory)
            databases.append(try SailawayDatabase.open(in: directory))
        }
        try databases[1].writer.write { db in
            for trigger in ["searchIndex_afterInsert", "searchIndex_afterUpdate", "searchIndex_afterDelete"] {
                try db.execute(literal: "DROP TRIGGER \(identifier: trigger)")
            }
        }
        let author = try databases[0].writer.read { db in try UUID.fetchOne(db, sql: "SELECT id FROM user LIMIT 1") }!
        var random = SeededGenerator(seed: 0x3817)
        var times = [[Double]](repeating: [], count: 6)
        let clock = ContinuousClock()
        for _ in 0..<count {
            var item = ContentItem(
                id: random.uuid(), kind: SearchVocabulary.kinds.pick(&random), title: SearchVocabulary.title(&random),
                body: SearchVocabulary.body(&random), authorID: author, visibility: .public, createdAt: Date()
            )
            let edited = SearchVocabulary.body(&random)
            for (index, database) in databases.enumerated() {
                var copy = item
                times[index * 3].append(try clock.measure { try database.writer.write { db in try copy.insert(db) } }.milliseconds)
                copy.body = edited
                copy.updatedAt = Date()
                times[index * 3 + 1].append(try clock.measure { try database.writer.write { db in try copy.update(db) } }.milliseconds)
                times[index * 3 + 2].append(try clock.measure { try database.writer.write { db in _ = try copy.delete(db) } }.milliseconds)
            }
            item.id = random.uuid()
        }
        for (index, label) in ["insert", "edit of the body", "delete"].enumerated() {
            let with = Harness.median(times[index]), without = Harness.median(times[3 + index])
            print(String(format: "%@: %.3f ms with the ranking index, %.3f ms without (%.2f×)", label, with, without, with / without))
        }
    }
}

extension Duration {
    fileprivate var milliseconds: Double { Double(components.seconds) * 1e3 + Double(components.attoseconds) / 1e15 }
}
