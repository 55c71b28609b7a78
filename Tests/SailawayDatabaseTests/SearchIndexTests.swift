import Foundation
import GRDB
import Testing

@testable import SailawayDatabase

/// The ranking index is derived data: whatever was written, it holds what filling it afresh
/// from `content` gives, and FTS5's own counts.
struct SearchIndexTests {
    private static let words = ["anchor", "anchoring", "boat", "boathook", "reef", "reefing", "line", "linen", "⚓", "fog", "the"]

    @Test(arguments: 0..<12)
    func theIndexKeptByTriggersIsTheIndexFilledFromTheRows(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let database = try SailawayDatabase.inMemory(seeded: true)
        let author = try #require(try database.writer.read(DeviceSailor.id))
        try database.writer.write { db in
            for _ in 0..<40 { try Self.insertItem(&random, author: author, in: db) }
            for _ in 0..<60 { try Self.randomWrite(&random, author: author, in: db) }
        }
        try Self.expectTheIndexFilledFromTheRows(database)
    }

    /// A rehearsal (a sync's check of a pushed row) writes with the index's words switched off
    /// and rolls back: nothing of it stays, the index included, and what follows is indexed.
    @Test(arguments: 0..<6)
    func aRehearsalLeavesNothingAndTheWritesAfterItAreIndexed(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let database = try SailawayDatabase.inMemory(seeded: true)
        let author = try #require(try await database.writer.read(DeviceSailor.id))
        try await database.writer.write { [random] db in
            var random = random
            for _ in 0..<20 { try Self.insertItem(&random, author: author, in: db) }
        }
        for _ in 0..<20 {
            let before = try await database.writer.read { db in try Self.contents(db) + ContentItem.fetchAll(db).map { "\($0)" } }
            try await database.rehearse { [random] db in
                var random = random
                for _ in 0..<5 { try Self.randomWrite(&random, author: author, in: db) }
            }
            #expect(try await database.writer.read { db in try Self.contents(db) + ContentItem.fetchAll(db).map { "\($0)" } } == before)
            try await database.writer.write { [random] db in
                var random = random
                try Self.randomWrite(&random, author: author, in: db)
            }
            _ = random.next()
        }
        try Self.expectTheIndexFilledFromTheRows(database)
    }

