import Foundation
import GRDB

/// A piece of content any content feature owns — a checklist, a deck, a guide — as the shared
/// `content` table holds it: what lists, search, ratings and forks need, whatever its kind.
///
/// The kind-specific parts (a checklist's sections and items) live in the owning feature's
/// tables; the feature keeps ``body`` in step with them so search finds their text.
public struct ContentItem: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "content"

    /// The row's number, which full-text search keys on; assigned on insert.
    public var rowID: Int64?
    /// Its identifier, as in `sailaway://content/checklist/{id}`.
    public var id: UUID
    /// The kind: the owning feature's content type (`checklist`, `deck`, `guide`).
    public var kind: String
    /// The title.
    public var title: String
    /// The searchable text of its parts, one per line.
    public var body: String
    /// Who made it (or forked it).
    public var authorID: UUID
    /// Who may see it.
    public var visibility: Visibility
    /// The content it was forked from, if any.
    public var forkedFromID: UUID?
    /// When it was created.
    public var createdAt: Date
    /// When it last changed.
    public var updatedAt: Date

    /// Creates a content item.
    public init(
        id: UUID, kind: String, title: String, body: String = "", authorID: UUID,
        visibility: Visibility = .private, forkedFromID: UUID? = nil, createdAt: Date, updatedAt: Date? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.body = body
        self.authorID = authorID
        self.visibility = visibility
        self.forkedFromID = forkedFromID
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        rowID = inserted.rowID
    }

    /// The item of `kind` with `id`, if it exists.
    public static func find(_ id: UUID, kind: String, in db: Database) throws -> ContentItem? {
        try ContentItem.filter(Column("id") == id && Column("kind") == kind).fetchOne(db)
    }

    /// The searchable body of content made of `parts` (section titles, items, cards).
    public static func body(of parts: [String]) -> String {
        parts.joined(separator: "\n")
    }
}

/// Who may see a piece of content.
public enum Visibility: String, Codable, CaseIterable, Hashable, Sendable, DatabaseValueConvertible {
    /// Only its author.
    case `private`
    /// Anyone with its link; not listed in Discover or search.
    case unlisted
    /// Everyone: listed in Discover and search.
    case `public`

    /// Its name as people read it.
    public var title: String {
        switch self {
        case .private: "Private"
        case .unlisted: "Unlisted"
        case .public: "Public"
        }
    }

    /// What it means, in a sentence.
    public var explanation: String {
        switch self {
        case .private: "Only you can see it."
        case .unlisted: "Anyone with its link can open it; it is not listed in Discover or search."
        case .public: "Everyone can find it in Discover and search."
        }
    }
}
