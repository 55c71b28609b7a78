import Foundation
import GRDB
import SailawayDatabase

/// A piece of sample content whose parts are pairs of texts — a deck's cards (front, back), a
/// guide's sections (title, text) — as a content feature seeds it.
public struct SampleItem: Sendable {
    /// Its fixed identifier.
    public var id: UUID
    /// The title.
    public var title: String
    /// Its author, one of the sample sailors.
    public var author: UUID
    /// Who may see it.
    public var visibility: Visibility
    /// The day it last changed, "2026-10-12".
    public var updated: String
    /// Its parts, in order.
    public var parts: [(String, String)]

    /// Declares a sample item.
    public init(id: UUID, title: String, author: UUID, visibility: Visibility, updated: String, parts: [(String, String)]) {
        self.id = id
        self.title = title
        self.author = author
        self.visibility = visibility
        self.updated = updated
        self.parts = parts
    }

    /// Writes the item as content of `kind` and, when it was written, each part through
    /// `insertPart` (its fixed identifier, its position, its two texts).
    public func insert(
        as kind: ContentKind, in db: Database,
        part insertPart: (Database, _ id: UUID, _ position: Int, _ first: String, _ second: String) throws -> Void
    ) throws {
        let item = ContentItem(
            id: id, kind: kind.rawValue, title: title, body: ContentItem.body(of: parts.flatMap { [$0.0, $0.1] }),
            authorID: author, visibility: visibility, createdAt: SampleContent.date(updated)
        )
        guard try SampleContent.insert(item, in: db) else { return }
        for (position, (first, second)) in parts.enumerated() {
            try insertPart(db, SampleContent.derivedID(id, 1, position + 1), position, first, second)
        }
    }
}
