import Foundation
import NavigationEngine
import RoutingKit

/// The anchor: vapor/routing-kit 4.9.3's `TrieRouter`, over the same tables.
enum RoutingKitTables {
    /// A router whose output is the matched entry's index: the path-matching rows.
    static func pathRouter(_ table: RouteTable) -> TrieRouter<Int> {
        let router = TrieRouter(Int.self)
        for path in table.paths {
            router.register(path.entry, at: components(path.segments))
        }
        return router
    }

    /// routing-kit's path components: `.constant` words and `.parameter` names.
    static func components(_ segments: [PathSegment]) -> [RoutingKit.PathComponent] {
        segments.map {
            switch $0 {
            case .literal(let word): .constant(word)
            case .parameter(let name): .parameter(name)
            }
        }
    }

    /// Splits a path as Vapor's responder does before routing: `[String]` of its segments.
    @inline(__always)
    static func split(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}

/// The anchor of the full-link row: routing-kit for the path, `URLComponents` for the scheme,
/// host and query, `UUID(uuidString:)` for the IDs, and a handler per pattern that builds the
/// typed route, as a Vapor-style app would.
struct RoutingKitLinkRouter {
    /// Builds a typed route from a match's parameters and the link's components.
    struct Handler: Sendable {
        var make: @Sendable (Parameters, URLComponents) -> AnyRoute?
    }

    private let router: TrieRouter<Handler>

    /// Registers every path of `table` with the handler of its pattern.
    init(_ table: RouteTable) {
        router = TrieRouter(Handler.self)
        for path in table.paths {
            let handler: Handler
            switch table.entries[path.entry].origin {
            case .sailaway:
                // The alias paths `content/{id}?type=…` share one handler that reads `type`.
                let key = path.template.hasPrefix("content/{id}?") ? "content/{id}" : path.template
                guard let known = Self.sailawayHandlers[key] else { preconditionFailure("no anchor handler for \(key)") }
                handler = known
            case .synthetic(let index):
                let (feature, item) = SyntheticLinks.position(index)
                handler = Handler { parameters, _ in
                    parameters.uuid("p2").map { AnyRoute(SyntheticRoute(feature: feature, item: item, id: $0)) }
                }
            }
            router.register(handler, at: RoutingKitTables.components(path.segments))
        }
    }

    /// The route `link` opens, or nil.
    func resolve(_ link: String) -> AnyRoute? {
        guard let components = URLComponents(string: link), let scheme = components.scheme?.lowercased() else {
            return nil
        }
        var path: [String]
        switch scheme {
        case "sailaway":
            guard let host = components.host, !host.isEmpty else { return nil }
            path = [host] + RoutingKitTables.split(components.path)
        case "https":
            guard components.host?.lowercased() == "sailaway.app" else { return nil }
            path = RoutingKitTables.split(components.path)
        default:
            return nil
        }
        var parameters = RoutingKit.Parameters()
        guard let handler = router.route(path: path, parameters: &parameters) else { return nil }
        return handler.make(parameters, components)
    }
}

extension Parameters {
    /// The parameter `name` as a UUID.
    func uuid(_ name: String) -> UUID? {
        get(name).flatMap(UUID.init(uuidString:))
    }
}

extension URLComponents {
    /// The first query item named `name`.
    func query(_ name: String) -> String? {
        queryItems?.first { $0.name == name }?.value
    }
}
