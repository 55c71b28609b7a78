import Foundation
import GRDB
import PropertyBased
import SailawayDatabase
import Testing

/// Search read from the ranking index ranks exactly as scoring every match with FTS5 does —
/// the naive query, `MATCH … ORDER BY bm25`, its ties broken most recently changed first, then
/// by row — on any content, after any writes, for any words.
struct ContentSearchTests {
    // MARK: - The property

    @Test func theBestItemsAreThoseFullScoringRanksFirst() async throws {
        await propertyCheck(count: 60, input: Gen.uint64()) { seed in
            var random = SplitMix(seed: seed)
            let database = try SearchCorpus.random(&random)
            try database.writer.read { db in
                for _ in 0..<24 {
                    let query = SearchCorpus.query(&random), kind = SearchCorpus.kinds.randomElement(using: &random)!
                    let limit = Int.random(in: 1...25, using: &random)
                    let ranked = try ContentSearch.best(query, kind: kind, limit: limit, in: db)
                    let naive = try Self.naive(query, kind: kind, limit: limit, in: db)
                    #expect(ranked == naive, "“\(query)” in \(kind)s, \(limit) (seed \(seed))")
                }
            }
        }
    }

    @Test func theRankingFollowsEveryWrite() async throws {
        await propertyCheck(count: 30, input: Gen.uint64()) { seed in
            var random = SplitMix(seed: seed)
            let database = try SearchCorpus.random(&random)
            for _ in 0..<8 {
                try database.writer.write { db in try SearchCorpus.change(&random, in: db) }
                try database.writer.read { db in
                    for _ in 0..<6 {
                        let query = SearchCorpus.query(&random), kind = SearchCorpus.kinds.randomElement(using: &random)!
                        let ranked = try ContentSearch.best(query, kind: kind, limit: 20, in: db)
                        let naive = try Self.naive(query, kind: kind, limit: 20, in: db)
                        #expect(ranked == naive, "“\(query)” in \(kind)s after writes (seed \(seed))")
                    }
                }
            }
        }
    }

    // MARK: - Cases

    @Test func manyItemsTiedAreRankedMostRecentFirstThenByRow() throws {
        let database = try SearchCorpus.empty()
        try database.writer.write { db in
            // Forty items of one length and one count: one score, three dates.
            for index in 0..<40 {
                try SearchCorpus.insert("Windlass", body: "check the gear", kind: "checklist", date: index % 3, in: db)
            }
        }
        try database.writer.read { db in
            let ranked = try ContentSearch.best("windlass", kind: "checklist", limit: 20, in: db)
            let naive = try Self.naive("windlass", kind: "checklist", limit: 20, in: db)
            #expect(ranked.count == 20)
            #expect(ranked == naive)
        }
    }

    @Test func wordsFTS5ReadsAsOperatorsOrPhrasesAreWordsToo() throws {
        let database = try SearchCorpus.empty()
        try database.writer.write { db in
            try SearchCorpus.insert("Anchor and chain", body: "wind—lass ⚓ drill", kind: "checklist", date: 0, in: db)
            try SearchCorpus.insert("Windlass", body: "wind lass", kind: "checklist", date: 1, in: db)
        }
        try database.writer.read { db in
            for query in ["and", "AND chain", "wind—lass", "⚓", "⚓ anchor", "\"anchor\"", "anch*", "NEAR(anchor)", "—", "", "   "] {
                let ranked = try ContentSearch.best(query, kind: "checklist", limit: 20, in: db)
                let naive = try Self.naive(query, kind: "checklist", limit: 20, in: db)
                #expect(ranked == naive, "“\(query)”")
            }
            #expect(try ContentSearch.best("AND", kind: "checklist", limit: 20, in: db).count == 1, "AND is a word, not an operator")
            #expect(try ContentSearch.best("wind—lass", kind: "checklist", limit: 20, in: db).count == 2, "a phrase, as FTS5 reads it")
        }
    }

    @Test func whatSyncAppliesIsFoundAndWhatItDeletesIsGone() async throws {
        let source = try SearchCorpus.empty(), replica = try SearchCorpus.empty()
        let item = try await source.writer.write { db in
            try SearchCorpus.insert("Spinnaker drill", body: "hoist the spinnaker", kind: "guide", date: 2, in: db)
        }
        let contentTable = try #require(source.syncSchema.table("content")), userTable = try #require(source.syncSchema.table("user"))
        let key: SyncFields = ["id": SyncValue(item.id)], authorKey: SyncFields = ["id": SyncValue(item.authorID)]
        let row = try #require(try await source.writer.read { db in try Replica.row(contentTable, key: key, in: db) })
        let author = try #require(try await source.writer.read { db in try Replica.row(userTable, key: authorKey, in: db) })

        _ = try await replica.apply(
            [LoggedChange(seq: 1, table: "user", key: authorKey, operation: .upsert, row: author),
             LoggedChange(seq: 2, table: "content", key: key, operation: .upsert, row: row)],
            cursor: 2, makeID: { UUID() }
        )
        let found = try await replica.writer.read { db in try ContentSearch.best("spinn", kind: "guide", limit: 20, in: db) }
        #expect(found.count == 1)

        _ = try await replica.apply([LoggedChange(seq: 3, table: "content", key: key, operation: .delete, row: nil)], cursor: 3, makeID: { UUID() })
        let gone = try await replica.writer.read { db in try ContentSearch.best("spinn", kind: "guide", limit: 20, in: db) }
        #expect(gone.isEmpty)
    }

    // MARK: - The naive query

    /// The naive query — FTS5 scores every match — with the ranking's ties broken.
    static func naive(_ query: String, kind: String, limit: Int, in db: Database) throws -> [Int64] {
        guard let pattern = SearchCorpus.pattern(query) else { return [] }
        return try Int64.fetchAll(
            db,
            sql: """
                SELECT content.rowID FROM content JOIN contentSearch ON contentSearch.rowid = content.rowID
                WHERE contentSearch MATCH ? AND content.kind = ? AND content.visibility = 'public'
                ORDER BY rank, julianday(content.updatedAt) DESC, content.rowID LIMIT ?
                """,
            arguments: [pattern, kind, limit]
        )
    }
}
