@testable import AppShell
import FeatureRegistry
import NavigationEngine
import NavigationTesting
import Testing

/// The screens a session keeps: drawn again from memory while the data is unchanged, loaded
/// again after any commit or action.
@Suite struct LoadedScreensTests {
    let kiel = AnyRoute(HarborRoute.detail(id: HarborStore.kiel.id))
    let portoCervo = AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id))

    @Test func aScreenIsKeptWhileTheDataIsAtTheSameVersion() {
        var loaded = LoadedScreens()
        loaded.keep(Screen(title: "Kiel"), for: kiel, answering: nil, at: 7)
        #expect(loaded.screen(for: kiel, answering: nil, at: 7)?.title == "Kiel")
        #expect(loaded.screen(for: portoCervo, answering: nil, at: 7) == nil, "another route was never loaded")
    }

    @Test func aCommitAnywhereForgetsEveryScreen() {
        var loaded = LoadedScreens()
        loaded.keep(Screen(title: "Kiel"), for: kiel, answering: nil, at: 7)
        #expect(loaded.screen(for: kiel, answering: nil, at: 8) == nil)
        #expect(loaded.screen(for: kiel, answering: nil, at: 7) == nil, "forgotten, not set aside")
    }

    @Test func theSameRouteAnsweringAnotherRequestIsAnotherScreen() {
        var loaded = LoadedScreens()
        let request = ResultRequest(key: "harbor", requester: kiel)
        loaded.keep(Screen(title: "Choose a harbor"), for: portoCervo, answering: request, at: 1)
        #expect(loaded.screen(for: portoCervo, answering: nil, at: 1) == nil)
        #expect(loaded.screen(for: portoCervo, answering: request, at: 1)?.title == "Choose a harbor")
    }

    @Test func failuresAndDataWithoutAVersionAreNeverKept() {
        var loaded = LoadedScreens()
        loaded.keep(.failed(CancellationError()), for: kiel, answering: nil, at: 1)
        #expect(loaded.screen(for: kiel, answering: nil, at: 1) == nil, "a failure is tried again")
        loaded.keep(Screen(title: "Kiel"), for: kiel, answering: nil, at: nil)
        #expect(loaded.screen(for: kiel, answering: nil, at: nil) == nil, "no signal, nothing to trust")
    }

    @Test func forgettingDropsEverything() {
        var loaded = LoadedScreens()
        loaded.keep(Screen(title: "Kiel"), for: kiel, answering: nil, at: 3)
        loaded.forget()
        #expect(loaded.screen(for: kiel, answering: nil, at: 3) == nil)
    }
}
