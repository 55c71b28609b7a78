import Foundation
import Testing

/// `sailaway aasa` on the build with every feature: the universal links of the public routes.
@Suite struct AasaCommandTests {
    @Test func claimsThePublicContentProfileCharterAndSearchLinksAndNoInternalOne() throws {
        let output = try SailawayScript().succeed("aasa")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.first?["appIDs"] as? [String] == ["ABCDE12345.app.sailaway"])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        let paths = components.filter { $0["exclude"] == nil }.compactMap { $0["/"] as? String }
        let excluded = components.filter { $0["exclude"] as? Bool == true }.compactMap { $0["/"] as? String }

        for path in ["/content/checklist/*", "/content/deck/*", "/content/guide/*", "/user/*", "/charter/*"] {
            #expect(paths.contains(path), "\(path) is not claimed")
        }
        let search = try #require(components.first { $0["/"] as? String == "/search" }, "/search is not claimed")
        #expect((search["?"] as? [String: String])?["q"] == "*")
        #expect(components.contains { $0["/"] as? String == "/content/*" && ($0["?"] as? [String: String]) == ["type": "checklist"] })

        for internalPath in ["/checklist/*/edit", "/checklist/new", "/charter/*/edit", "/settings", "/home", "/discover"] {
            #expect(!paths.contains(internalPath), "the internal \(internalPath) is claimed")
            #expect(excluded.contains(internalPath), "the internal \(internalPath) is not excluded")
        }
    }
}
