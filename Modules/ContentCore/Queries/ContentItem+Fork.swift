import Foundation
import GRDB
import SailawayDatabase

extension ContentItem {
    /// Inserts a private copy of this item owned by `user`, remembering where it came from.
    ///
    /// The caller copies the kind's own parts (sections, cards) in the same transaction.
    public func insertFork(id: UUID, by user: UUID, at date: Date, in db: Database) throws -> ContentItem {
        var fork = ContentItem(
            id: id, kind: kind, title: title, body: body, authorID: user,
            visibility: .private, forkedFromID: self.id, createdAt: date
        )
        try fork.insert(db)
        return fork
    }
}
