import Foundation
import NavigationEngine
import Testing

/// The pure reducer: what each intent does to a navigation state, and to nothing else.
@Suite struct NavigationStateTests {
    let launch = NavigationState(tabs: Sailaway.tabs)
    let editor = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))
    let charter = AnyRoute(CharterRoute.detail(id: Sample.charter))
    let rating = AnyRoute(ChecklistRoute.rate(id: Sample.checklist))

    @Test func atLaunchTheFirstTabIsSelectedEveryStackIsEmptyAndThereIsNoSheet() {
        #expect(launch.tabs == Sailaway.tabs)
        #expect(launch.selectedTab == .home)
        #expect(Sailaway.tabs.allSatisfy { launch.stack($0).isEmpty && launch.contains($0) })
        #expect(launch.presentations.isEmpty)
        #expect(!launch.contains("settings"))
        #expect(launch.stack("settings").isEmpty)
    }

    @Test func pushWithoutATabGoesOnTheSelectedOneAndWithATabOnThatOne() throws {
        let state = try launch.applying([.push(editor), .push(charter, tab: .charters)])

        #expect(state.stack(.home) == [editor])
        #expect(state.stack(.charters) == [charter])
        #expect(state.selectedTab == .home)
        #expect(state.selectedStack == [editor])
    }

    @Test func popRemovesOnlyTheTopAndPopToRootEmptiesTheStack() throws {
        let deep = try launch.applying([.push(charter), .push(editor), .push(rating)])

        #expect(try deep.applying(.pop()).selectedStack == [charter, editor])
        #expect(try deep.applying(.popToRoot()).selectedStack.isEmpty)
        #expect(try launch.applying(.pop()) == launch)
    }

    @Test func replaceStackSetsANamedTabsWholeStack() throws {
        let state = try launch.applying([.push(editor, tab: .library), .replaceStack([charter, rating], tab: .library)])

        #expect(state.stack(.library) == [charter, rating])
        #expect(state.selectedTab == .home)
    }

    @Test func selectingATabKeepsEveryStackAndDismissesTheSheet() throws {
        let before = try launch.applying([.push(editor), .push(charter, tab: .charters), .present(rating)])

        let after = try before.applying(.selectTab(.charters))

        #expect(after.selectedTab == .charters)
        #expect(after.topPresentation?.top == nil)
        #expect(Sailaway.tabs.allSatisfy { after.stack($0) == before.stack($0) })
    }

    @Test func theReducerAloneKeepsTheStackOnReselect() throws {
        let before = try launch.applying([.push(editor)])

        #expect(try before.applying(.selectTab(.home)) == before)
    }

    @Test func showSelectsReplacesAndPresentsInOneStep() throws {
        let before = try launch.applying([.push(editor), .push(editor, tab: .charters)])

        let after = try before.applying(.show(Destination(tab: .charters, stack: [charter], presentation: Presentation(rating))))

        #expect(after.selectedTab == .charters)
        #expect(after.stack(.charters) == [charter])
        #expect(after.topPresentation?.top == rating)
        #expect(after.stack(.home) == [editor])
    }

    @Test func showWithoutAStackKeepsTheTabsStackAndWithoutASheetDismissesIt() throws {
        let before = try launch.applying([.push(charter, tab: .charters), .present(rating)])

        let after = try before.applying(.show(Destination(tab: .charters, stack: nil)))

        #expect(after.stack(.charters) == [charter])
        #expect(after.topPresentation?.top == nil)
    }

    @Test func anUnknownTabIsAnErrorThatListsTheTabsThereAre() throws {
        let error = try #require(throws: NavigationError.self) { try launch.applying(.push(editor, tab: "settings")) }

        #expect(error == .unknownTab("settings", available: Sailaway.tabs))
        #expect(error.description == "There is no 'settings' tab in this build. Tabs: home, library, discover, charters, profile.")
    }

    @Test func applyingAnIntentLeavesTheOriginalStateAsItWas() throws {
        let original = try launch.applying(.push(editor))

        _ = try original.applying(.popToRoot())

        #expect(original.selectedStack == [editor])
    }
}
