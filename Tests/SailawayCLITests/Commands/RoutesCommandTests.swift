import Foundation
import SailawayCLI
import Testing

/// `sailaway routes`: the route table of the enabled features.
@MainActor
@Suite struct RoutesCommandTests {
    let app = TerminalApp()

    private func routes(_ options: String...) async throws -> [String: [String: Any]] {
        let run = await app.run(options + ["routes", "--json"])
        try #require(run.status == ExitStatus.success)
        let entries = try PrintedJSON.objects(run.output)
        return Dictionary(uniqueKeysWithValues: try entries.map { (try #require($0["pattern"] as? String), $0) })
    }

    @Test func jsonListsEveryPatternWithItsFeatureTabAndVisibility() async throws {
        let routes = try await routes()

        let detail = try #require(routes["harbor/{id}"])
        #expect(detail["feature"] as? String == "Harbors")
        #expect(detail["tab"] as? String == "discover")
        #expect(detail["public"] as? Bool == true)
        #expect(detail["aliases"] as? [String] == ["content/{id}?type=harbor"])

        let editor = try #require(routes["harbor/{id}/edit"])
        #expect(editor["public"] as? Bool == false)
        #expect(editor["tab"] is NSNull, "an editor opens on the selected tab")

        let review = try #require(routes["harbor/{id}/review"])
        #expect(review["sheet"] as? Bool == true)

        let member = try #require(routes["crew/{id}"])
        #expect(member["feature"] as? String == "Crew")
        #expect(member["tab"] as? String == "profile")
    }

    @Test func everyEntryCarriesLinksThatOpenItWithSampleValuesItsAliasesToo() async throws {
        let routes = try await routes()

        let detail = try #require(routes["harbor/{id}"])
        #expect(detail["sampleLinks"] as? [String] == [
            "sailaway://harbor/00000000-0000-4000-8000-000000000001",
            "sailaway://content/00000000-0000-4000-8000-000000000001?type=harbor",
        ])
        for link in routes.values.flatMap({ $0["sampleLinks"] as? [String] ?? [] }) {
            let explained = await app.run("routes", "explain", link)
            #expect(explained.status == ExitStatus.success, "\(link)")
        }
    }

    @Test func everyEntryHasPatternFeatureTabAndPublic() async throws {
        let run = await app.run("routes", "--json")

        let entries = try PrintedJSON.objects(run.output)
        #expect(entries.count == 10)
        for entry in entries {
            #expect(entry["pattern"] is String)
            #expect(entry["feature"] is String)
            #expect(entry["tab"] is String || entry["tab"] is NSNull)
            #expect(entry["public"] is Bool)
        }
    }

    @Test func everyTabHasAnInternalRootLink() async throws {
        let routes = try await routes()

        for tab in ["home", "library", "discover", "profile"] {
            let root = try #require(routes[tab], "no root link for \(tab)")
            #expect(root["tab"] as? String == tab)
            #expect(root["public"] as? Bool == false)
        }
        #expect(routes["home"]?["feature"] as? String == "Shell")
        #expect(routes["discover"]?["feature"] as? String == "Harbors")
    }

    @Test func aDisabledFeaturesPatternsAreListedAsDisabled() async throws {
        let routes = try await routes("--features", "Harbors")

        #expect(routes["crew/{id}"]?["enabled"] as? Bool == false)
        #expect(routes["harbor/{id}"]?["enabled"] as? Bool == true)
        #expect(routes["profile"] == nil, "the Crew tab is not in this build")
    }

    @Test func textIsATableWithTheLinkSpellings() async {
        let run = await app.run("routes")

        #expect(run.status == ExitStatus.success)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.split(separator: " ") == ["PATTERN", "FEATURE", "TAB", "ACCESS"])
        #expect(lines.contains { $0.hasPrefix("harbor/{id} (also content/{id}?type=harbor)") && $0.hasSuffix("public") })
        #expect(lines.contains { $0.hasPrefix("harbor/{id}/review") && $0.contains("sheet") && $0.hasSuffix("internal") })
        #expect(run.output.hasSuffix("Links are sailaway://<pattern> or https://sailaway.app/<pattern>.\n"))
    }
}
