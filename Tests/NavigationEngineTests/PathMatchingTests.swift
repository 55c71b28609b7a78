import Foundation
import NavigationEngine
import Testing

/// `match(path:)`, the router's hot path: a bare path finds its pattern and where each
/// parameter's text is, without building the route.
@Suite struct PathMatchingTests {
    let links = try! Sailaway.links()

    private func pattern(_ match: LinkMatch?) -> String? {
        match.map { links.patterns[$0.patternIndex].templateText }
    }

    private func text(_ path: String, _ range: Range<Int>?) -> String? {
        range.map { String(decoding: Array(path.utf8)[$0], as: UTF8.self) }
    }

    @Test func aPathFindsItsPatternAndWhereItsIdentifierIs() throws {
        let path = "content/checklist/550e8400-e29b-41d4-a716-446655440000"

        let match = try #require(links.match(path: path))

        #expect(pattern(match) == "content/checklist/{id}")
        #expect(match.parameterCount == 1)
        #expect(text(path, match.parameter(0)) == "550e8400-e29b-41d4-a716-446655440000")
    }

    @Test(arguments: ["/charter/550E8400-E29B-41D4-A716-446655440002", "charter/550e8400-e29b-41d4-a716-446655440002/"])
    func aLeadingOrTrailingSlashIsAccepted(path: String) {
        #expect(pattern(links.match(path: path)) == "charter/{id}")
    }

    @Test func anAliasMatchesItsOwnPatternByItsQuery() throws {
        let path = "content/550e8400-e29b-41d4-a716-446655440000?type=deck"

        let match = try #require(links.match(path: path))

        #expect(pattern(match) == "content/deck/{id}")
        #expect(text(path, match.parameter(0)) == "550e8400-e29b-41d4-a716-446655440000")
    }

    @Test func queryParametersAreFoundStillEncodedAndAnAbsentOneIsNil() throws {
        let search = "search?q=mediterranean%20sailing"
        #expect(text(search, try #require(links.match(path: search)).parameter(0)) == "mediterranean%20sailing")

        let browse = "library/browse/decks"
        let match = try #require(links.match(path: browse))
        #expect(pattern(match) == "library/browse/{kind}?page={page}")
        #expect(text(browse, match.parameter(0)) == "decks")
        #expect(match.parameter(1) == nil)
    }

    @Test(arguments: [
        "content/checklist/550e8400-e29b-41d4-a716-446655440000/missing",
        "charter/not-a-uuid",
        "nowhere",
        "content//checklist",
        "content/checklist/550e8400 e29b",
    ])
    func aPathNoPatternMatchesIsNil(path: String) {
        #expect(links.match(path: path) == nil)
    }
}