    @Test func aRehearsalRefusesWhatAWriteWouldAndAPublicItemWithoutWordsIsHeld() async throws {
        let database = try SailawayDatabase.inMemory(seeded: true)
        let author = try #require(try await database.writer.read(DeviceSailor.id))
        await #expect(throws: DatabaseError.self) {
            try await database.rehearse { db in
                try db.execute(sql: "INSERT INTO content (id, kind, title, body, authorID, visibility, createdAt) VALUES (?, 'checklist', NULL, '', ?, 'public', ?)", arguments: [UUID(), author, Date()])
            }
        }
        let wordless = { @Sendable (db: Database) throws in
            var item = ContentItem(id: UUID(), kind: "checklist", title: "", body: "", authorID: author, visibility: .public, createdAt: Date())
            try item.insert(db)
        }
        try await database.rehearse(wordless)
        try await database.writer.write(wordless)
        try Self.expectTheIndexFilledFromTheRows(database)
    }

    @Test(arguments: [
        ("Reefing the Mainsail ⚓", "Check reef points — twice; café-racer 42"),
        ("", "a"),
        ("🦺 Life jackets", "Ünïcödé ÅNGSTRÖM straße\nline\tline  line"),
        ("x_y-z", "ＦＵＬＬ ｗｉｄｔｈ, ゆっくり 北京"),
    ])
    func theWordsAndLengthsAreFTS5sOwn(title: String, body: String) throws {
        let database = try SailawayDatabase.inMemory(seeded: true)
        let author = try #require(try database.writer.read(DeviceSailor.id))
        try database.writer.write { db in
            var item = ContentItem(id: UUID(), kind: "checklist", title: title, body: body, authorID: author, createdAt: Date())
            try item.insert(db)
            let text = try SearchTokenizer(db).indexedText(title: title, body: body)
            // FTS5's own record of the item: every token it indexed, where.
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.contentSearchInstances USING fts5vocab(main, contentSearch, instance)")
            let instances = try String.fetchAll(db, sql: "SELECT term FROM contentSearchInstances WHERE doc = ?", arguments: [item.rowID])
            #expect(text.length == instances.count)
            #expect(text.terms.map(\.term) == Set(instances).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            for (term, frequency) in text.terms {
                #expect(instances.filter { $0 == term }.count == frequency, "\(term)")
            }
        }
    }

    @Test func aConnectionWithoutTheFunctionsCannotWriteContentBehindTheIndex() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("search-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try SailawayDatabase.open(in: directory, seeded: true)
        let author = try #require(try database.writer.read(DeviceSailor.id))
        let foreign = try DatabaseQueue(path: directory.appendingPathComponent(SailawayDatabase.fileName).path)
        #expect(throws: DatabaseError.self) {
            try foreign.write { db in
                var item = ContentItem(id: UUID(), kind: "checklist", title: "Written elsewhere", authorID: author, visibility: .public, createdAt: Date())
                try item.insert(db)
            }
        }
        #expect(try database.writer.read { try ContentItem.fetchCount($0) } == 0)
    }

    // MARK: - Helpers

    /// The index as the triggers left it is what filling it afresh from `content` gives, and its
    /// statistics are FTS5's own.
    private static func expectTheIndexFilledFromTheRows(_ database: SailawayDatabase) throws {
        try database.writer.write { db in
            let kept = try Self.contents(db)
            try db.execute(sql: "DELETE FROM searchStatistics; DELETE FROM searchPrefix; DELETE FROM searchKind; DELETE FROM searchPosting; DELETE FROM searchItemTerms")
            try SearchIndex.fill(db)
            #expect(try Self.contents(db) == kept)
            let statistics = try #require(try Row.fetchOne(db, sql: "SELECT documents, tokens FROM searchStatistics"))
            #expect(statistics[0] == (try Int.fetchOne(db, sql: "SELECT count(*) FROM contentSearch")))
        }
    }

    /// One write of an item chosen at random: a new one, a body, its visibility, its kind and
    /// title, a word added to its title, or a delete.
    private static func randomWrite(_ random: inout SplitMix64, author: UUID, in db: Database) throws {
        let rows = try Int64.fetchAll(db, sql: "SELECT rowID FROM content")
        guard let row = rows.randomElement(using: &random) else { return try insertItem(&random, author: author, in: db) }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: try insertItem(&random, author: author, in: db)
        case 1: try db.execute(sql: "UPDATE content SET body = ? WHERE rowID = ?", arguments: [text(&random), row])
        case 4: try db.execute(sql: "UPDATE content SET title = title || ' ' || ? WHERE rowID = ?", arguments: [words.randomElement(using: &random)!, row])
        case 2: try db.execute(sql: "UPDATE content SET visibility = ?, updatedAt = ? WHERE rowID = ?", arguments: [["public", "private"].randomElement(using: &random)!, Date(), row])
        case 3: try db.execute(sql: "UPDATE content SET kind = ?, title = ? WHERE rowID = ?", arguments: [["checklist", "deck"].randomElement(using: &random)!, text(&random), row])
        default: try db.execute(sql: "DELETE FROM content WHERE rowID = ?", arguments: [row])
        }
    }

    /// The index's rows, words and kinds by name.
    private static func contents(_ db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                SELECT 'statistics ' || documents || ' ' || tokens FROM searchStatistics
                UNION ALL SELECT 'prefix ' || prefix || ' ' || documents || ' ' || termDocuments FROM searchPrefix WHERE documents > 0
                UNION ALL SELECT 'posting ' || searchPrefix.prefix || ' ' || searchKind.kind || ' ' || frequency || ' ' || length || ' ' || recency || ' ' || item
                    FROM searchPosting JOIN searchPrefix ON searchPrefix.id = term JOIN searchKind ON searchKind.id = searchPosting.kind
                UNION ALL SELECT 'terms ' || item || ' ' || hex(terms) FROM searchItemTerms
                ORDER BY 1
                """
        )
    }

    /// An update's change of the prefix counts, found from the words one text has and the
    /// other has not, is the difference of every prefix of both texts.
    @Test(arguments: 0..<200)
    func anUpdatesPrefixChangesAreTheDifferenceOfEveryPrefix(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let vocabulary = Self.words + ["an", "a", "reefs", "é", "éte", "ancho"]
        func text() -> IndexedText {
            let words = Set((0..<Int.random(in: 0...8, using: &random)).map { _ in vocabulary.randomElement(using: &random)! })
            return IndexedText(terms: words.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { ($0, 1) }, length: words.count)
        }
        let (old, new) = (text(), text())
        var expected: [String: (Int, Int)] = [:]
        for (prefix, isTerm) in old.prefixes { expected[prefix] = (-1, isTerm ? -1 : 0) }
        for (prefix, isTerm) in new.prefixes {
            let (documents, terms) = expected[prefix] ?? (0, 0)
            expected[prefix] = (documents + 1, terms + (isTerm ? 1 : 0))
        }
        let changes = try JSONSerialization.jsonObject(with: Data(new.prefixChangesJSON(from: old).utf8)) as? [[Any]] ?? []
        let found = Dictionary(uniqueKeysWithValues: changes.map { ($0[0] as? String ?? "", ($0[1] as? Int ?? 0, $0[2] as? Int ?? 0)) })
        #expect(found.keys.sorted() == expected.filter { $0.value != (0, 0) }.keys.sorted())
        for (prefix, change) in found { #expect(expected[prefix].map { $0 == change } == true, "\(prefix)") }
    }

    private static func insertItem(_ random: inout SplitMix64, author: UUID, in db: Database) throws {
        var item = ContentItem(
            id: UUID(), kind: ["checklist", "deck"].randomElement(using: &random)!, title: text(&random), body: text(&random), authorID: author,
            visibility: [.public, .public, .private, .unlisted].randomElement(using: &random)!, createdAt: Date(timeIntervalSince1970: Double(Int.random(in: 0..<3, using: &random)))
        )
        try item.insert(db)
    }

    private static func text(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...12, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
    }
}

/// SplitMix64: a failing seed repeats its case.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
