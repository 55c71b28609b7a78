import AppShell
import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import ProfilesInterface
import SearchInterface
import Testing

/// Navigation state surviving a relaunch: what one session saves the next restores; what can
/// no longer be restored is dropped on its own and reported; nothing unreadable is lost.
@MainActor
@Suite final class AppSessionRestorationTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    @Test func aRelaunchRestoresEveryTabTheSelectionAndTheSheet() async throws {
        let first = try await fixture.launch()
        try await first.tap("Find a Harbor")
        try first.open(Links.harborMaster, from: .external)
        try first.open(Links.portoCervo, from: .external)
        try await first.tap("Edit")
        try first.router.apply(.present(Routes.reviewPortoCervo))
        try first.save()

        let relaunched = try await fixture.launch()

        #expect(relaunched.router.state == first.router.state)
        #expect(relaunched.router.state.selectedTab == .discover)
        #expect(relaunched.router.state.stack(.discover) == [Routes.portoCervo, Routes.editPortoCervo])
        #expect(relaunched.router.state.visibleRoute == Routes.reviewPortoCervo)
        #expect(relaunched.router.state.stack(.home) == [Routes.northHarbors])
        #expect(relaunched.restorationReport.isClean)
    }

    @Test func theSavedFileHoldsEachScreensLink() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])

        try session.save()

        let saved = try #require(try fixture.store.load())
        let json = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect(json["version"] as? Int == NavigationDocument.currentVersion)
        #expect(json["selectedTab"] as? String == "discover")
        #expect((json["tabs"] as? [String: [String]])?["discover"] == [Links.portoCervo])
    }

    @Test func anEntryOfADisabledFeatureIsDroppedAndTheRestSurvives() async throws {
        let first = try await fixture.launch()
        try first.router.apply(.push(Routes.northHarbors))
        try first.router.apply(.push(Routes.harborMaster))
        try first.open(Links.harborMaster, from: .external)
        try first.router.apply(.selectTab(.home))
        try first.save()

        let relaunched = try await fixture.launch(enabled: ["Crew"])

        #expect(relaunched.router.state.selectedTab == .home)
        #expect(relaunched.router.state.stack(.home) == [Routes.harborMaster])
        #expect(relaunched.router.state.stack(.profile) == [Routes.harborMaster])
        let dropped = relaunched.restorationReport.problems.compactMap { problem -> (TabID?, String, String)? in
            if case .droppedEntry(let tab, let link, let reason) = problem { (tab, link, reason) } else { nil }
        }
        #expect(dropped.count == 1)
        #expect(dropped.first?.0 == .home)
        #expect(dropped.first?.1 == "sailaway://harbors/north")
        #expect(dropped.first?.2.contains("belongs to Harbors") == true)
    }

    @Test func aSavedSheetOfADisabledFeatureIsDroppedWithTheTabItSatOn() async throws {
        let first = try await fixture.launch(opening: [Links.portoCervo])
        try first.router.apply(.present(Routes.reviewPortoCervo))
        try first.save()

        let relaunched = try await fixture.launch(enabled: ["Crew"])

        #expect(relaunched.router.state == NavigationState(tabs: [.home, .library, .profile]))
        #expect(relaunched.restorationReport.problems.contains(.tabSetAside(.discover, entries: 1)))
        #expect(relaunched.restorationReport.problems.contains(.unknownSelectedTab(.discover)))
        #expect(relaunched.restorationReport.problems.contains { problem in
            if case .droppedEntry(nil, let link, _) = problem { link.hasSuffix("/review") } else { false }
        })
    }

    @Test func aTabLeftOutOfANarrowedBuildSurvivesItsSavesAndComesBackInTheFullBuild() async throws {
        let full = try await fixture.launch(opening: [Links.harborMaster])
        try full.save()

        let narrowed = try await fixture.launch(enabled: ["Harbors"])
        #expect(narrowed.restorationReport.problems.contains(.tabSetAside(.profile, entries: 1)))
        try narrowed.selectTab(named: "library")
        try narrowed.save()

        let again = try await fixture.launch()
        #expect(again.router.state.stack(.profile) == [Routes.harborMaster])
        #expect(again.router.state.selectedTab == .library)
        #expect(again.restorationReport.isClean)
    }

    @Test func anUnreadableFileGivesTheDefaultStateAReportAndIsSetAside() async throws {
        let garbage = Data("{ this is not navigation".utf8)
        try fixture.store.save(garbage)

        let session = try await fixture.launch()

        #expect(session.router.state == NavigationState(tabs: [.home, .library, .discover, .profile]))
        #expect(session.restorationReport.problems.count == 1)
        guard case .unreadable = session.restorationReport.problems.first else {
            Issue.record("Expected an unreadable report, got \(session.restorationReport)")
            return
        }
        let aside = fixture.navigationFile.appendingPathExtension("unreadable")
        #expect(try Data(contentsOf: aside) == garbage)
        #expect(!FileManager.default.fileExists(atPath: fixture.navigationFile.path))

        try session.save()
        #expect(try Data(contentsOf: aside) == garbage)
    }

    @Test func aFileFromANewerVersionIsSetAsideNotOverwritten() async throws {
        let newer = Data(#"{"version": 99, "selectedTab": "discover", "tabs": {}, "sheet": null}"#.utf8)
        try fixture.store.save(newer)

        let session = try await fixture.launch()
        try session.save()

        #expect(session.restorationReport.problems == [.unsupportedVersion(99, supported: NavigationDocument.currentVersion)])
        #expect(session.router.state.selectedTab == .home)
        #expect(try Data(contentsOf: fixture.navigationFile.appendingPathExtension("unreadable")) == newer)
    }

    @Test func aRefusedLinkAtLaunchLeavesTheSavedFileAsItWas() async throws {
        let first = try await fixture.launch(opening: [Links.portoCervo])
        try first.save()
        let saved = try Data(contentsOf: fixture.navigationFile)

        let refused = try fixture.session()
        await #expect(throws: LinkError.self) { try await refused.launch(opening: ["sailaway://lighthouse"]) }

        #expect(try Data(contentsOf: fixture.navigationFile) == saved)
        #expect(try await fixture.launch().router.state == first.router.state)
    }

    @Test func resetForgetsNavigationButNotContent() async throws {
        let first = try await fixture.launch(opening: [Links.portoCervo])
        try await first.tap("Review")
        try await first.tap("Submit", ["text": "Sheltered"])
        try first.save()

        try first.reset()

        #expect(first.router.state == NavigationState(tabs: [.home, .library, .discover, .profile]))
        #expect(!FileManager.default.fileExists(atPath: fixture.navigationFile.path))
        let relaunched = try await fixture.launch()
        #expect(relaunched.router.state.stack(.discover).isEmpty)
        #expect(fixture.harbors.harbor(HarborStore.portoCervo.id)?.reviews == ["Sheltered"])
    }
}
