import Foundation
import GRDB
import SailawayDatabase

/// Random content for ranking tests: few words, many of them prefixes of others (`boat`,
/// `boathook`) or stemmed alike (`reef`, `reefing`), short and long items, few dates (ties), two
/// kinds and every visibility — what makes ranking by bounds go wrong if anything does.
enum SearchCorpus {
    static let kinds = ["checklist", "guide"]
    static let words = [
        "anchor", "anchorage", "anchoring", "boat", "boathook", "boats", "sail", "sailor", "sailing", "line", "linen", "reef",
        "reefing", "watch", "winch", "windlass", "wind", "fog", "⚓", "Bilge", "pump", "a", "the",
    ]
    static let author = UUID(uuidString: "5a11a4a7-0000-4000-8000-00000000a001")!

    /// A database of the shared tables with one author and no content.
    static func empty() throws -> SailawayDatabase {
        let database = try SailawayDatabase.inMemory(seeded: false)
        try database.writer.write { db in try User(id: author, name: "Author", joinedAt: date(0)).insert(db) }
        return database
    }

    /// A database of up to 80 random items.
    static func random(_ random: inout SplitMix) throws -> SailawayDatabase {
        let database = try empty()
        try database.writer.write { db in
            for _ in 0..<Int.random(in: 1...80, using: &random) { try insertRandom(&random, in: db) }
        }
        return database
    }

    /// One random write: an item added, edited, republished, touched or deleted.
    static func change(_ random: inout SplitMix, in db: Database) throws {
        let rows = try Int64.fetchAll(db, sql: "SELECT rowID FROM content")
        guard let row = rows.randomElement(using: &random) else { return try insertRandom(&random, in: db) }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: try insertRandom(&random, in: db)
        case 1: try db.execute(sql: "UPDATE content SET body = ? WHERE rowID = ?", arguments: [text(&random, 0...30), row])
        case 2: try db.execute(sql: "UPDATE content SET title = ?, updatedAt = ? WHERE rowID = ?", arguments: [text(&random, 1...4), date(Int.random(in: 0..<4, using: &random)), row])
        case 3: try db.execute(sql: "UPDATE content SET visibility = ? WHERE rowID = ?", arguments: [Visibility.allCases.randomElement(using: &random)!, row])
        case 4: try db.execute(sql: "UPDATE content SET kind = ? WHERE rowID = ?", arguments: [kinds.randomElement(using: &random)!, row])
        default: try db.execute(sql: "DELETE FROM content WHERE rowID = ?", arguments: [row])
        }
    }

    /// A query of one to three words, each a word or the start of one, sometimes in capitals.
    static func query(_ random: inout SplitMix) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
            let word = words.randomElement(using: &random)!
            let cut = String(word.prefix(Int.random(in: 1...word.count, using: &random)))
            return Bool.random(using: &random) ? cut : word.uppercased()
        }.joined(separator: " ")
    }

    @discardableResult
    static func insert(_ title: String, body: String, kind: String, date day: Int, visibility: Visibility = .public, in db: Database) throws -> ContentItem {
        var item = ContentItem(id: UUID(), kind: kind, title: title, body: body, authorID: author, visibility: visibility, createdAt: date(day))
        try item.insert(db)
        return item
    }

    /// The FTS5 pattern of the naive query: each word the ASCII tokenizer finds, quoted, as a
    /// prefix.
    static func pattern(_ query: String) -> String? {
        let words = query.prefix(200).split { $0.isASCII && !($0.isLetter || $0.isNumber) }.map { $0.lowercased() }
        return words.isEmpty ? nil : words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    private static func insertRandom(_ random: inout SplitMix, in db: Database) throws {
        try insert(
            text(&random, 1...4), body: text(&random, 0...30), kind: kinds.randomElement(using: &random)!,
            date: Int.random(in: 0..<4, using: &random), visibility: [.public, .public, .public, .private, .unlisted].randomElement(using: &random)!, in: db
        )
    }

    private static func text(_ random: inout SplitMix, _ count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
    }

    private static func date(_ day: Int) -> Date {
        Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400)
    }
}

/// A seeded random number generator (SplitMix64): a failing case is repeated by its seed.
struct SplitMix: RandomNumberGenerator {
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
