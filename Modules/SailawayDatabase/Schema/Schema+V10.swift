import GRDB

// Version 10: an update of an item changes in the search index only what differs.
extension SailawayDatabase {
    /// The ranking index's update trigger, writing only the prefixes and postings an update
    /// changes (``SearchIndex/updateTrigger``); the index it keeps is the same.
    static func updateRankingByDifference(_ db: Database) throws {
        try SearchIndex.replaceUpdateTrigger(in: db)
    }
}
