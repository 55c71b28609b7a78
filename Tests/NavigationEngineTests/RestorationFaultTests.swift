import Foundation
import NavigationEngine
import PropertyBased
import Testing

/// Restoring from whatever a disk, another build or an attacker left in the file: the app
/// always gets a state, keeps every entry that still resolves, and reports each thing it
/// dropped. Never a crash, never a silent loss.
@Suite struct RestorationFaultTests {
    let links: LinkTable

    init() throws {
        links = try Sailaway.links()
    }

    func restore(_ data: Data, links: LinkTable? = nil) -> Restoration {
        NavigationDocument.decode(data, tabs: Sailaway.tabs, links: links ?? self.links)
    }

    /// A document with something on every tab, a sheet and an internal screen.
    func savedDocument() throws -> Data {
        let state = try NavigationState(tabs: Sailaway.tabs).applying([
            .replaceStack([AnyRoute(ChecklistRoute.editor(id: Sample.checklist)), AnyRoute(SettingsRoute.about)], tab: .home),
            .replaceStack([AnyRoute(SearchRoute.results(query: "reefing \"in\" a {gale}")), AnyRoute(DeckRoute.detail(id: Sample.deck))], tab: .discover),
            .replaceStack([AnyRoute(CharterRoute.detail(id: Sample.charter))], tab: .charters),
            .show(Destination(tab: .charters, stack: nil, presentation: Presentation(AnyRoute(ChecklistRoute.rate(id: Sample.checklist))))),
        ])
        return NavigationDocument.encode(state, links: links).data
    }

    // MARK: - Unreadable files

    @Test func everyTruncationOfADocumentGivesTheLaunchStateAndSaysItWasUnreadable() throws {
        let document = try savedDocument()
        for length in 0..<document.count {
            let restored = restore(document.prefix(length))
            #expect(restored.state == NavigationState(tabs: Sailaway.tabs), "cut at \(length)")
            guard restored.report.problems.count == 1, case .unreadable = restored.report.problems[0] else {
                Issue.record("cut at \(length) of \(document.count): \(restored.report)")
                return
            }
        }
        report("restoration: \(document.count) truncations of a \(document.count)-byte document, each the launch state and one report entry")
    }

    @Test func randomBytesGiveTheLaunchStateAndOneReportEntry() async {
        defer { report("restoration: 500 documents of random bytes, each the launch state and one report entry") }
        await propertyCheck(count: 500, input: Gen.uint8().array(of: 0...4_096)) { bytes in
            let restored = restore(Data(bytes))
            #expect(restored.state == NavigationState(tabs: Sailaway.tabs))
            #expect(restored.report.problems.count == 1)
        }
    }

