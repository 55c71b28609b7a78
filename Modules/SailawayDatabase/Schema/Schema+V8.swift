import GRDB

// Version 8: search finds symbols too.
extension SailawayDatabase {
    /// The search index again, with symbols (`⚓`, `🦺`, Unicode's “So”) as parts of words:
    /// unicode61 took only letters, digits and private characters as such, so `⚓` was a
    /// separator — never indexed, and a query of it alone found nothing — while emoji past the
    /// first plane happened to be kept. The index is made anew from the content rows.
    static func indexSymbolsForSearch(_ db: Database) throws {
        // The triggers that keep the index in step with `content` go with it, to be made anew.
        for trigger in ["__contentSearch_ai", "__contentSearch_ad", "__contentSearch_au"] {
            try db.execute(literal: "DROP TRIGGER IF EXISTS \(identifier: trigger)")
        }
        try db.drop(table: "contentSearch")
        try db.create(virtualTable: "contentSearch", using: FTS5()) { t in
            t.synchronize(withTable: "content")
            t.tokenizer = searchTokenizer
            t.column("title")
            t.column("body")
        }
    }

    /// How content is split into words for search: unicode61 with symbols as word characters,
    /// stemmed in English (`anchoring` finds `anchor`).
    static let searchTokenizer = FTS5TokenizerDescriptor.porter(wrapping: .unicode61(categories: "L* N* Co So"))
}
