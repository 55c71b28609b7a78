import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import Testing

/// An action's identity is typed: a name a feature gives, or the intent of an action that only
/// navigates, compared as a value. Faces print it with the app's links, and only there.
@Suite struct ActionIDTests {
    let links = try! compose([HarborsFeature(), CrewFeature()]).links
    let portoCervo = AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id))

    @Test func aNamedIdentityPrintsAsItsNameAndKnowsItsSubject() {
        let check = ActionID("check", HarborStore.kiel.id)

        #expect(check.printed(with: links) == "check/\(HarborStore.kiel.id)")
        #expect(check.subject == Substring(HarborStore.kiel.id.uuidString))
        #expect(ActionID("save").subject == nil)
        #expect(check == ActionID(named: "check/\(HarborStore.kiel.id)"))
    }

    @Test func aNavigationIsIdentifiedByItsIntentAndPrintedWithItsLink() throws {
        let open = ScreenAction.push("Open Porto Cervo", to: HarborRoute.detail(id: HarborStore.portoCervo.id))
        let link = try #require(links.link(for: portoCervo))

        #expect(open.id == ActionID(navigating: .push(portoCervo)))
        #expect(open.id != ActionID(navigating: .open(portoCervo)))
        #expect(open.id.name == nil && open.id.subject == nil)
        #expect(open.id.printed(with: links) == "push/\(link)")
        #expect(ScreenAction.present("Review", HarborRoute.review(id: HarborStore.kiel.id)).id.printed(with: links).hasPrefix("present-sheet/sailaway://"))
        #expect(ScreenAction.goBack.id.printed(with: links) == "back")
    }

    @Test func aStepOfSeveralIntentsPrintsEachInTurn() throws {
        let link = try #require(links.link(for: portoCervo))
        let id = ActionID(navigating: .sequence([.dismiss, .push(portoCervo, tab: .discover)]))

        #expect(id.printed(with: links) == "dismiss then push@discover/\(link)")
    }
}
