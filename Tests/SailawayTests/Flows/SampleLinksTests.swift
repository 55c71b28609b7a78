import AppShell
import Foundation
import NavigationEngine
import Testing

/// Every sample link every feature declares is opened from outside as a universal link
/// (`https://sailaway.app/…`): a public one opens its content, an internal one is refused as
/// internal only (the screen catalog opens it from inside); a feature with public links lists
/// one first. The rule is docs/FEATURE-TEAMS.md's
/// "Sample links"; the links come from `sailaway features --json`, as CI reads them, so a new
/// feature's are opened without anyone listing them.
@Suite struct SampleLinksTests {
    @Test func everySampleLinkOfEveryFeatureIsOpenedFromOutsideAsAUniversalLink() throws {
        let sailaway = try SailawayScript()
        let features = try #require(try sailaway.object("features", "--json")["features"] as? [[String: Any]])
        let routes = try #require(try JSONSerialization.jsonObject(with: Data(sailaway.run("routes", "--json").output.utf8)) as? [[String: Any]])
        let withPublicLinks = Set(routes.filter { $0["public"] as? Bool == true }.compactMap { $0["feature"] as? String })
        for feature in features {
            let name = try #require(feature["name"] as? String)
            let links = try #require(feature["sampleLinks"] as? [String])
            #expect(!links.isEmpty, "\(name) declares no sample link")
            for (index, link) in links.enumerated() {
                let universal = Self.universal(link)
                let explanation = try sailaway.object("routes", "explain", universal, "--json")
                let match = try #require(explanation["match"] as? [String: Any], "\(name): no pattern takes \(universal): \(explanation)")
                #expect(match["feature"] as? String == name, "\(name): \(universal) is taken by another feature's pattern")
                let run = try sailaway.run("open", universal, "--json")
                #expect(
                    index > 0 || !withPublicLinks.contains(name) || match["public"] as? Bool == true,
                    "\(name) has public links: its first sample link, \(universal), must be one"
                )
                guard match["public"] as? Bool == true else {
                    #expect(run.status == 3 && run.errors.contains("opens only from inside the app"), "\(name): \(universal) is internal, so refused from outside")
                    continue
                }
                #expect(run.status == 0, "\(name): \(universal) did not open (exit \(run.status)): \(run.errors)")
                guard run.status == 0 else { continue }
                let screen = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
                let title = screen["title"] as? String
                #expect(!["Not Found", "Could Not Load", "Not Available"].contains(title), "\(name): \(universal) opened \(title ?? "no screen")")
            }
        }
    }

    /// `link` as a universal link: a custom-scheme link's address on the app's first web host.
    static func universal(_ link: String) -> String {
        let configuration = LinkConfiguration.sailaway
        let custom = "\(configuration.scheme)://"
        guard link.lowercased().hasPrefix(custom), let host = configuration.universalHosts.first else { return link }
        return "https://\(host)/" + link.dropFirst(custom.count)
    }
}
