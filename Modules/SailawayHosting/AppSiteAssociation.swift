import FeatureRegistry
import Foundation
import NavigationEngine

/// `aasa`: the `apple-app-site-association` document that lets the build's public links open
/// the app as universal links, in Apple's `components` format.
///
/// Each public pattern of an enabled feature, and each of its aliases, is one component: a
/// `{parameter}` path segment becomes `*`, a query parameter `"?": {"q": "*"}` and a fixed query
/// item `"?": {"type": "checklist"}`.
///
/// The system reads an absent query item as an empty value, which `*` matches: an optional
/// query parameter (`search?q={query}&type={type}`) needs no second component without it.
///
/// The internal patterns come first, as components with `"exclude": true`: the system takes
/// the first component that matches, so a pasted internal path stays in the browser instead of
/// opening the app.
///
/// One document: `sailaway aasa` prints ``json()`` and the web host serves the same bytes.
public struct AppSiteAssociation: Encodable {
    /// The `applinks` service.
    public struct AppLinks: Encodable {
        /// One entry: the apps and the links they open.
        public var details: [Details]
    }

    /// The apps that open a set of links.
    public struct Details: Encodable {
        /// `TEAMID.bundle.id` of each app.
        public var appIDs: [String]
        /// The links, in the order `routes` lists their patterns: the excluded ones first.
        public var components: [Component]
    }

    /// One URL pattern.
    public struct Component: Encodable, Equatable, Sendable {
        /// The path pattern, such as `/content/checklist/*`.
        public var path: String
        /// The query items the URL must carry, by name: a literal value or `*`; nil for none.
        public var query: [String: String]?
        /// True for a pattern whose links must not open the app; nil (left out) otherwise.
        public var exclude: Bool?
        /// Which pattern the component comes from; ignored by the system.
        public var comment: String

        enum CodingKeys: String, CodingKey {
            case path = "/"
            case query = "?"
            case exclude
            case comment
        }
    }

    /// The app ID used when none is given: a placeholder team ID and the app's bundle ID.
    public static let defaultAppID = "ABCDE12345.app.sailaway"

    /// The universal-links service.
    public var applinks: AppLinks

    /// The document of `composition`'s links, opened by the apps `appIDs`.
    public init(composition: Composition, appIDs: [String]) throws(LinkTemplateError) {
        try self.init(listings: RouteListing.listings(of: composition), appIDs: appIDs)
    }

    /// The document for the public patterns among `listings`, opened by the apps `appIDs`.
    ///
    /// Patterns of features that are disabled or absent are left out: the app would refuse them.
    /// The internal patterns come first as excluded components, except one whose component a
    /// public pattern also gives (it would shut that one out).
    public init(listings: [RouteListing], appIDs: [String]) throws(LinkTemplateError) {
        var components: [Component] = []
        for listing in listings where listing.entry.isPublic && listing.entry.isEnabled {
            let entry = listing.entry
            components.append(Self.component(for: try LinkTemplate(entry.pattern), comment: "\(entry.feature): \(entry.pattern)"))
            for alias in entry.aliases {
                components.append(
                    Self.component(for: try LinkTemplate(alias), comment: "\(entry.feature): \(alias), an alias of \(entry.pattern)")
                )
            }
        }
        var excluded: [Component] = []
        for listing in listings where !listing.entry.isPublic {
            var component = Self.component(for: try LinkTemplate(listing.entry.pattern), comment: "\(listing.entry.feature): \(listing.entry.pattern), internal")
            let isAlsoPublic = components.contains { $0.path == component.path && $0.query == component.query }
            guard !isAlsoPublic, !excluded.contains(where: { $0.path == component.path && $0.query == component.query }) else { continue }
            component.exclude = true
            excluded.append(component)
        }
        applinks = AppLinks(details: [Details(appIDs: appIDs, components: excluded + components)])
    }

    /// The file's bytes: compact JSON, keys sorted, slashes as they are. Compact, because every
    /// phone that installs the app fetches it: 5.8 KB rather than 11 KB pretty-printed. Read it
    /// with `sailaway aasa | python3 -m json.tool`.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The component matching the links of `template`.
    static func component(for template: LinkTemplate, comment: String) -> Component {
        let path = template.segments.map { segment in
            switch segment {
            case .literal(let word): word
            case .parameter: "*"
            }
        }
        var query: [String: String] = [:]
        for item in template.query {
            switch item.value {
            case .literal(let value): query[item.key] = value
            case .parameter: query[item.key] = "*"
            }
        }
        return Component(path: "/" + path.joined(separator: "/"), query: query.isEmpty ? nil : query, comment: comment)
    }
}
