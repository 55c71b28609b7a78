import Foundation
import NavigationEngine
import Testing

/// Saved navigation surviving a relaunch: what comes back, what is dropped and said so, and
/// documents that cannot be read at all.
@Suite struct NavigationDocumentTests {
    let links: LinkTable
    let charter = AnyRoute(CharterRoute.detail(id: Sample.charter))
    let checklist = AnyRoute(ChecklistRoute.detail(id: Sample.checklist))
    let deck = AnyRoute(DeckRoute.detail(id: Sample.deck))
    let search = AnyRoute(SearchRoute.results(query: "fish & chips"))
    let editor = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))
    let rating = AnyRoute(ChecklistRoute.rate(id: Sample.checklist))

    init() throws {
        links = try Sailaway.links()
    }

    /// Charters on screen with a sheet; three tabs with stacks, internal routes among them.
    func savedState() throws -> NavigationState {
        try NavigationState(tabs: Sailaway.tabs).applying([
            .replaceStack([editor, AnyRoute(SettingsRoute.about)], tab: .home),
            .replaceStack([search, deck, checklist], tab: .discover),
            .replaceStack([charter, AnyRoute(CharterRoute.create)], tab: .charters),
            .show(Destination(tab: .charters, stack: nil, presentation: Presentation(rating))),
        ])
    }

    func decode(_ json: String, links: LinkTable? = nil) -> Restoration {
        NavigationDocument.decode(Data(json.utf8), tabs: Sailaway.tabs, links: links ?? self.links)
    }

    // MARK: - Round trip

    @Test func aSavedStateComesBackWhole() throws {
        let state = try savedState()

        let saved = NavigationDocument.encode(state, links: links)
        let restored = NavigationDocument.decode(saved.data, tabs: Sailaway.tabs, links: links)

        #expect(saved.unsaved.isEmpty)
        #expect(restored.state == state)
        #expect(restored.report.isClean)
        #expect(restored.report.description == "Restored everything.")
    }

    @Test func theDocumentIsVersionedAndHoldsCanonicalLinks() throws {
        let saved = NavigationDocument.encode(try savedState(), links: links)

        let json = try #require(try JSONSerialization.jsonObject(with: saved.data) as? [String: Any])
        #expect(json["version"] as? Int == NavigationDocument.currentVersion)
        #expect(json["selectedTab"] as? String == "charters")
        let presentations = try #require(json["presentations"] as? [[String: Any]])
        #expect(presentations.count == 1)
        #expect(presentations.first?["style"] as? String == "sheet")
        #expect(presentations.first?["stack"] as? [String] == ["sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/rate"])
        #expect(json["sheet"] == nil, "version 1's one sheet is not written any more")
        let tabs = try #require(json["tabs"] as? [String: [String]])
        #expect(tabs["charters"] == ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002", "sailaway://charter/new"])
        #expect(tabs["profile"] == [])
        #expect(tabs["discover"]?.first == "sailaway://search?q=fish+%26+chips")
    }

    @Test func aRouteNoLinkPrintsIsLeftOutAndListed() throws {
        struct Unregistered: Route {}
        let emptySearch = AnyRoute(SearchRoute.results(query: ""))
        let state = try NavigationState(tabs: Sailaway.tabs).applying([
            .replaceStack([charter, AnyRoute(Unregistered()), editor], tab: .charters),
            .replaceStack([emptySearch, search], tab: .discover),
        ])

        let saved = NavigationDocument.encode(state, links: links)
        let restored = NavigationDocument.decode(saved.data, tabs: Sailaway.tabs, links: links)

        #expect(Set(saved.unsaved) == [AnyRoute(Unregistered()), emptySearch])
        #expect(restored.state.stack(.charters) == [charter, editor])
        #expect(restored.state.stack(.discover) == [search])
        #expect(restored.report.isClean)
    }

    // MARK: - Entries that no longer resolve

    @Test func anEntryOfADisabledFeatureIsDroppedAloneAndReported() throws {
        let state = try savedState()
        let saved = NavigationDocument.encode(state, links: links)

        let restored = NavigationDocument.decode(saved.data, tabs: Sailaway.tabs, links: try Sailaway.links(disabling: ["Decks"]))

        #expect(restored.state.stack(.discover) == [search, checklist])
        for tab in Sailaway.tabs where tab != .discover {
            #expect(restored.state.stack(tab) == state.stack(tab))
        }
        #expect(restored.state.selectedTab == .charters)
        #expect(restored.state.topPresentation?.top == rating)
        #expect(restored.report.problems.count == 1)
        guard case .droppedEntry(let tab, let link, let reason) = restored.report.problems.first else {
            Issue.record("expected the deck to be reported, got \(restored.report)")
            return
        }
        #expect(tab == .discover)
        #expect(link == "sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003")
        #expect(reason.contains("belongs to Decks"))
    }

    @Test func entriesWhosePatternIsGoneAreDroppedIncludingTheSheet() throws {
        let saved = NavigationDocument.encode(try savedState(), links: links)

        let restored = NavigationDocument.decode(saved.data, tabs: Sailaway.tabs, links: try Sailaway.links(removing: ["Checklists"]))

        #expect(restored.state.stack(.home) == [AnyRoute(SettingsRoute.about)])
        #expect(restored.state.stack(.discover) == [search, deck])
        #expect(restored.state.stack(.charters) == [charter, AnyRoute(CharterRoute.create)])
        #expect(restored.state.topPresentation?.top == nil)
        let dropped = restored.report.problems.compactMap { problem -> TabID?? in
            if case .droppedEntry(let tab, _, _) = problem { tab } else { nil }
        }
        #expect(dropped == [.discover, .home, nil])
    }

    @Test func aSavedTabThisBuildDoesNotHaveIsSetAsideReportedAndWrittenBack() throws {
        let restored = decode("""
            {"version": 1, "selectedTab": "charters",
             "tabs": {"charters": ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002"],
                      "logbook": ["sailaway://charter/new", "sailaway://settings/about"]}}
            """)

        #expect(restored.state.stack(.charters) == [charter])
        #expect(restored.state.selectedTab == .charters)
        #expect(restored.report.problems == [.tabSetAside("logbook", entries: 2)])
        #expect(restored.setAside == ["logbook": ["sailaway://charter/new", "sailaway://settings/about"]])

        let saved = NavigationDocument.encode(restored.state, links: links, setAside: restored.setAside).data
        let tabs = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])["tabs"] as? [String: [String]]
        #expect(tabs?["logbook"] == ["sailaway://charter/new", "sailaway://settings/about"])
        #expect(tabs?["charters"] == ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002"])
    }

    @Test func anUnknownSelectedTabFallsBackToTheFirstTab() {
        let restored = decode("""
            {"version": 1, "selectedTab": "logbook", "tabs": {"profile": ["sailaway://user/550e8400-e29b-41d4-a716-446655440001"]}}
            """)

        #expect(restored.state.selectedTab == .home)
        #expect(restored.state.stack(.profile) == [AnyRoute(ProfileRoute.user(id: Sample.user))])
        #expect(restored.report.problems == [.unknownSelectedTab("logbook")])
    }

    // MARK: - Documents that cannot be read

    @Test(arguments: [
        ("empty", Data()),
        ("truncated", Data(#"{"version": 1, "selectedTab": "home", "tabs": {"home": ["sailaway://"#.utf8)),
        ("random bytes", Data([0xFF, 0x00, 0x13, 0x37, 0xC3, 0x28, 0x7B, 0x22])),
        ("plain text", Data("home > charter".utf8)),
        ("null", Data("null".utf8)),
        ("an array", Data(#"["sailaway://charter/new"]"#.utf8)),
        ("an object without a version", Data(#"{"selectedTab": "home", "tabs": {}}"#.utf8)),
        ("a version that is not a number", Data(#"{"version": "1", "selectedTab": "home", "tabs": {}}"#.utf8)),
        ("the right version but the wrong shape", Data(#"{"version": 1, "selectedTab": ["home"], "tabs": 3}"#.utf8)),
        ("the right version and nothing else", Data(#"{"version": 1}"#.utf8)),
        ("a future version", Data(#"{"version": 99, "selectedTab": "home", "tabs": {}, "panes": []}"#.utf8)),
        ("version zero", Data(#"{"version": 0, "selectedTab": "home", "tabs": {}}"#.utf8)),
    ])
    func anUnreadableDocumentGivesTheLaunchStateAndOneReportEntry(name: String, data: Data) {
        let restored = NavigationDocument.decode(data, tabs: Sailaway.tabs, links: links)

        #expect(restored.state == NavigationState(tabs: Sailaway.tabs))
        #expect(restored.report.problems.count == 1, "\(name): \(restored.report)")
        #expect(!restored.report.isClean)
    }

    @Test func aFutureVersionSaysWhichVersionsThisBuildReads() {
        let restored = decode(#"{"version": 99, "selectedTab": "home", "tabs": {}}"#)

        #expect(restored.report.problems == [.unsupportedVersion(99, supported: 2)])
        #expect(restored.report.description == "Saved navigation is version 99; this build reads up to 2. Starting fresh.")
    }

    // MARK: - Modals and deferred links (version 2)

    @Test func aVersion1DocumentIsReadItsOneSheetBecomingASheetPresentation() throws {
        let restored = decode("""
            {"version": 1, "selectedTab": "charters", "sheet": "sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/rate",
             "tabs": {"charters": ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002"]}}
            """)

        #expect(restored.report.isClean, "\(restored.report)")
        #expect(restored.state.presentations == [Presentation(rating, style: .sheet)])
        #expect(restored.state.stack(.charters) == [charter])
        #expect(restored.deferredLinks.isEmpty)
    }

    @Test func everyModalComesBackWithItsStyleStackAndRequest() throws {
        let request = ResultRequest(key: "checklist", requester: charter)
        let state = try NavigationState(tabs: Sailaway.tabs).applying([
            .present(AnyRoute(SettingsRoute.about), style: .fullScreenCover), .push(checklist),
            .present(AnyRoute(ChecklistRoute.detail(id: Sample.otherChecklist)), style: .sheet, request: request),
            .present(AnyRoute(ChecklistRoute.confirmDelete(id: Sample.checklist)), style: .confirmationDialog),
        ])

        let saved = NavigationDocument.encode(state, links: links, deferredLinks: ["sailaway://charters"])
        let restored = NavigationDocument.decode(saved.data, tabs: Sailaway.tabs, links: links)

        #expect(restored.state == state)
        #expect(restored.state.presentations[1].request == request)
        #expect(restored.deferredLinks == ["sailaway://charters"])
    }

    @Test func aModalWhoseRootNoLongerOpensIsDroppedAndTheOthersStay() throws {
        let restored = decode("""
            {"version": 2, "selectedTab": "home", "tabs": {},
             "presentations": [
               {"style": "sheet", "stack": ["sailaway://harbor/kiel", "sailaway://settings/about"]},
               {"style": "alert", "stack": ["sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/delete"]}]}
            """)

        #expect(restored.state.presentations.map(\.style) == [.alert])
        #expect(restored.report.problems.count == 1)
        #expect(restored.report.description.hasPrefix("Dropped sailaway://harbor/kiel from a modal"))
    }
}
