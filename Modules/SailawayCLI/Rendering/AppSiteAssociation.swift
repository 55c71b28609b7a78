import NavigationEngine

/// `aasa`: the `apple-app-site-association` document that lets the build's public links open
/// the app as universal links, in Apple's `components` format.
///
/// Each public pattern of an enabled feature, and each of its aliases, is one component: a
/// `{parameter}` path segment becomes `*`, a query parameter `"?": {"q": "*"}` and a fixed query
/// item `"?": {"type": "checklist"}`. Internal patterns are never listed.
///
/// The system reads an absent query item as an empty value, which `*` matches: an optional
/// query parameter (`search?q={query}&type={type}`) needs no second component without it.
struct AppSiteAssociation: Encodable {
    /// The `applinks` service.
    struct AppLinks: Encodable {
        /// One entry: the apps and the links they open.
        var details: [Details]
    }

    /// The apps that open a set of links.
    struct Details: Encodable {
        /// `TEAMID.bundle.id` of each app.
        var appIDs: [String]
        /// The links, in the order `routes` lists their patterns.
        var components: [Component]
    }

    /// One URL pattern.
    struct Component: Encodable, Equatable {
        /// The path pattern, such as `/content/checklist/*`.
        var path: String
        /// The query items the URL must carry, by name: a literal value or `*`; nil for none.
        var query: [String: String]?
        /// Which pattern the component comes from; ignored by the system.
        var comment: String

        enum CodingKeys: String, CodingKey {
            case path = "/"
            case query = "?"
            case comment
        }
    }

    /// The universal-links service.
    var applinks: AppLinks

    /// The document for the public patterns among `listings`, opened by the apps `appIDs`.
    ///
    /// Patterns of features that are disabled or absent are left out: the app would refuse them.
    init(listings: [RouteListing], appIDs: [String]) throws(LinkTemplateError) {
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
        applinks = AppLinks(details: [Details(appIDs: appIDs, components: components)])
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
