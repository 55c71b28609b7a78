import Foundation
import GRDB
import SailawayDatabase

extension ContentItem {
    /// The rows of a content feature's own `table` — a checklist's sections, a deck's cards —
    /// that belong through `column` to `author`'s content of `kind`, in the content's creation
    /// order, then by position: what the feature exports of the user's content.
    public static func parts(
        in table: String, by column: String, kind: ContentKind, author: UUID, in db: Database
    ) throws -> [Row] {
        try Row.fetchAll(
            db,
            SQLRequest<Row>(
                literal: """
                    SELECT \(identifier: table).* FROM \(identifier: table) JOIN content ON content.id = \(identifier: table).\(identifier: column)
                    WHERE content.authorID = \(author) AND content.kind = \(kind.rawValue)
                    ORDER BY content.createdAt, \(identifier: table).position
                    """
            )
        )
    }
}
