import Foundation
import SailawayCLI
import Testing

/// `sailaway routes explain URL`: which pattern and feature take a link and where it leads, or
/// why nothing does; it opens and saves nothing.
@MainActor
@Suite struct RoutesExplainCommandTests {
    let app = TerminalApp()
    let portoCervoID = "550e8400-e29b-41d4-a716-446655440000"

    private func explain(_ link: String, options: [String] = [], in app: TerminalApp? = nil) async throws -> [String: Any] {
        let run = await (app ?? self.app).run(options + ["routes", "explain", link, "--json"])
        try #require(run.status == ExitStatus.success, "routes explain failed: \(run.errors)")
        return try PrintedJSON.object(run.output)
    }

    @Test func aMatchingLinkNamesItsPatternFeatureAccessTabRouteAndBackStack() async throws {
        let explanation = try await explain("https://sailaway.app/harbor/\(portoCervoID)")

        #expect(explanation["opens"] as? Bool == true)
        #expect(explanation["reason"] is NSNull)
        let match = try #require(explanation["match"] as? [String: Any])
        #expect(match["pattern"] as? String == "harbor/{id}")
        #expect(match["feature"] as? String == "Harbors")
        #expect(match["featureStatus"] as? String == "enabled")
        #expect(match["public"] as? Bool == true)
        #expect(match["tab"] as? String == "discover")
        #expect(match["alias"] as? Bool == false)
        #expect((explanation["route"] as? String)?.hasPrefix("HarborRoute.detail(id: ") == true)
        #expect(explanation["backStack"] as? [String] == [Links.portoCervo])
        #expect(explanation["nearest"] is NSNull)
    }

    @Test func anAliasIsNamedBesideItsPattern() async throws {
        let explanation = try await explain("sailaway://content/\(portoCervoID)?type=harbor")

        #expect(explanation["opens"] as? Bool == true)
        let match = try #require(explanation["match"] as? [String: Any])
        #expect(match["alias"] as? Bool == true)
        #expect(match["template"] as? String == "content/{id}?type=harbor")
        #expect(match["pattern"] as? String == "harbor/{id}")
        #expect(explanation["backStack"] as? [String] == [Links.portoCervo], "an alias opens the canonical link")
    }

    @Test func anInternalLinkIsRefusedFromOutsideAndSaysWhereItWouldLead() async throws {
        let explanation = try await explain(Links.portoCervoEditor)

        #expect(explanation["opens"] as? Bool == false)
        #expect(explanation["refusal"] as? String == "internalOnly")
        #expect((explanation["reason"] as? String)?.contains("opens only from inside the app") == true)
        let match = try #require(explanation["match"] as? [String: Any])
        #expect(match["public"] as? Bool == false)
        #expect(match["tab"] is NSNull, "the editor opens on the selected tab")
        #expect(explanation["backStack"] as? [String] == [Links.portoCervoEditor])
    }

    @Test func aLinkOfAFeatureNotInTheBuildNamesTheFeatureAndThatItsTraitIsOff() async throws {
        let custom = TerminalApp(leavingOut: ["Crew"])

        let explanation = try await explain(Links.harborMaster, in: custom)
        let text = await custom.run("routes", "explain", Links.harborMaster)

        #expect(explanation["opens"] as? Bool == false)
        #expect(explanation["refusal"] as? String == "featureUnavailable")
        let match = try #require(explanation["match"] as? [String: Any])
        #expect(match["feature"] as? String == "Crew")
        #expect(match["featureStatus"] as? String == "notInBuild")
        #expect(explanation["backStack"] is NSNull)
        #expect(text.output.contains("crew/{id} (Crew, not in this build: its trait is off)"))
        #expect(text.output.contains("belongs to Crew, which is not part of this build"))
    }

    @Test func aLinkOfAFeatureDisabledAtRunTimeSaysSo() async throws {
        let explanation = try await explain(Links.harborMaster, options: ["--features", "Harbors"])

        #expect(explanation["refusal"] as? String == "featureUnavailable")
        #expect((explanation["match"] as? [String: Any])?["featureStatus"] as? String == "disabled")
    }

    @Test func aMisspelledWordNamesTheNearestPatternAndTheSegment() async throws {
        let explanation = try await explain("sailaway://harbr/\(portoCervoID)")
        let text = await app.run("routes", "explain", "sailaway://harbr/\(portoCervoID)")

        #expect(explanation["opens"] as? Bool == false)
        #expect(explanation["refusal"] as? String == "noRoute")
        #expect(explanation["match"] is NSNull)
        let nearest = try #require(explanation["nearest"] as? [String: Any])
        #expect(nearest["pattern"] as? String == "harbor/{id}")
        #expect(nearest["feature"] as? String == "Harbors")
        let miss = try #require(explanation["nearestMiss"] as? [String: Any])
        #expect(miss["segment"] as? Int == 1)
        #expect(miss["found"] as? String == "harbr")
        #expect(miss["expected"] as? String == "harbor")
        #expect(text.status == ExitStatus.success)
        #expect(text.output == """
            sailaway://harbr/\(portoCervoID) does not open from outside.
              why          no screen has this address.
              nearest      harbor/{id} (Harbors)
              fails at     segment 1 is 'harbr', but the pattern expects 'harbor'

            """)
    }

    @Test func aBadIdNamesTheParameterAndWhatItAccepts() async throws {
        let explanation = try await explain("sailaway://harbor/not-an-id/edit")

        #expect(explanation["refusal"] as? String == "invalidParameter")
        #expect((explanation["nearest"] as? [String: Any])?["pattern"] as? String == "harbor/{id}/edit")
        let miss = try #require(explanation["nearestMiss"] as? [String: Any])
        #expect(miss["segment"] as? Int == 2)
        #expect(miss["expected"] as? String == "{id}")
        #expect((miss["accepts"] as? String)?.hasPrefix("a UUID") == true)
    }

    @Test func aLinkToAnotherHostIsNotOurs() async throws {
        let explanation = try await explain("https://example.com/harbor/\(portoCervoID)")
        let text = await app.run("routes", "explain", "https://example.com/harbor/\(portoCervoID)")

        #expect(explanation["refusal"] as? String == "unknownHost")
        #expect(explanation["match"] is NSNull && explanation["nearest"] is NSNull)
        #expect(text.output.contains("web links to 'example.com' do not open in this app"))
        #expect(text.output.contains("ours         sailaway://… and https://sailaway.app/…"))
    }

    @Test func explainingOpensAndSavesNothing() async throws {
        await app.run("open", Links.kiel)
        let before = try await app.state()

        await app.run("routes", "explain", Links.portoCervo)

        #expect(try await app.state() == before)
    }

    @Test func theRouteTableStillListsWithoutTheSubcommand() async throws {
        let run = await app.run("routes", "--json")

        #expect(run.status == ExitStatus.success)
        #expect(try PrintedJSON.objects(run.output).contains { $0["pattern"] as? String == "harbor/{id}" })
    }
}
