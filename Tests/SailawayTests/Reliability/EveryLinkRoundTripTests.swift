import FeatureRegistry
import FeatureTesting
import Foundation
import SailawayApp
import NavigationEngine
import Testing

/// Every route of every feature of the app prints and parses: a link is declared once (its case
/// key path builds the route and reads it back), so for every pattern of the composed app's link
/// table, tab roots included, a link with a value for each parameter opens a route, that route
/// prints back to the same link in both spellings, and the printed link opens the same route.
@MainActor
@Suite struct EveryLinkRoundTripTests {
    @Test func everyPatternsRoutePrintsBackToItsOwnLinkAndParsesToTheSameRoute() async throws {
        let table = try await ComposedApp.launch().session.router.links
        var failures: [String] = []

        for pattern in table.patterns {
            for link in Self.links(filling: pattern.templateText, with: pattern.sampleParameterValues, in: table.configuration) {
                failures += Self.roundTripFailures(of: link, pattern: pattern, in: table)
            }
        }

        #expect(failures == [])
        #expect(Set(table.patterns.map(\.owner)) == Set(AppFeatures.compiledIn.map(\.name) + ["Shell"]))
    }

    @Test func everyAliasOpensTheRouteItsCanonicalLinkOpens() async throws {
        let table = try await ComposedApp.launch().session.router.links
        let aliased = table.patterns.filter { !$0.aliasTexts.isEmpty }

        for pattern in aliased {
            let canonical = try #require(Self.links(filling: pattern.templateText, with: pattern.sampleParameterValues, in: table.configuration).first)
            let route = try table.resolve(canonical, from: .internal).route
            for alias in pattern.aliasTexts {
                let names = try LinkTemplate(pattern.templateText).parameterNames
                let aliasNames = try LinkTemplate(alias).parameterNames
                // An alias names the same parameters, perhaps in another order.
                let values = aliasNames.map { name in pattern.sampleParameterValues[names.firstIndex(of: name)!] }
                for link in Self.links(filling: alias, with: values, in: table.configuration) {
                    #expect(try table.resolve(link, from: .internal).route == route, "\(link)")
                }
            }
        }
        #expect(!aliased.isEmpty)
    }

    // MARK: - Links from templates

    /// What goes wrong taking `link` round: it opens a route, the route prints `link` again in
    /// its style, the pattern that prints it is `pattern`, and the printed link opens the route.
    private static func roundTripFailures(of link: String, pattern: AnyLinkPattern, in table: LinkTable) -> [String] {
        let route: AnyRoute
        do {
            route = try table.resolve(link, from: .internal).route
        } catch {
            return ["\(link) (\(pattern.owner)) does not open: \(error)"]
        }
        var failures: [String] = []
        let style: LinkStyle = link.hasPrefix("https://") ? .universal : .custom
        if let printed = table.link(for: route, style: style) {
            if printed != link { failures.append("\(route) opened from \(link) prints \(printed)") }
            if (try? table.resolve(printed, from: .internal).route) != route { failures.append("\(printed) does not open \(route) again") }
        } else {
            failures.append("\(route) opened from \(link) has no \(style) link")
        }
        if table.pattern(for: route)?.templateText != pattern.templateText {
            failures.append("\(route) is printed by \(table.pattern(for: route)?.templateText ?? "nothing"), not \(pattern.templateText)")
        }
        return failures
    }

    /// The links of `template` with `values` for its parameters (in the template's order), in
    /// both spellings: `sailaway://…` and `https://HOST/…` with the universal host links are printed with.
    private static func links(filling template: String, with values: [String], in configuration: LinkConfiguration) -> [String] {
        guard let parsed = try? LinkTemplate(template) else { return [] }
        var next = values.makeIterator()
        let path = parsed.segments.map { segment -> String in
            switch segment {
            case .literal(let word): word
            case .parameter: next.next() ?? ""
            }
        }
        let query = parsed.query.map { item -> String in
            switch item.value {
            case .literal(let word): "\(item.key)=\(word)"
            case .parameter: "\(item.key)=\(next.next() ?? "")"
            }
        }
        let text = path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        return ["\(configuration.scheme)://\(text)"] + configuration.universalHosts.prefix(1).map { "https://\($0)/\(text)" }
    }
}
