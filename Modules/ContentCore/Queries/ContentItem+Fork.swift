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

    /// Copies the item `id` of `kind`, as `user` may see it, into their library as a private
    /// item, in one transaction: `copyParts` writes the kind's own parts (sections, cards) of
    /// `original` under `fork`, each with a new identity. Nil when the item is gone or not
    /// theirs to see.
    public static func fork(
        _ id: UUID, kind: ContentKind, by user: UUID, at date: Date, makeID: @escaping @Sendable () -> UUID, in database: SailawayDatabase,
        copyingParts copyParts: @escaping @Sendable (_ original: ContentItem, _ fork: ContentItem, Database) throws -> Void
    ) async throws -> ContentItem? {
        try await database.writer.write { db -> ContentItem? in
            guard let original = try visible(id, kind: kind, to: user, in: db) else { return nil }
            let fork = try original.insertFork(id: makeID(), by: user, at: date, in: db)
            try copyParts(original, fork, db)
            return fork
        }
    }
}