    @Test(arguments: [
        ("a string", #""sailaway://charter/new""#),
        ("a number", "1"),
        ("an empty object", "{}"),
        ("tabs as an array", #"{"version": 1, "selectedTab": "home", "tabs": [["sailaway://charters"]], "sheet": null}"#),
        ("a stack that is a string", #"{"version": 1, "selectedTab": "home", "tabs": {"home": "sailaway://charters"}, "sheet": null}"#),
        ("links that are numbers", #"{"version": 1, "selectedTab": "home", "tabs": {"home": [1, 2]}, "sheet": null}"#),
        ("a sheet that is an object", #"{"version": 1, "selectedTab": "home", "tabs": {}, "sheet": {"link": "x"}}"#),
        ("a fractional version", #"{"version": 1.5, "selectedTab": "home", "tabs": {}}"#),
        ("a version beyond Int", #"{"version": 99999999999999999999999, "selectedTab": "home", "tabs": {}}"#),
        ("nesting 100,000 deep", String(repeating: "[", count: 100_000)),
        ("a navigation document of another app", #"{"routes": ["/home"], "index": 0}"#),
    ])
    func validJSONOfAnotherShapeGivesTheLaunchStateAndOneReportEntry(name: String, json: String) {
        let restored = restore(Data(json.utf8))

        #expect(restored.state == NavigationState(tabs: Sailaway.tabs), "\(name)")
        #expect(restored.report.problems.count == 1, "\(name): \(restored.report)")
    }

    @Test(arguments: [3, 99, Int.max, 0, -1, Int.min])
    func aVersionThisBuildDoesNotReadIsReportedAsSuch(version: Int) {
        let restored = restore(Data(#"{"version": \#(version), "selectedTab": "home", "tabs": {"home": ["sailaway://charters"]}, "sheet": null}"#.utf8))

        #expect(restored.state == NavigationState(tabs: Sailaway.tabs))
        #expect(restored.report.problems == [.unsupportedVersion(version, supported: NavigationDocument.currentVersion)])
    }

    @Test func aDocumentOverTheSizeLimitIsRefusedWithoutBeingDecoded() throws {
        // 50 MB of a well-formed document: decoding it whole would take seconds.
        let entry = #""sailaway://charters","#
        let body = String(repeating: entry, count: 50_000_000 / entry.utf8.count)
        let huge = Data((#"{"version": 1, "selectedTab": "home", "tabs": {"home": ["# + body + #""sailaway://charters"]}, "sheet": null}"#).utf8)

        let clock = ContinuousClock()
        var restored: Restoration?
        let elapsed = clock.measure { restored = restore(huge) }

        #expect(restored?.state == NavigationState(tabs: Sailaway.tabs))
        #expect(restored?.report.problems == [.unreadable(NavigationDocument.tooLargeReason(bytes: huge.count))])
        #expect(elapsed < .milliseconds(100), "refusing took \(elapsed)")
    }

    @Test func aDocumentJustUnderTheLimitIsRestoredWhole() throws {
        // Two screens in turn: a stack never shows the same screen twice in a row.
        let entries = ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002", "sailaway://charter/new"]
        let count = (NavigationDocument.maximumSize - 200) / (entries[0].utf8.count + 4)
        let json = #"{"version": 1, "selectedTab": "charters", "tabs": {"charters": ["#
            + (0..<count).map { "\"\(entries[$0 % 2])\"" }.joined(separator: ", ") + #"]}, "sheet": null}"#
        #expect(json.utf8.count <= NavigationDocument.maximumSize)

        let restored = restore(Data(json.utf8))

        #expect(restored.state.stack(.charters).count == count)
        #expect(restored.report.isClean)
    }

    // MARK: - Readable files with bad entries

    @Test func aTabWrittenTwiceKeepsItsFirstStackAndReportsTheOthers() {
        let json = #"""
            {"version": 1, "selectedTab": "charters", "sheet": null, "tabs": {
              "charters": ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002"],
              "home": [],
              "charters": ["sailaway://charters", "sailaway://charter/new"],
              "char\u0074ers": []}}
            """#

        let restored = restore(Data(json.utf8))

        #expect(restored.state.selectedTab == .charters)
        #expect(restored.state.stack(.charters) == [AnyRoute(CharterRoute.detail(id: Sample.charter))])
        #expect(restored.report.problems == [.duplicateTab(.charters, occurrences: 3)])
        #expect(restored.report.description.contains("lists the 'charters' tab 3 times"))
    }

    @Test func everyValidEntryIsKeptInOrderAndEachBadOneIsReported() async {
        let bad = Gen<String?>.element(of: [
            "sailaway://harbor/kiel",  // no such pattern
            "sailaway://charter/550e8400-e29b-41d4-a716-44665544000",  // a UUID one short
            "sailaway://search?q=%FF",  // invalid UTF-8
            "sailaway://search?q=a%00b",  // NUL
            "sailaway://" + Array(repeating: "x", count: 40).joined(separator: "/"),  // too many segments
            "sailaway://search?q=" + String(repeating: "a", count: 9_000),  // too long
            "https://evil.example/charter/new",  // another host
            "",
        ]).map { $0! }
        let tabs = Arbitrary.stack.array(of: Sailaway.tabs.count)
        let insertions = zip(Gen.int(in: 0...4), Gen.int(in: 0...4), bad).array(of: 0...12)
        var documents = 0, badEntries = 0
        await propertyCheck(count: 200, input: tabs, insertions) { stacks, insertions in
            documents += 1
            badEntries += insertions.count
            var document: [String: [String]] = [:]
            for (tab, stack) in zip(Sailaway.tabs, stacks) {
                document[tab.rawValue] = stack.compactMap { links.link(for: $0) }
            }
            for (tab, position, link) in insertions {
                let name = Sailaway.tabs[tab].rawValue
                document[name]!.insert(link, at: min(position, document[name]!.count))
            }
            let json = try JSONSerialization.data(withJSONObject: ["version": 1, "selectedTab": "home", "tabs": document, "sheet": NSNull()])

            let restored = restore(json)

            for (tab, stack) in zip(Sailaway.tabs, stacks) {
                // Kept in order, showing a screen once where it would repeat the one under it.
                let shown = stack.reduce(into: [AnyRoute]()) { if $0.last != $1 { $0.append($1) } }
                #expect(restored.state.stack(tab) == shown)
            }
            let dropped = restored.report.problems.compactMap { problem -> String? in
                if case .droppedEntry(_, let link, _) = problem { link } else { nil }
            }
            #expect(dropped.sorted() == insertions.map(\.2).sorted())
            #expect(restored.report.problems.count == insertions.count)
        }
        report("restoration: \(documents) documents with \(badEntries) bad entries among valid ones, every valid entry kept in order, every bad one reported")
    }

    @Test func aStackWithScreensOfAFeatureLeftOutIsSavedAsItWasWhileLeftAlone() throws {
        let original = restore(try savedDocument())
        let withoutDecks = try Sailaway.links(disabling: ["Decks"])
        let narrowed = restore(try savedDocument(), links: withoutDecks)
        #expect(narrowed.state.stack(.discover) == [AnyRoute(SearchRoute.results(query: "reefing \"in\" a {gale}"))])

        let untouched = NavigationDocument.encode(narrowed.state, links: withoutDecks, setAside: narrowed.setAside, unchanged: narrowed.unchanged)
        #expect(restore(untouched.data).state == original.state, "a narrowed build that left the stacks alone gives them back whole")

        let changed = try narrowed.state.applying(.pop(tab: .discover))
        let saved = NavigationDocument.encode(changed, links: withoutDecks, setAside: narrowed.setAside, unchanged: narrowed.unchanged)
        #expect(restore(saved.data).state.stack(.discover) == [], "a stack the person changed is saved as it is")
        #expect(restore(saved.data).state.stack(.home) == original.state.stack(.home))
    }

    @Test func entriesOfAFeatureTheBuildLacksAreDroppedAndTheRestKept() throws {
        let withoutCharters = try Sailaway.links(removing: ["Charters"])

        let restored = restore(try savedDocument(), links: withoutCharters)

        #expect(restored.state.stack(.home) == [AnyRoute(ChecklistRoute.editor(id: Sample.checklist)), AnyRoute(SettingsRoute.about)])
        #expect(restored.state.stack(.discover).count == 2)
        #expect(restored.state.stack(.charters) == [])
        #expect(restored.state.selectedTab == .charters)
        #expect(restored.state.topPresentation?.top == AnyRoute(ChecklistRoute.rate(id: Sample.checklist)))
        #expect(restored.report.problems == [
            .droppedEntry(tab: .charters, link: "sailaway://charter/550e8400-e29b-41d4-a716-446655440002", reason: "Cannot open 'sailaway://charter/550e8400-e29b-41d4-a716-446655440002': no screen has this address."),
        ])
    }

    /// Prints a figure for `Tools/reliability`.
    func report(_ line: String) {
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil { print(line) }
    }
}
