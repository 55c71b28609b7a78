import Foundation
import NavigationEngine
import PropertyBased
import Testing

/// What holds for every route, every state and every sequence of intents, not just the examples.
@Suite struct NavigationPropertyTests {
    let links: LinkTable

    init() throws {
        links = try Sailaway.links()
    }

    /// The tabs whose stacks `intent` may change: one for every intent but a sequence, whose
    /// steps each may change one.
    static func targets(of intent: NavigationIntent, in state: NavigationState) -> Set<TabID> {
        switch intent {
        case .push(_, let tab), .pop(let tab), .popToRoot(let tab): [tab ?? state.selectedTab]
        case .back, .replaceTop: [state.selectedTab]
        case .replaceStack(_, let tab), .selectTab(let tab): [tab]
        case .show(let destination): [destination.tab]
        case .open, .present, .dismiss, .dismissTo: []
        case .sequence(let intents):
            // Every step of a sequence but a tab selection keeps the selected tab, and each
            // names the one it may change.
            intents.reduce(into: [state.selectedTab]) { tabs, intent in tabs.formUnion(targets(of: intent, in: state)) }
        }
    }

    @Test @MainActor
    func anIntentNeverChangesAnotherTabsStackAndEveryChangeIsOneEvent() async {
        await propertyCheck(count: 300, input: Arbitrary.intent.array(of: 1...20)) { intents in
            // Pop-to-root on re-select: the policy that changes the most still touches one tab.
            let router = Router(tabs: Sailaway.tabs, links: links, reselectPolicy: .popToRoot, logger: .silent)
            let recorder = EventRecorder(router)
            for intent in intents {
                let before = router.state
                let eventsBefore = recorder.events.count
                do {
                    try router.apply(intent)
                } catch {
                    #expect(router.state == before, "a refused \(intent) changed the state")
                }
                let targets = Self.targets(of: intent, in: before)
                for tab in Sailaway.tabs where !targets.contains(tab) {
                    #expect(router.state.stack(tab) == before.stack(tab), "\(intent) changed the \(tab) stack")
                }
                #expect(recorder.events.count - eventsBefore == (router.state == before ? 0 : 1))
            }
        }
    }

    @Test func anySavedStateComesBackAsItWas() async {
        await propertyCheck(
            count: 300,
            input: Arbitrary.stack.array(of: Sailaway.tabs.count), Gen.int(in: 0...(Sailaway.tabs.count - 1)),
            Arbitrary.presentation.array(of: 0...3), Arbitrary.checklistDetail.array(of: 0...3)
        ) { stacks, selected, presentations, deferred in
            var intents = zip(stacks, Sailaway.tabs).map { NavigationIntent.replaceStack($0, tab: $1) }
            intents.append(.show(Destination(tab: Sailaway.tabs[selected], stack: nil, presentation: presentations.first)))
            intents += presentations.dropFirst().map { NavigationIntent.present($0.root, style: $0.style, request: $0.request) }
            let state = try NavigationState(tabs: Sailaway.tabs).applying(.sequence(intents))
            let deferredLinks = deferred.compactMap { links.link(for: $0, style: .universal) }

            let saved = NavigationDocument.encode(state, links: links, deferredLinks: deferredLinks)
            let restored = NavigationDocument.decode(saved.data, tabs: Sailaway.tabs, links: links)

            #expect(saved.unsaved.isEmpty)
            #expect(restored.state == state)
            #expect(restored.deferredLinks == deferredLinks)
            #expect(restored.report.isClean, "\(restored.report)")
        }
    }

    @Test func everyRouteOpensFromItsOwnLinkInBothStyles() async {
        await propertyCheck(count: 500, input: Arbitrary.route, Gen<LinkStyle>.case) { route, style in
            let link = try #require(links.link(for: route, style: style), "\(route) has no link")
            #expect(try links.route(link, from: .internal) == route, "\(link)")
        }
    }

    @Test func aPublicLinkOpensFromOutsideWhateverCaseItsUUIDIsWrittenIn() async {
        await propertyCheck(count: 200, input: Gen<AnyRoute>.oneOf(Arbitrary.charter, Arbitrary.user, Arbitrary.deck)) { route in
            let link = try #require(links.link(for: route))
            let uppercase = link.dropLast(36) + link.suffix(36).uppercased()
            #expect(uppercase != link)
            #expect(try links.route(String(uppercase)) == route)
        }
    }
}
