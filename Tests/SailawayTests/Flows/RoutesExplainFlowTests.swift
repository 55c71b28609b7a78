import Foundation
import Testing

/// `sailaway routes explain URL` in the whole app: which pattern and feature take a link and
/// where it leads, or why nothing does, for links of the real features.
@Suite struct RoutesExplainFlowTests {
    private let checklist = "550e8400-e29b-41d4-a716-446655440000"
    private let charter = "550e8400-e29b-41d4-a716-446655440002"
    private let charterChecklist = "5a11c4ec-0000-4000-8000-000000000009"

    @Test func aSampleChecklistLinkOpensInDiscoverAsItsWholeStack() throws {
        let explanation = try SailawayScript().object("routes", "explain", "https://sailaway.app/content/checklist/\(checklist)", "--json")

        #expect(explanation["opens"] as? Bool == true)
        let match = try #require(explanation["match"] as? [String: Any])
        #expect(match["pattern"] as? String == "content/checklist/{id}")
        #expect(match["feature"] as? String == "Checklists")
        #expect(match["tab"] as? String == "discover")
        #expect(match["public"] as? Bool == true)
        #expect(explanation["backStack"] as? [String] == ["sailaway://content/checklist/\(checklist)"])
    }

    @Test func theTypedContentAliasIsNamedBesideItsPattern() throws {
        let explanation = try SailawayScript().object("routes", "explain", "sailaway://content/550e8400-e29b-41d4-a716-446655440004?type=guide", "--json")

        let match = try #require(explanation["match"] as? [String: Any])
        #expect(match["alias"] as? Bool == true)
        #expect(match["pattern"] as? String == "content/guide/{id}")
        #expect(match["feature"] as? String == "Guides")
    }

    @Test func anInternalLinkFromOutsideIsRefusedAndNamesTheBackStackItBuildsInside() throws {
        let link = "https://sailaway.app/charter/\(charter)/checklist/\(charterChecklist)"

        let explanation = try SailawayScript().object("routes", "explain", link, "--json")

        #expect(explanation["opens"] as? Bool == false)
        #expect(explanation["refusal"] as? String == "internalOnly")
        #expect((explanation["match"] as? [String: Any])?["feature"] as? String == "Checklists")
        #expect(explanation["backStack"] as? [String] == [
            "sailaway://charter/\(charter)", "sailaway://charter/\(charter)/checklist/\(charterChecklist)",
        ])
    }

    @Test func aLinkOfAFeatureSwitchedOffNamesTheFeature() throws {
        let sailaway = try SailawayScript()

        let explanation = try sailaway.object("--features", "Charters", "routes", "explain", "sailaway://content/checklist/\(checklist)", "--json")
        let text = try sailaway.succeed("--features", "Charters", "routes", "explain", "sailaway://content/checklist/\(checklist)")

        #expect(explanation["refusal"] as? String == "featureUnavailable")
        #expect((explanation["match"] as? [String: Any])?["featureStatus"] as? String == "disabled")
        #expect(text.contains("belongs to Checklists, which is not part of this build"))
    }

    @Test func aMisspelledLinkNamesTheNearestPatternAndTheSegment() throws {
        let text = try SailawayScript().succeed("routes", "explain", "https://sailaway.app/content/checklst/\(checklist)")

        #expect(text == """
            https://sailaway.app/content/checklst/\(checklist) does not open from outside.
              why          no screen has this address.
              nearest      content/checklist/{id} (Checklists)
              fails at     segment 2 is 'checklst', but the pattern expects 'checklist'

            """)
    }
}
