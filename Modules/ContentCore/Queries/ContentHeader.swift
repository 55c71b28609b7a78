import Foundation
import GRDB
import SailawayDatabase

/// What a content screen says about an item besides its parts: who made it, who may see it,
/// how it is rated, where it was forked from.
public struct ContentHeader: Hashable, Sendable {
    /// The item.
    public var item: ContentItem
    /// Its author's name.
    public var authorName: String
    /// Whether the viewer wrote it: the page may say "you".
    public var isOwn: Bool
    /// Its ratings.
    public var rating: RatingSummary
    /// The title of the item it was forked from, if that still exists and the viewer may find it.
    public var forkedFromTitle: String?

    /// The header of `item`, as `viewer` sees it (nil: the public, who wrote nothing).
    public static func fetch(_ item: ContentItem, viewer: UUID?, in db: Database) throws -> ContentHeader {
        let author = try User.filter(Column("id") == item.authorID).fetchOne(db)
        // The original is named only to a viewer who may find it: theirs, or public.
        let origin = try item.forkedFromID
            .flatMap { try ContentItem.filter(Column("id") == $0).fetchOne(db) }
            .flatMap { $0.authorID == viewer || $0.visibility == .public ? $0 : nil }
        return ContentHeader(
            item: item,
            authorName: author?.name ?? "Unknown sailor",
            isOwn: item.authorID == viewer,
            rating: try RatingSummary.fetch(item.id, viewer: viewer, in: db),
            forkedFromTitle: origin?.title
        )
    }

    /// "By Marta Ferrer · Public · ★ 4.7 (3 ratings)".
    public var byline: String {
        ["By \(isOwn ? "you" : authorName)", item.visibility.title, rating.text].joined(separator: " · ")
    }

    /// The byline, then where the item was forked from: "By you · Private · Not rated yet ·
    /// Forked from “Essential Knots”". An item's page reads it under the title.
    public var detailLine: String {
        ([byline] + (forkedFromTitle.map { ["Forked from “\($0)”"] } ?? [])).joined(separator: " · ")
    }
}

/// How an item is rated.
public struct RatingSummary: Hashable, Sendable {
    /// The mean of the stars given, if anyone rated it.
    public var average: Double?
    /// How many people rated it.
    public var count: Int
    /// The stars the viewer gave, if they did.
    public var own: Int?

    /// The ratings of `contentID`, with `viewer`'s own (the public, nil, gave none).
    public static func fetch(_ contentID: UUID, viewer: UUID?, in db: Database) throws -> RatingSummary {
        let row = try Row.fetchOne(db, sql: "SELECT AVG(stars) AS average, COUNT(*) AS count FROM rating WHERE contentID = ?", arguments: [contentID])
        let own = try viewer.flatMap { viewer in
            try Int.fetchOne(db, sql: "SELECT stars FROM rating WHERE contentID = ? AND userID = ?", arguments: [contentID, viewer])
        }
        return RatingSummary(average: row?["average"], count: row?["count"] ?? 0, own: own)
    }

    /// Gives `stars` to `contentID` as `user`, replacing their earlier rating.
    public static func rate(_ contentID: UUID, stars: Int, by user: UUID, at date: Date, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO rating (contentID, userID, stars, ratedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (contentID, userID) DO UPDATE SET stars = excluded.stars, ratedAt = excluded.ratedAt
                """,
            arguments: [contentID, user, stars, date]
        )
    }

    /// "★ 4.7 (3 ratings)", or "Not rated yet".
    public var text: String {
        guard let average, count > 0 else { return "Not rated yet" }
        return "★ \(String(format: "%.1f", average)) (\(count) rating\(count == 1 ? "" : "s"))"
    }
}
