import Foundation
import GRDB
import SailawayDatabase

/// What a public link may show, read from the shared schema and nothing else: the content
/// table says who may see an item, the users table which ids are people.
///
/// The web server knows no feature, so it judges a link by the ids in its path: an item that
/// is private is not found; an id that is neither content nor a person belongs to something
/// private by nature (a charter), which only the app shows; anything else is public.
enum PublicAccess: Equatable {
    /// Show the page; in lists, only public items (the rows of the titles in `hiddenTitles`
    /// are left out).
    case show(kind: Kind, hiddenTitles: Set<String>)
    /// Not found, as for an id that does not exist.
    case notFound
    /// Only the "Open in Sailaway" page: the server shows nothing of it.
    case appOnly

    /// What the page is, for its Open Graph type.
    enum Kind: String, Equatable {
        /// A piece of content.
        case article
        /// A person.
        case profile
        /// A list, such as search results.
        case website
    }

    /// How the link with the path segments `segments` may be shown, read from `database`.
    static func judge(segments: [Substring], in database: SailawayDatabase) throws -> PublicAccess {
        let ids = segments.compactMap { UUID(uuidString: String($0)) }
        return try database.writer.read { db in
            var kind = Kind.website
            for id in ids {
                if let visibility = try Visibility.fetchOne(db, ContentItem.filter(Column("id") == id).select(Column("visibility"))) {
                    guard visibility != .private else { return .notFound }
                    kind = .article
                } else if try User.filter(Column("id") == id).fetchCount(db) > 0 {
                    if kind == .website { kind = .profile }
                } else {
                    return .appOnly
                }
            }
            // An item's own page lists its parts, not other items: nothing to leave out.
            guard kind != .article else { return .show(kind: kind, hiddenTitles: []) }
            var hidden: Set<String> = [], shown: Set<String> = []
            let rows = try Row.fetchCursor(db, sql: "SELECT title, visibility FROM content")
            while let row = try rows.next() {
                let title: String = row["title"], visibility: String = row["visibility"]
                if visibility == Visibility.public.rawValue { shown.insert(title) } else { hidden.insert(title) }
            }
            return .show(kind: kind, hiddenTitles: hidden.subtracting(shown))
        }
    }
}
