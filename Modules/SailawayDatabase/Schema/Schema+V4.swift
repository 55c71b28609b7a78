import GRDB

// Version 4: search filters its matches without reading whole content rows.
extension SailawayDatabase {
    /// Search keeps the matches of one kind and visibility, best first, then reads only the
    /// rows it shows (`ContentItem.search`). This index answers the filter by row number from
    /// its own small pages: without it each match reads a page of `content`, bodies and all.
    static func indexContentForSearch(_ db: Database) throws {
        try db.create(index: "content_bySearchFilter", on: "content", columns: ["rowID", "kind", "visibility", "updatedAt"])
    }
}
