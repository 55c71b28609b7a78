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

    /// The one tab whose stack `intent` may change, or nil when it may change none.
    static func target(of intent: NavigationIntent, in state: NavigationState) -> TabID? {
        switch intent {
        case .push(_, let tab), .pop(let tab), .popToRoot(let tab): tab ?? state.selectedTab
        case .back, .replaceTop: state.selectedTab
        case .replaceStack(_, let tab), .selectTab(let tab): tab
        case .show(let destination): destination.tab
        case .open, .present, .dismissSheet: nil
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
                let target = Self.target(of: intent, in: before)
                for tab in Sailaway.tabs where tab != target {
                    #expect(router.state.stack(tab) == before.stack(tab), "\(intent) changed the \(tab) stack")
                }
                #expect(recorder.events.count - eventsBefore == (router.state == before ? 0 : 1))
            }
        }
    }

    @Test func anySavedStateComesBackAsItWas() async {
        await propertyCheck(
            count: 300,
            input: Arbitrary.stack.array(of: Sailaway.tabs.count), Gen.int(in: 0...(Sailaway.tabs.count - 1)), Arbitrary.route.optional
        ) { stacks, selected, sheet in
            var intents = zip(stacks, Sailaway.tabs).map { NavigationIntent.replaceStack($0, tab: $1) }
            intents.append(.show(Destination(tab: Sailaway.tabs[selected], stack: nil, sheet: sheet)))
            let state = try NavigationState(tabs: Sailaway.tabs).applying(intents)

            let saved = NavigationDocument.encode(state, links: links)
            let restored = NavigationDocument.decode(saved.data, tabs: Sailaway.tabs, links: links)

            #expect(saved.unsaved.isEmpty)
            #expect(restored.state == state)
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
