import AppShell
import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import SearchInterface
import Testing

/// Library: one section per contributing feature, in order, each listing the user's items that
/// open where Library is; an empty note when nothing contributes.
@MainActor
@Suite final class LibraryScreenTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    @Test func libraryListsTheContributedSectionsAndTheirItems() async throws {
        let session = try await fixture.launch()
        try session.selectTab(named: "library")

        let library = await session.presentedScreen().screen

        #expect(library.title == "Library")
        #expect(library.sections.map(\.heading) == ["Saved harbors"])
        #expect(library.sections.first?.rows.map(\.text) == ["Porto Cervo", "Kiel"])
        #expect(library.sections.first?.rows.map(\.detail) == ["south", "north"])
        #expect(library.actions.map(\.label) == ["Open Porto Cervo", "Open Kiel"])
    }

    @Test func anItemOpensOnLibrarysOwnStack() async throws {
        let session = try await fixture.launch()
        try session.selectTab(named: "library")

        try await session.tap("Open Kiel")

        #expect(session.router.state.selectedTab == .library)
        #expect(session.router.state.stack(.library) == [Routes.kiel])
        #expect(session.router.state.stack(.discover).isEmpty)
        #expect(await session.presentedScreen().breadcrumb == ["Library", "Kiel"])
    }

    @Test func sectionsFollowTheirOrderAndAnEmptyOneSaysSo() async throws {
        let session = try await fixture.launch(adding: [LockerFeature()])
        try session.selectTab(named: "library")

        let library = await session.presentedScreen().screen

        #expect(library.sections.map(\.heading) == ["Lockers", "Saved harbors"])
        #expect(library.sections.first?.rows.isEmpty == true)
        #expect(library.sections.first?.emptyText == "Nothing here yet.")
    }

    @Test func aLibraryNoFeatureAddsToSaysItIsEmpty() async throws {
        let session = try await fixture.launch(enabled: ["Crew"])
        try session.selectTab(named: "library")

        let library = await session.presentedScreen().screen

        #expect(library.actions.isEmpty)
        #expect(library.sections.map(\.emptyText) == ["Your library is empty: no feature in this build adds to it."])
    }

    @Test func aSectionThatFailsToLoadSaysSoWhileTheOtherSectionsStillShow() async throws {
        let session = try await fixture.launch(adding: [LockerFeature(isJammed: true)])
        try session.selectTab(named: "library")

        let library = await session.presentedScreen().screen

        #expect(library.kind == .content)
        let lockers = try #require(library.sections.first { $0.heading == "Lockers" })
        #expect(lockers.rows.isEmpty)
        #expect(lockers.emptyText == "Could not load: The locker is jammed.")
        let harbors = try #require(library.sections.first { $0.heading == "Saved harbors" })
        #expect(harbors.rows.map(\.text) == ["Porto Cervo", "Kiel"])
        #expect(library.actions.map(\.label) == ["Open Porto Cervo", "Open Kiel"])
    }
}

/// A feature whose Library section comes first and holds nothing, or fails to load.
private struct LockerFeature: Feature {
    var isJammed = false

    var name: String { "Lockers" }

    func register(with registrar: FeatureRegistrar) {
        let isJammed = isJammed
        registrar.contribute(LibrarySection(title: "Lockers", order: 1) { _ in
            if isJammed { throw ActionError("The locker is jammed.") }
            return []
        }, to: LibrarySections.self)
    }
}
