import Foundation
import GRDB
import SailawayDatabase

extension ContentItem {
    /// Saves the content row `id` of `kind` as `author`'s, titled `title` with the searchable
    /// `body`, dated `date`: creates it, or changes it if `author` owns it; returns the row.
    ///
    /// Refuses content someone else wrote. The caller writes the kind's own parts (sections,
    /// cards) in the same transaction.
    public static func saveOwned(
        id: UUID, kind: ContentKind, title: String, body: String, author: UUID, at date: Date, in db: Database
    ) throws -> ContentItem {
        var content: ContentItem
        if let existing = try find(id, kind: kind.rawValue, in: db) {
            guard existing.authorID == author else {
                throw ContentRuleError("Only its author can change this \(kind.noun); fork it to make your own copy.")
            }
            content = existing
        } else {
            content = ContentItem(id: id, kind: kind.rawValue, title: title, authorID: author, createdAt: date)
            try content.insert(db)
        }
        content.title = title
        content.body = body
        content.updatedAt = date
        try content.update(db)
        return content
    }
}
