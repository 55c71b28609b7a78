import Foundation
import SailawayCLI
import Testing

/// `sailaway aasa`: the apple-app-site-association file of the build's public links.
@MainActor
@Suite struct AasaCommandTests {
    let app = TerminalApp()

    /// A component as a script reads it: its path pattern and its query items.
    struct Component: Hashable, CustomStringConvertible {
        var path: String
        var query: [String: String]

        /// The component a template's links need: parameters become `*`.
        init(template: String) {
            let parts = template.split(separator: "?", maxSplits: 1).map(String.init)
            func wildcard(_ text: String) -> String { text.hasPrefix("{") && text.hasSuffix("}") ? "*" : text }
            path = "/" + parts[0].split(separator: "/").map { wildcard(String($0)) }.joined(separator: "/")
            query = [:]
            for item in parts.dropFirst().first?.split(separator: "&") ?? [] {
                let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
                query[pair[0]] = wildcard(pair[1])
            }
        }

        init(path: String, query: [String: String] = [:]) {
            self.path = path
            self.query = query
        }

        var description: String { query.isEmpty ? path : "\(path) ? \(query)" }
    }

    private func aasa(_ options: [String] = [], appIDs: [String] = []) async throws -> (appIDs: [String], components: [[String: Any]]) {
        let run = await app.run(options + ["aasa"] + appIDs.flatMap { ["--app-id", $0] })
        try #require(run.status == ExitStatus.success, "aasa failed: \(run.errors)")
        let json = try PrintedJSON.object(run.output)
        #expect(Array(json.keys) == ["applinks"])
        let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        try #require(details.count == 1)
        return (try #require(details[0]["appIDs"] as? [String]), try #require(details[0]["components"] as? [[String: Any]]))
    }

    /// The components that claim links: those not excluded.
    private func components(_ options: String...) async throws -> [Component] {
        try await aasa(options).components.filter { $0["exclude"] == nil }.map { component in
            Component(path: try #require(component["/"] as? String), query: component["?"] as? [String: String] ?? [:])
        }
    }

    private func routes(_ options: String...) async throws -> [[String: Any]] {
        let run = await app.run(options + ["routes", "--json"])
        try #require(run.status == ExitStatus.success)
        return try PrintedJSON.objects(run.output)
    }

    @Test func listsThePublicPatternsAndAliasesInAppleComponentsFormat() async throws {
        let components = try await components()

        #expect(
            components == [
                Component(path: "/harbor/*"),
                Component(path: "/content/*", query: ["type": "harbor"]),
                Component(path: "/harbors/search", query: ["q": "*"]),
                Component(path: "/crew/*"),
            ]
        )
    }

    @Test func everyPublicPatternAndAliasHasAComponent() async throws {
        let components = Set(try await components())
        let publicRoutes = try await routes().filter { $0["public"] as? Bool == true }

        #expect(!publicRoutes.isEmpty)
        for route in publicRoutes {
            let pattern = try #require(route["pattern"] as? String)
            #expect(components.contains(Component(template: pattern)), "\(pattern) is not in aasa")
            for alias in route["aliases"] as? [String] ?? [] {
                #expect(components.contains(Component(template: alias)), "the alias \(alias) of \(pattern) is not in aasa")
            }
        }
    }

    @Test func everyInternalPatternIsExcludedBeforeAnyLinkIsClaimed() async throws {
        let all = try await aasa().components
        let claimed = Set(try await components())
        let internalRoutes = try await routes().filter { $0["public"] as? Bool == false }
        let excluded = all.prefix { $0["exclude"] as? Bool == true }.compactMap { $0["/"] as? String }

        #expect(internalRoutes.count == 7, "editor, review sheet, region list and the four tab roots")
        #expect(excluded.count == internalRoutes.count, "the excluded components come first, one per internal pattern")
        for route in internalRoutes {
            let pattern = try #require(route["pattern"] as? String)
            #expect(!claimed.contains(Component(template: pattern)), "the internal \(pattern) is claimed")
            #expect(excluded.contains(Component(template: pattern).path), "the internal \(pattern) is not excluded")
        }
    }

    @Test func eachComponentSaysWhichPatternItComesFrom() async throws {
        let comments = try await aasa().components.compactMap { $0["comment"] as? String }

        #expect(comments == [
            "Harbors: harbor/{id}/edit, internal",
            "Harbors: harbor/{id}/review, internal",
            "Harbors: harbors/{region}?page={page}, internal",
            "Shell: home, internal",
            "Shell: library, internal",
            "Harbors: discover, internal",
            "Crew: profile, internal",
            "Harbors: harbor/{id}",
            "Harbors: content/{id}?type=harbor, an alias of harbor/{id}",
            "Harbors: harbors/search?q={query}",
            "Crew: crew/{id}",
        ])
    }

    @Test func aDisabledFeaturesLinksAreNotClaimed() async throws {
        let components = try await components("--features", "Harbors")

        #expect(!components.contains(Component(path: "/crew/*")))
        #expect(components.contains(Component(path: "/harbor/*")))
    }

    @Test func aFeatureLeftOutOfTheBuildIsNotClaimed() async throws {
        let app = TerminalApp(leavingOut: ["Crew"])
        let run = await app.run("aasa")

        #expect(run.status == ExitStatus.success)
        #expect(!run.output.contains("/crew/"))
        #expect(run.output.contains("\"/harbor/*\""))
    }

    @Test func theAppIDIsThePlaceholderUnlessGiven() async throws {
        #expect(try await aasa().appIDs == ["ABCDE12345.app.sailaway"])
        #expect(try await aasa(appIDs: ["A1B2C3D4E5.app.sailaway"]).appIDs == ["A1B2C3D4E5.app.sailaway"])
        #expect(
            try await aasa(appIDs: ["A1B2C3D4E5.app.sailaway", "A1B2C3D4E5.app.sailaway.beta"]).appIDs
                == ["A1B2C3D4E5.app.sailaway", "A1B2C3D4E5.app.sailaway.beta"]
        )
    }

    @Test(arguments: ["app.sailaway", "abcde12345.app.sailaway", "ABCDE1234.app.sailaway", "ABCDE12345.", "ABCDE12345.app sailaway"])
    func aMalformedAppIDIsAUsageError(appID: String) async {
        let run = await app.run("aasa", "--app-id", appID)

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors.contains("is not an app ID"))
        #expect(run.output.isEmpty)
    }

    @Test func helpNamesTheDefaultAppID() async {
        let run = await app.run("aasa", "--help")

        #expect(run.status == ExitStatus.success)
        #expect(run.output.contains("ABCDE12345.app.sailaway"))
    }

    @Test func theFileIsCompactWithPathsWrittenWithUnescapedSlashes() async {
        let run = await app.run("aasa")

        #expect(run.output.contains(#"{"/":"/harbor/*","comment":"#))
        #expect(run.output.split(separator: "\n").count == 1, "one line, as the server sends it")
        #expect(!run.output.contains(#"\/"#))
    }
}
