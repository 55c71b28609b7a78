import Foundation
import NavigationEngine
import Testing

/// `LinkTable.explain`: which pattern takes a link and what it opens, or why nothing does —
/// always the same verdict as resolving the link.
@Suite struct LinkExplanationTests {
    let charter = "550e8400-e29b-41d4-a716-446655440002"

    @Test func aMatchingLinkNamesItsPatternOwnerRouteAndParents() throws {
        let links = try Sailaway.links()

        let explanation = links.explain("https://sailaway.app/charter/\(charter)/check-in")

        #expect(explanation.opens)
        #expect(explanation.refusal == nil && explanation.nearMiss == nil)
        let match = try #require(explanation.match)
        #expect(match.pattern.templateText == "charter/{id}/check-in")
        #expect(match.pattern.owner == "Charters")
        #expect(match.pattern.access == .public)
        #expect(match.isAvailable && !match.isAlias)
        #expect(match.route == AnyRoute(CharterRoute.checkIn(id: Sample.charter)))
        #expect(match.parents == [AnyRoute(CharterRoute.detail(id: Sample.charter))])
    }

    @Test func anAliasIsNamedBesideTheCanonicalPatternItOpens() throws {
        let links = try Sailaway.links()

        let explanation = links.explain("sailaway://content/\(Sample.checklist.uuidString)?type=checklist")

        #expect(explanation.opens)
        let match = try #require(explanation.match)
        #expect(match.isAlias)
        #expect(match.template == "content/{id}?type=checklist")
        #expect(match.pattern.templateText == "content/checklist/{id}")
        #expect(match.route == AnyRoute(ChecklistRoute.detail(id: Sample.checklist)))
    }

    @Test func anInternalLinkFromOutsideIsRefusedButStillNamesWhatItWouldOpen() throws {
        let links = try Sailaway.links()
        let link = "https://sailaway.app/checklist/\(Sample.checklist.uuidString)/edit"

        let outside = links.explain(link)
        let inside = links.explain(link, from: .internal)

        #expect(!outside.opens)
        #expect(outside.refusal?.reason == .internalOnly(pattern: "checklist/{id}/edit"))
        #expect(outside.match?.pattern.access == .internal)
        #expect(outside.match?.route == AnyRoute(ChecklistRoute.editor(id: Sample.checklist)))
        #expect(inside.opens)
    }

    @Test func aLinkOfAnUnavailableFeatureNamesTheFeature() throws {
        let links = try Sailaway.links(disabling: ["Decks"])

        let explanation = links.explain("sailaway://content/deck/\(Sample.deck.uuidString)")

        #expect(!explanation.opens)
        #expect(explanation.refusal?.reason == .featureUnavailable(feature: "Decks", pattern: "content/deck/{id}"))
        let match = try #require(explanation.match)
        #expect(match.pattern.owner == "Decks")
        #expect(!match.isAvailable)
    }

    @Test func aBadIdNamesTheNearestPatternAndTheSegmentThatFailed() throws {
        let links = try Sailaway.links()

        let explanation = links.explain("sailaway://charter/not-a-uuid/check-in")

        #expect(explanation.match == nil)
        #expect(explanation.refusal?.reason == .invalidParameter(name: "id", pattern: "charter/{id}/check-in"))
        let miss = try #require(explanation.nearMiss)
        #expect(miss.pattern.templateText == "charter/{id}/check-in")
        #expect(miss.mismatch == .segment(index: 1, found: "not-a-uuid", expected: .parameter(name: "id", kind: .uuid)))
    }

    @Test func aMisspelledWordNamesTheNearestPatternAndTheWordItExpects() throws {
        let links = try Sailaway.links()

        let explanation = links.explain("https://sailaway.app/chartr/\(charter)/check-in")

        #expect(explanation.refusal?.reason == .noRoute)
        let miss = try #require(explanation.nearMiss)
        #expect(miss.pattern.templateText == "charter/{id}/check-in")
        #expect(miss.pattern.owner == "Charters")
        #expect(miss.mismatch == .segment(index: 0, found: "chartr", expected: .literal("charter")))
        #expect(miss.mismatch.description == "segment 1 is 'chartr', but the pattern expects 'charter'")
    }

    @Test func aMissingSegmentOrQueryItemIsNamed() throws {
        let links = try Sailaway.links()

        let short = links.explain("sailaway://content/checklist")
        let noQuery = links.explain("sailaway://search")

        #expect(short.nearMiss?.pattern.templateText == "content/checklist/{id}")
        #expect(short.nearMiss?.mismatch == .missingSegment(index: 2, expected: .parameter(name: "id", kind: .uuid)))
        #expect(noQuery.nearMiss?.mismatch == .queryItem(key: "q", found: nil, expected: .parameter(name: "query", kind: .text)))
    }

    @Test func aLinkOfAnotherHostOrSchemeHasNoPatternAndSaysSo() throws {
        let links = try Sailaway.links()

        let host = links.explain("https://example.com/charter/\(charter)")
        let scheme = links.explain("ftp://sailaway.app/charter/\(charter)")

        #expect(host.refusal?.reason == .unknownHost("example.com"))
        #expect(scheme.refusal?.reason == .unsupportedScheme("ftp"))
        #expect(host.match == nil && host.nearMiss == nil && scheme.nearMiss == nil)
    }

    @Test func nothingNearIsNamedForALinkLikeNoPattern() throws {
        let links = try Sailaway.links()

        let explanation = links.explain("sailaway://zzz/qqq/xxx/yyy")

        #expect(explanation.refusal?.reason == .noRoute)
        #expect(explanation.nearMiss == nil)
    }

    @Test(arguments: [
        "sailaway://charter/550e8400-e29b-41d4-a716-446655440002",
        "sailaway://charter/new",
        "sailaway://charters",
        "sailaway://whats-new",
        "sailaway://search?q=anchoring",
        "sailaway://library/browse/decks?page=2",
        "sailaway://library/browse/boats",
        "sailaway://user/42",
        "https://sailaway.app/welcome/name",
        "sailaway://",
        "not a link",
    ])
    func theVerdictIsAlwaysResolvings(link: String) throws {
        let links = try Sailaway.links(disabling: ["Profiles"])

        for source in [LinkSource.external, .internal] {
            #expect(links.explain(link, from: source).refusal?.reason == links.failure(of: link, from: source))
        }
    }
}
