import Foundation
import NavigationEngine
import Testing

/// How the text of a link is read: schemes, hosts, case, escapes, and what is refused before
/// any pattern is tried.
@Suite struct LinkParsingTests {
    let links: LinkTable

    init() throws {
        links = try Sailaway.links()
    }

    // MARK: - Spellings of one link

    @Test(arguments: [
        "sailaway://charter/550e8400-e29b-41d4-a716-446655440002",
        "https://sailaway.app/charter/550e8400-e29b-41d4-a716-446655440002",
        "SAILAWAY://CHARTER/550e8400-e29b-41d4-a716-446655440002",
        "HTTPS://SailAway.App/Charter/550e8400-e29b-41d4-a716-446655440002",
        "sailaway://charter/550E8400-E29B-41D4-A716-446655440002",
        "sailaway://charter/550e8400-e29b-41d4-a716-446655440002/",
        "https://sailaway.app/charter/550e8400-e29b-41d4-a716-446655440002/",
        "sailaway://charter/550e8400-e29b-41d4-a716-446655440002#reviews",
        "sailaway://charter/550e8400-e29b-41d4-a716-446655440002?utm_source=email&ref=x",
        "sailaway://ch%61rter/550e8400-e29b-41d4-a716-446655440002",
    ])
    func everySpellingOfACharterLinkOpensTheSameCharter(link: String) throws {
        #expect(try links.route(link) == AnyRoute(CharterRoute.detail(id: Sample.charter)))
    }

    @Test func theDeclaredAliasOpensTheSameChecklistAsTheCanonicalLink() throws {
        let canonical = try links.route("sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000")
        let alias = try links.route("sailaway://content/550e8400-e29b-41d4-a716-446655440000?type=checklist")
        let universalAlias = try links.route("https://sailaway.app/content/550e8400-e29b-41d4-a716-446655440000?type=checklist")

        #expect(canonical == AnyRoute(ChecklistRoute.detail(id: Sample.checklist)))
        #expect(alias == canonical)
        #expect(universalAlias == canonical)
    }

    @Test func anAliasDiscriminatedByItsQueryOpensTheRouteItNames() throws {
        let deck = try links.route("sailaway://content/550e8400-e29b-41d4-a716-446655440003?type=deck")
        let shouting = try links.route("sailaway://content/550e8400-e29b-41d4-a716-446655440003?type=DECK")

        #expect(deck == AnyRoute(DeckRoute.detail(id: Sample.deck)))
        #expect(shouting == deck)
        #expect(links.failure(of: "sailaway://content/550e8400-e29b-41d4-a716-446655440003?type=guide") == .noRoute)
        #expect(links.failure(of: "sailaway://content/550e8400-e29b-41d4-a716-446655440003") == .noRoute)
    }

    // MARK: - Query values

    @Test(arguments: [
        ("sailaway://search?q=mediterranean%20sailing", "mediterranean sailing"),
        ("sailaway://search?q=mediterranean+sailing", "mediterranean sailing"),
        ("https://sailaway.app/search?q=mediterranean+sailing", "mediterranean sailing"),
        ("sailaway://search?q=fish%20%26%20chips", "fish & chips"),
        ("sailaway://search?q=1%2B1", "1+1"),
        ("sailaway://search?q=caf%C3%A9", "café"),
        ("sailaway://search?q=café", "café"),
        ("sailaway://search?q=a=b", "a=b"),
        ("sailaway://search?q=first&q=second", "first"),
        ("sailaway://search?lang=en&q=knots#results", "knots"),
        ("sailaway://search/?q=knots", "knots"),
    ])
    func searchQueriesArriveDecoded(link: String, query: String) throws {
        #expect(try links.route(link) == AnyRoute(SearchRoute.results(query: query)))
    }

