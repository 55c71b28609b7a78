import FeatureRegistry
import NavigationEngine

/// One link pattern of the build as the generated documents describe it: its row of the route
/// table and the parents its link opens it over.
public struct RouteListing {
    /// The pattern's row, as `routes` prints it.
    public var entry: RouteTableEntry
    /// Whether the route becomes a stack, a modal or a tab's root.
    public var presentation: LinkPresentation { entry.presentation }
    /// The patterns of the screens its link opens under it, bottom first (its declared parents).
    public var parents: [String] = []

    /// Every pattern of `composition`, in the order `routes` lists them.
    public static func listings(of composition: Composition) -> [RouteListing] {
        // Templates are unique in a table (two equal ones would match the same link), so the
        // text finds the pattern behind each row.
        let links = composition.links
        let patterns = Dictionary(links.patterns.map { ($0.templateText, $0) }, uniquingKeysWith: { first, _ in first })
        return composition.routeTable.map { entry in
            let pattern = patterns[entry.pattern]
            return RouteListing(
                entry: entry,
                parents: pattern.map { parents(of: $0, in: links) } ?? []
            )
        }
    }

    /// The patterns of `pattern`'s parents, read from the parents of a route its link gives
    /// with sample values: parents are declared per route, and the patterns are what a reader
    /// recognises.
    private static func parents(of pattern: AnyLinkPattern, in links: LinkTable) -> [String] {
        guard pattern.hasParents, let path = pattern.samplePaths.first,
            let resolved = try? links.resolve("\(links.configuration.scheme)://\(path)", from: .internal)
        else { return [] }
        return pattern.parents(of: resolved.route).compactMap { links.pattern(for: $0)?.templateText }
    }
}
