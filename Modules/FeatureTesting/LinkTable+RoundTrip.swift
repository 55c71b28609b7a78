import NavigationEngine

extension LinkTable {
    /// A table of `links` alone, configured as the app's (its scheme and its universal links'
    /// host): what a feature's link tests print and parse with.
    ///
    /// ```swift
    /// let table = try LinkTable(testing: DeckRoute.links)
    /// ```
    public init<R: Route>(testing links: [LinkPattern<R>]) throws {
        try self.init(patterns: links.map(\.erased), configuration: AppHarness.configuration)
    }

    /// What stops `routes` from round-tripping through their links: for each route and each
    /// link style, a missing link, a link that does not resolve, or one that resolves to another
    /// route. Empty when printing then parsing every link gives back its route.
    ///
    /// ```swift
    /// #expect(table.roundTripFailures([DeckRoute.detail(id: id), .typeSelection]) == [])
    /// ```
    public func roundTripFailures<R: Route>(_ routes: [R]) -> [String] {
        var failures: [String] = []
        for route in routes.map(AnyRoute.init) {
            for style in LinkStyle.allCases {
                guard let link = link(for: route, style: style) else {
                    failures.append("\(route) has no \(style) link")
                    continue
                }
                do {
                    let resolved = try resolve(link, from: .internal).route
                    if resolved != route {
                        failures.append("\(link) resolves to \(resolved), not \(route)")
                    }
                } catch {
                    failures.append("\(link) does not resolve: \(error)")
                }
            }
        }
        return failures
    }
}
