import GRDB

// Version 9: search ranks from an index of its own.
extension SailawayDatabase {
    /// The ranking index (``SearchIndex``): postings in the order a query reads them, so the
    /// best 20 of a million matches are found without scoring them all. Filled from the items
    /// a data directory already holds, then kept in step by triggers, as `contentSearch` is.
    static func indexContentForRanking(_ db: Database) throws {
        try SearchIndex.create(in: db)
    }
}
