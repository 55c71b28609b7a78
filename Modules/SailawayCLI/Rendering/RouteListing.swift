import FeatureRegistry
import NavigationEngine

/// One link pattern of the build as the generated documents describe it: its row of the route
/// table and how its route is presented.
///
/// ``RouteTableEntry`` only says whether a route is a sheet; the documents also name tab roots,
/// which the pattern itself records.
struct RouteListing {
    /// The pattern's row, as `routes` prints it.
    var entry: RouteTableEntry
    /// Whether the route becomes a stack, a sheet or a tab's root.
    var presentation: LinkPresentation

    /// Every pattern of `composition`, in the order `routes` lists them.
    static func listings(of composition: Composition) -> [RouteListing] {
        // Templates are unique in a table (two equal ones would match the same link), so the
        // text finds the pattern behind each row.
        let presentations = Dictionary(
            composition.links.patterns.map { ($0.templateText, $0.presentation) }, uniquingKeysWith: { first, _ in first }
        )
        return composition.routeTable.map { entry in
            RouteListing(entry: entry, presentation: presentations[entry.pattern] ?? (entry.isSheet ? .sheet : .stack))
        }
    }
}
