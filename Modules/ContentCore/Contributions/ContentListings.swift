import AppShellInterface
import ContentInterface
import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import ProfilesInterface
import SailawayDatabase
import SearchInterface

/// What a content feature contributes to the shared screens, the same way for every kind: its
/// Library section, its recent activity on Home, trending and recommended lists for Discover,
/// search and browsing, and its section of a person's profile.
///
/// It also tells the registry that a link to an item's page not yet on the device names that
/// item, to fetch while a placeholder shows.
public struct ContentListings<KindRoute: ContentKindRoute>: Sendable {
    /// Its name in the plural: "Checklists".
    public var title: String
    /// Its place among the kinds: lower comes first.
    public var order: Int

    /// Listings of the kind whose route is `route`, titled `title`; its items open their pages.
    public init(_ route: KindRoute.Type, title: String, order: Int) {
        self.title = title
        self.order = order
    }

    /// The kind of content.
    public var kind: ContentKind { ContentKind(KindRoute.contentKind) }

    /// Registers every listing.
    public func register(with registrar: FeatureRegistrar) {
        registrar.fetches(KindRoute.self) { $0.contentScreen?.detail }
        let kind = kind
        let noun = title.lowercased()
        registrar.contribute(
            LibrarySection(title: title, order: order) { context in
                try await summaries(context, style: .library) { db, person in
                    try ContentItem.authored(by: try Self.account(person), kind: kind, visibleTo: person, in: db)
                }
            },
            to: LibrarySections.self
        )
        registrar.contribute(
            ContentProvider(title: "Recently edited \(noun)", order: order) { limit, context in
                try await summaries(context, style: .library) { db, person in
                    try ContentItem.authored(by: try Self.account(person), kind: kind, visibleTo: person, limit: limit, in: db)
                }
            },
            to: HomeActivity.self
        )
        registrar.contribute(
            ContentProvider(title: "Trending \(noun)", order: order) { limit, context in
                // Trending is what other sailors made: the viewer's own items are left out.
                try await summaries(context, style: .public) { db, person in
                    try ContentItem.browse(kind: kind, order: .topRated, excludingAuthor: person, limit: limit, in: db)
                }
            },
            to: DiscoverLists.self
        )
        registrar.contribute(
            ContentProvider(title: "Recommended \(noun)", order: 100 + order) { limit, context in
                try await summaries(context, style: .public) { db, person in try ContentItem.recommended(kind: kind, for: person, limit: limit, in: db) }
            },
            to: DiscoverLists.self
        )
        registrar.contribute(
            SearchProvider(
                contentType: kind.rawValue, title: title, order: order,
                search: { query, limit, context in
                    try await summaries(context, style: .public) { db, _ in try ContentItem.search(query, kind: kind, limit: limit, in: db) }
                },
                browse: { browseOrder, limit, context in
                    try await summaries(context, style: .public) { db, _ in try ContentItem.browse(kind: kind, order: browseOrder, limit: limit, in: db) }
                }
            ),
            to: SearchProviders.self
        )
        registrar.contribute(
            ProfileSection(title: title, order: order) { subject, context in
                try await summaries(context, style: .public) { db, person in
                    try ContentItem.authored(by: subject.id, kind: kind, visibleTo: person, in: db)
                }
            },
            to: ProfileSections.self
        )
    }

    /// How a list describes its items.
    enum Style {
        /// The user's own: "Forked · Private".
        case library
        /// Anyone's: "By Marta Ferrer · ★ 4.7 (3 ratings)".
        case `public`
    }

    /// Items as list rows, from `query` given the database and the account the screen's viewer
    /// is (nil for the public): the list shows what that viewer may see, decided in the query.
    private func summaries(
        _ context: ScreenContext, style: Style, _ query: @escaping @Sendable (Database, UUID?) throws -> [ContentItem]
    ) async throws -> [ContentSummary] {
        let person = context.viewer.accountID
        return try await context.database().writer.read { db in
            let items = try query(db, person)
            let lines = switch style {
            case .library: items.map(Self.libraryLine)
            case .public: try ContentHeader.publicLines(of: items, viewer: person, in: db)
            }
            return zip(items, lines).map { item, line in
                ContentSummary(title: item.title, detail: line, route: AnyRoute(KindRoute.detail(id: item.id)))
            }
        }
    }

    /// The account of a list that only an account has (Library, recent activity).
    private static func account(_ person: UUID?) throws -> UUID {
        guard let person else { throw NoAccount() }
        return person
    }

    /// "Created · Private", "Forked · Public": how an item sits in the user's library.
    public static func libraryLine(_ item: ContentItem) -> String {
        "\(item.forkedFromID == nil ? "Created" : "Forked") · \(item.visibility.title)"
    }
}

extension ContentHeader {
    /// "By Marta Ferrer · ★ 4.7 (3 ratings)" for each of `items` in a public list, read in two
    /// queries whatever the list's length: the authors' names, and the ratings.
    static func publicLines(of items: [ContentItem], viewer: UUID?, in db: Database) throws -> [String] {
        let authors = Set(items.map(\.authorID))
        let names = Dictionary(uniqueKeysWithValues: try User.filter(authors.contains(Column("id"))).fetchAll(db).map { ($0.id, $0.name) })
        let ratings = try Row.fetchAll(
            db,
            Table("rating")
                .select(Column("contentID"), average(Column("stars")).forKey("average"), count(Column("stars")).forKey("count"))
                .filter(items.map(\.id).contains(Column("contentID")))
                .group(Column("contentID"))
        )
        let summaries = Dictionary(uniqueKeysWithValues: ratings.map { row in
            (row["contentID"] as UUID, RatingSummary(average: row["average"], count: row["count"], own: nil))
        })
        return items.map { item in
            let author = item.authorID == viewer ? "you" : names[item.authorID] ?? "Unknown sailor"
            return "By \(author) · \((summaries[item.id] ?? RatingSummary(average: nil, count: 0, own: nil)).text)"
        }
    }
}
