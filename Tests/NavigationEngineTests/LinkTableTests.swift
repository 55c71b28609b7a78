import Foundation
import NavigationEngine
import Testing

/// The merged table of every feature's links: checked when built, and who may open what.
@Suite struct LinkTableTests {
    @CasePathable
    enum LogbookRoute: Route {
        case entry(id: UUID)
        case named(String)
        case any(id: UUID)
    }

    static let logbookEntry = LinkPattern<LogbookRoute>(
        "charter/{id}", .public, opensIn: [.charters],
        case: \.entry
    ).erased.owned(by: "Logbook")

    static let namedCharter = LinkPattern<LogbookRoute>(
        "charter/{name}", .public,
        case: \.named
    ).erased.owned(by: "Logbook")

    static let untypedContent = LinkPattern<LogbookRoute>(
        "content/{id}", .public,
        case: \.any
    ).erased.owned(by: "Guides")

    func build(_ patterns: [AnyLinkPattern]) throws(LinkTableError) -> LinkTable {
        try LinkTable(patterns: patterns, configuration: Sailaway.configuration)
    }

    // MARK: - Overlaps found at build time

    @Test func twoFeaturesClaimingOnePatternFailNamingBoth() throws {
        let error = try #require(throws: LinkTableError.self) {
            try build(Sailaway.charters + [Self.logbookEntry])
        }
        #expect(error.features == ["Charters", "Logbook"])
        #expect(error.patterns == ["charter/{id}", "charter/{id}"])
        #expect(error.description.contains("'charter/{id}' (Charters) and 'charter/{id}' (Logbook)"))
    }

    @Test func aTextParameterShadowingALiteralIsAnErrorInEitherOrder() throws {
        let after = try #require(throws: LinkTableError.self) { try build(Sailaway.charters + [Self.namedCharter]) }
        let before = try #require(throws: LinkTableError.self) { try build([Self.namedCharter] + Sailaway.charters) }

        #expect(after.patterns.contains("charter/new") && after.patterns.contains("charter/{name}"))
        #expect(Set(before.features) == ["Charters", "Logbook"])
    }

    @Test func aUUIDParameterNextToALiteralIsFineAndEachOpensItsOwnRoute() throws {
        let links = try build(Sailaway.charters)

        #expect(try links.route("sailaway://charter/new", from: .internal) == AnyRoute(CharterRoute.create))
        #expect(try links.route("sailaway://charter/550e8400-e29b-41d4-a716-446655440002") == AnyRoute(CharterRoute.detail(id: Sample.charter)))
    }

    @Test func aliasesToldApartByAQueryLiteralCoexist() throws {
        let links = try build(Sailaway.checklists + Sailaway.decks)

        #expect(try links.route("sailaway://content/550e8400-e29b-41d4-a716-446655440000?type=checklist") == AnyRoute(ChecklistRoute.detail(id: Sample.checklist)))
        #expect(try links.route("sailaway://content/550e8400-e29b-41d4-a716-446655440000?type=deck") == AnyRoute(DeckRoute.detail(id: Sample.checklist)))
    }

    @Test func aPatternWithoutTheQueryLiteralClashesWithTheAliasesItWouldShadow() throws {
        let error = try #require(throws: LinkTableError.self) { try build(Sailaway.checklists + [Self.untypedContent]) }

        #expect(error.features == ["Checklists", "Guides"])
        #expect(error.patterns == ["content/{id}?type=checklist", "content/{id}"])
    }

    @Test func anUnavailableFeaturesPatternsStillTakePartInTheCheck() throws {
        #expect(throws: LinkTableError.self) {
            try LinkTable(patterns: Sailaway.charters, unavailable: [Self.logbookEntry], configuration: Sailaway.configuration)
        }
    }

    // MARK: - Declarations checked at build time

    @Test(arguments: [
        ("Charter/{id}", "must be lowercase"),
        ("/charter/{id}", "must not start with '/'"),
        ("charter/{id}/crew/{id}", "appears twice"),
        ("charter/{id}/", "a path segment is empty"),
        ("charter/{id}?", "must be key=value"),
        ("charter/{charter-id}", "must be letters, digits or '_'"),
        ("charter", "names 0 parameters but the route takes 1"),
        ("charter/{id}/crew/{member}", "names 2 parameters but the route takes 1"),
    ])
    func aBadTemplateFailsTheBuildNamingItsFeature(template: String, reason: String) throws {
        let pattern = LinkPattern<CharterRoute>(
            template, .public,
            case: \.detail
        ).erased.owned(by: "Charters")

        let error = try #require(throws: LinkTableError.self) { try build([pattern]) }
        #expect(error.features == ["Charters"])
        #expect(error.patterns == [template])
        #expect(error.reason.contains(reason), "\(error.reason)")
    }

    @Test func anOptionalParameterMustBeAQueryItem() throws {
        let pattern = LinkPattern<LibraryRoute>(
            "library/browse/{kind}/{page}", .public,
            case: \.browse, values: (ContentKind, Int?).self
        ).erased.owned(by: "Library")

        let error = try #require(throws: LinkTableError.self) { try build([pattern]) }
        #expect(error.reason.contains("optional parameter 'page' must be a query item"))
    }

    @Test func anAliasMustNameThePatternsParameters() throws {
        let pattern = LinkPattern<ProfileRoute>(
            "user/{id}", aliases: ["profile/{userID}"], .public,
            case: \.user
        ).erased.owned(by: "Profiles")

        let error = try #require(throws: LinkTableError.self) { try build([pattern]) }
        #expect(error.patterns == ["profile/{userID}"])
        #expect(error.reason.contains("same parameters as 'user/{id}'"))
    }

    // MARK: - Who may open a link

    @Test func anInternalLinkFromOutsideIsRefusedButOpensFromInside() throws {
        let links = try Sailaway.links()

        #expect(links.failure(of: "sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/edit")
            == .internalOnly(pattern: "checklist/{id}/edit"))
        #expect(links.failure(of: "sailaway://charter/new") == .internalOnly(pattern: "charter/new"))
        #expect(try links.route("sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/edit", from: .internal)
            == AnyRoute(ChecklistRoute.editor(id: Sample.checklist)))
    }

    @Test func aLinkOfADisabledFeatureSaysTheFeatureIsMissing() throws {
        let links = try Sailaway.links(disabling: ["Decks"])
        let expected = LinkError.Reason.featureUnavailable(feature: "Decks", pattern: "content/deck/{id}")

        #expect(links.failure(of: "sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003") == expected)
        #expect(links.failure(of: "sailaway://content/550e8400-e29b-41d4-a716-446655440003?type=deck") == expected)
        #expect(links.failure(of: "sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003", from: .internal) == expected)
        #expect(try links.route("sailaway://content/550e8400-e29b-41d4-a716-446655440000?type=checklist") == AnyRoute(ChecklistRoute.detail(id: Sample.checklist)))
    }

    @Test func aLinkOfAFeatureTheBuildHasNeverHeardOfHasNoRoute() throws {
        let links = try Sailaway.links(removing: ["Decks"])

        #expect(links.failure(of: "sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003") == .noRoute)
    }

    @Test func theResolvedPatternIsTheCanonicalOneEvenThroughAnAlias() throws {
        let resolved = try Sailaway.links().resolve("sailaway://content/550e8400-e29b-41d4-a716-446655440000?type=checklist", from: .external)

        #expect(resolved.pattern.templateText == "content/checklist/{id}")
        #expect(resolved.pattern.owner == "Checklists")
    }
}