    @Test func aPlusInAPathSegmentIsAPlusNotASpace() throws {
        // `+` means space only in a query; in the path it is itself, so `decks+guides` is not
        // one of the kinds (and not `decks guides` either).
        #expect(
            links.failure(of: "sailaway://library/browse/decks+guides")
                == .invalidParameter(name: "kind", pattern: "library/browse/{kind}?page={page}")
        )
    }

    @Test func anOptionalQueryParameterMayBeLeftOut() throws {
        #expect(try links.route("sailaway://library/browse/decks") == AnyRoute(LibraryRoute.browse(kind: .decks, page: nil)))
        #expect(try links.route("sailaway://library/browse/Decks?page=3") == AnyRoute(LibraryRoute.browse(kind: .decks, page: 3)))
        #expect(try links.route("sailaway://library/browse/guides?page=-2") == AnyRoute(LibraryRoute.browse(kind: .guides, page: -2)))
    }

    // MARK: - What is not a link of this app

    @Test(arguments: [
        ("charter/550e8400-e29b-41d4-a716-446655440002", LinkError.Reason.notALink),
        ("", .notALink),
        ("mailto:crew@sailaway.app", .notALink),
        ("://charter/550e8400-e29b-41d4-a716-446655440002", .notALink),
        ("http://sailaway.app/charter/550e8400-e29b-41d4-a716-446655440002", .unsupportedScheme("http")),
        ("otherapp://charter/550e8400-e29b-41d4-a716-446655440002", .unsupportedScheme("otherapp")),
        ("https://example.com/charter/550e8400-e29b-41d4-a716-446655440002", .unknownHost("example.com")),
        ("https://sailaway.app.evil.com/charter/550e8400-e29b-41d4-a716-446655440002", .unknownHost("sailaway.app.evil.com")),
    ])
    func linksOfOtherAppsAreRefusedWithTheReason(link: String, reason: LinkError.Reason) {
        #expect(links.failure(of: link) == reason)
    }

    @Test(arguments: [
        "sailaway://charter//550e8400-e29b-41d4-a716-446655440002",
        "sailaway://charter/550e8400-e29b-41d4-a716-446655440002//",
        "https://sailaway.app//charter/550e8400-e29b-41d4-a716-446655440002",
        "sailaway:///charter/550e8400-e29b-41d4-a716-446655440002",
        "https://sailaway.app",
        "https://sailaway.app/",
    ])
    func linksWithAnEmptySegmentOrNoPathAreMalformed(link: String) throws {
        let reason = try #require(links.failure(of: link))
        guard case .malformed = reason else {
            Issue.record("expected a malformed link, got \(reason)")
            return
        }
    }

    @Test func aLinkThatNamesNoScreenHasNoRoute() {
        #expect(links.failure(of: "sailaway://charterz") == .noRoute)
        #expect(links.failure(of: "sailaway://charter") == .noRoute)
        #expect(links.failure(of: "sailaway://charter/550e8400-e29b-41d4-a716-446655440002/crew") == .noRoute)
        #expect(links.failure(of: "https://sailaway.app/settings/privacy") == .noRoute)
    }

    @Test(arguments: [
        ("sailaway://charter/not-a-uuid", "id", "charter/{id}"),
        ("sailaway://charter/550e8400-e29b-41d4-a716-44665544000", "id", "charter/{id}"),
        ("sailaway://charter/550e8400-e29b-41d4-a716-4466554400022", "id", "charter/{id}"),
        ("sailaway://charter/550e8400e29b41d4a716446655440002", "id", "charter/{id}"),
        ("sailaway://charter/550e8400-e29b-41d4-a716-44665544000g", "id", "charter/{id}"),
        ("sailaway://library/browse/maps", "kind", "library/browse/{kind}?page={page}"),
    ])
    func aPathValueOfTheWrongShapeNamesTheParameter(link: String, parameter: String, pattern: String) {
        // The parameter's kind is part of the pattern (that is what lets `charter/new` sit next to
        // `charter/{id}`), so such a link matches nothing; a second, lenient look finds the
        // pattern it was meant for and names the value that does not fit.
        #expect(links.failure(of: link) == .invalidParameter(name: parameter, pattern: pattern))
    }

    @Test func aLinkOfNoKnownShapeStillHasNoRoute() {
        #expect(links.failure(of: "sailaway://charter/550e8400-e29b-41d4-a716-446655440002/crew/extra") == .noRoute)
        #expect(links.failure(of: "sailaway://harbor/kiel") == .noRoute)
    }

    @Test(arguments: [
        ("sailaway://search", "query"),
        ("sailaway://search?q=", "query"),
        ("sailaway://search?query=knots", "query"),
        ("sailaway://search?q=%FF%FE", "query"),
        ("sailaway://library/browse/decks?page=two", "page"),
        ("sailaway://library/browse/decks?page=", "page"),
        ("sailaway://library/browse/decks?page=99999999999999999999", "page"),
    ])
    func aMatchedLinkWithAValueItsParameterCannotHoldIsAnInvalidParameter(link: String, parameter: String) {
        guard case .invalidParameter(let name, _) = links.failure(of: link) else {
            Issue.record("expected '\(parameter)' to be invalid in \(link)")
            return
        }
        #expect(name == parameter)
    }

    // MARK: - Hostile input

    @Test func aLinkUpToTheLengthLimitOpensAndOneByteMoreIsRefused() throws {
        // The web spelling is the longer one, so at the limit both spellings fit.
        let prefix = "https://sailaway.app/search?q="
        let longest = prefix + String(repeating: "a", count: LinkLimits.maximumLength - prefix.utf8.count)
        #expect(longest.utf8.count == 8_192)
        #expect(try links.route(longest) == AnyRoute(SearchRoute.results(query: String(longest.dropFirst(prefix.count)))))

        let tooLong = longest + "a"
        #expect(links.failure(of: tooLong) == .tooLong(length: 8_193, limit: 8_192))
    }

    @Test func aLinkThatFitsTheLimitButCouldNotBeSharedWithinItIsRefused() throws {
        // Its web spelling would be 10 bytes longer than the limit.
        let custom = "sailaway://search?q=" + String(repeating: "a", count: LinkLimits.maximumLength - 20)
        #expect(links.failure(of: custom) == .tooLongToShare(limit: 8_192))

        // 6,000 bytes of raw UTF-8 print as 18,000 percent-encoded ones.
        let raw = "sailaway://search?q=" + String(repeating: "é", count: 3_000)
        #expect(links.failure(of: raw) == .tooLongToShare(limit: 8_192))

        // The same text, shorter, opens and prints.
        let shorter = "sailaway://search?q=" + String(repeating: "é", count: 1_000)
        let route = try links.route(shorter)
        #expect(route == AnyRoute(SearchRoute.results(query: String(repeating: "é", count: 1_000))))
        #expect(links.link(for: route, style: .universal) != nil)
    }

    @Test func linksAreLimitedTo32PathSegments() {
        // For the custom scheme the host is the first segment.
        let path = { (count: Int) in "sailaway://" + Array(repeating: "x", count: count).joined(separator: "/") }
        #expect(links.failure(of: path(32)) == .noRoute)
        #expect(links.failure(of: path(33)) == .tooManySegments(limit: 32))
        #expect(links.failure(of: "https://sailaway.app/" + Array(repeating: "x", count: 33).joined(separator: "/"))
            == .tooManySegments(limit: 32))
    }

    @Test func linksAreLimitedTo32QueryItems() throws {
        let extras = { (count: Int) in (1...count).map { "k\($0)=v" }.joined(separator: "&") }
        #expect(try links.route("sailaway://search?q=knots&" + extras(31)) == AnyRoute(SearchRoute.results(query: "knots")))
        #expect(links.failure(of: "sailaway://search?q=knots&" + extras(32)) == .tooManyQueryItems(limit: 32))
    }

    @Test(arguments: [
        ("sailaway://search?q=a\u{0}b", LinkError.Reason.invalidCharacter("NUL")),
        ("sailaway://search?q=a%00b", .invalidCharacter("NUL (%00)")),
        ("sailaway://charter/%00", .invalidCharacter("NUL (%00)")),
        ("sailaway://search?q=two words", .invalidCharacter("spaces (write %20)")),
        (" sailaway://search?q=knots", .invalidCharacter("spaces (write %20)")),
        ("sailaway://search?q=knots\n", .invalidCharacter("control characters")),
        ("sailaway://search?q=<script>", .invalidCharacter("'<'")),
        ("sailaway://search?q=%zz", .invalidPercentEncoding),
        ("sailaway://search?q=100%", .invalidPercentEncoding),
        ("sailaway://search?q=%4", .invalidPercentEncoding),
        ("sailaway://char%ter/550e8400-e29b-41d4-a716-446655440002", .invalidPercentEncoding),
    ])
    func hostileCharactersAreRefusedBeforeMatching(link: String, reason: LinkError.Reason) {
        #expect(links.failure(of: link) == reason)
    }

    @Test func theErrorSaysWhatWasWrongAndShortensALongLink() throws {
        let error = try #require(throws: LinkError.self) {
            try links.resolve("sailaway://search?q=" + String(repeating: "a", count: 500) + "%zz", from: .external)
        }
        #expect(error.link.count == 120)
        #expect(error.link.hasSuffix("..."))
        #expect(error.description.contains("'%' must be followed by two hexadecimal digits"))
    }
}
