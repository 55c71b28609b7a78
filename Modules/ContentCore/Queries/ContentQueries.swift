import Foundation
import GRDB
import SailawayDatabase

extension ContentItem {
    /// The most items a list shows at once.
    public static let listLimit = 50

    /// `author`'s items of `kind`, most recently changed first (Library, profiles): all of them
    /// for `author`, only the public ones for anyone else and for the public (`viewer` nil).
    public static func authored(
        by author: UUID, kind: ContentKind, visibleTo viewer: UUID? = nil, limit: Int = listLimit, in db: Database
    ) throws -> [ContentItem] {
        var request = ContentItem
            .filter(Column("authorID") == author && Column("kind") == kind.rawValue)
        if viewer != author {
            request = request.filter(Column("visibility") == Visibility.public.rawValue)
        }
        return try request.order(Column("updatedAt").desc).limit(limit).fetchAll(db)
    }

    /// Public items of `kind`, most recently changed first (Discover).
    public static func publicItems(kind: ContentKind, limit: Int = listLimit, in db: Database) throws -> [ContentItem] {
        try ContentItem
            .filter(Column("visibility") == Visibility.public.rawValue && Column("kind") == kind.rawValue)
            .order(Column("updatedAt").desc)
            .limit(limit)
            .fetchAll(db)
    }

    /// The item of `kind` with `id` if `viewer` may see it by its link: their own, or not private.
    /// The public (`viewer` nil) sees public and unlisted items.
    public static func visible(_ id: UUID, kind: ContentKind, to viewer: UUID?, in db: Database) throws -> ContentItem? {
        guard let item = try find(id, kind: kind.rawValue, in: db) else { return nil }
        return item.authorID == viewer || item.visibility != .private ? item : nil
    }

    /// The item of `kind` with `id` if `viewer` wrote it.
    public static func owned(_ id: UUID, kind: ContentKind, by viewer: UUID, in db: Database) throws -> ContentItem? {
        guard let item = try find(id, kind: kind.rawValue, in: db), item.authorID == viewer else { return nil }
        return item
    }
}
