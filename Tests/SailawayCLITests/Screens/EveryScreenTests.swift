import AppShell
import FeatureRegistry
import FeatureTesting
import Foundation
import NavigationEngine
import SailawayApp
import SailawayCLI
import Testing

/// The text of every screen the app can show, as the terminal prints it, compared with the
/// recorded `Snapshots/<name>.txt`: a change to any screen is a reviewed diff.
///
/// Each screen is reached in the composed app — every feature, the sample content of a fresh
/// install, a clock that never moves — as a person reaches it. To record again after a
/// deliberate change: `Tools/record-snapshots`. A screen's snapshot leaves out the tab
/// bar, which every screen shares: a feature added to the build changes the snapshots of the
/// screens that show it, and ``ChromeTests``' one.
@MainActor
@Suite struct EveryScreenTests {
    /// What a screen shows in place of the temporary data directory: the default one.
    static let shownDataDirectory = "~/.local/share/sailaway"

    /// The features the snapshots are of: every feature compiled in that they were recorded
    /// with (``TextSnapshot/recordedFeatures(compiledIn:)``).
    nonisolated static let features = TextSnapshot.recordedFeatures(compiledIn: AppFeatures.compiledIn.map(\.name))

    /// The features compiled in that the snapshots were not recorded with yet: a feature just
    /// added, before `Tools/record-snapshots`.
    nonisolated static var notRecorded: [String] {
        AppFeatures.compiledIn.map(\.name).filter { !features.contains($0) }
    }

    /// The app with the snapshots' features (or those `enabled`, a narrower build), over a
    /// fresh install, at noon UTC on 2 November 2026.
    static func app(enabled: [String]? = nil, welcomed: Bool = true) async throws -> AppHarness {
        _ = inUTC
        let clock = TestClock()
        return try await AppHarness(
            features: AppFeatures.compiledIn,
            enabled: enabled ?? (notRecorded.isEmpty ? nil : features),
            welcomed: welcomed,
            now: { clock.now() }
        )
    }

    /// Screens show times in the device's time zone; the recorded ones are in UTC, wherever
    /// the tests run. Set once, before the first screen is drawn.
    private static let inUTC: Void = {
        NSTimeZone.default = TimeZone(identifier: "UTC")!
    }()

    /// Walks `visit` in `app` and returns the screen it ends on.
    static func walk(_ visit: ScreenVisit, in app: AppHarness) async throws -> PresentedScreen {
        for step in visit.steps {
            switch step {
            case .tab(let name): try app.selectTab(name)
            case .tap(let label, let inputs):
                let action = try await app.screen().action(matching: label)
                _ = try await app.session.perform(action, inputs: Dictionary(uniqueKeysWithValues: zip(action.inputs.map(\.name), inputs)))
            case .open(let link): try app.open(link, from: .internal)
            case .push(let route): try app.session.router.apply(.push(route))
            }
            for tab in app.state.tabs {
                let stack = app.state.stack(tab)
                #expect(!zip(stack, stack.dropFirst()).contains(where: ==), "after \(step), the \(tab) stack shows a screen twice in a row")
            }
        }
        return await app.session.presentedScreen()
    }

    /// The screen's text without the tab bar (the composed build's, recorded once in
    /// ``ChromeTests``), with the temporary data directory spelled as the default one.
    static func text(of presented: PresentedScreen, in app: AppHarness) -> String {
        ScreenText.render(presented, chrome: .hidden).replacingOccurrences(of: app.directory.path, with: shownDataDirectory)
    }

    @Test(arguments: ScreenVisit.all)
    func theScreenReadsAsRecorded(_ visit: ScreenVisit) async throws {
        let app = try await Self.app(enabled: visit.enabled, welcomed: visit.welcomed)
        let presented = try await Self.walk(visit, in: app)

        try TextSnapshot.assert(Self.text(of: presented, in: app), matches: visit.name)
    }

    /// Rows that are controls act by an action of their own screen, and each row of a section
    /// has an identity of its own and an action of its own: one item in two lists (Discover's
    /// trending and recommended) is two rows opening it by one action.
    @Test(arguments: ScreenVisit.all)
    func everyRowIsItsOwnAndActsByAnActionOfItsScreen(_ visit: ScreenVisit) async throws {
        let app = try await Self.app(enabled: visit.enabled, welcomed: visit.welcomed)
        Self.expectRowsAreControlsOfTheirScreen(try await Self.walk(visit, in: app).screen)
    }

    /// Every action has a printed identity of its own on its screen — the text a web form posts
    /// and `tap --shown` names — which finds that action again; an action that only navigates
    /// prints the links of its routes, never a description of a Swift value.
    @Test(arguments: ScreenVisit.all)
    func everyActionIsNamedByItsOwnPrintedIdentity(_ visit: ScreenVisit) async throws {
        let app = try await Self.app(enabled: visit.enabled, welcomed: visit.welcomed)
        try Self.expectActionsAreNamedByTheirOwnPrintedIdentity(try await Self.walk(visit, in: app).screen, links: app.session.router.links)
    }

    /// A feature compiled in that the snapshots were not recorded with yet — one just added,
    /// before `Tools/record-snapshots` — has the screens of its sample links checked all the
    /// same, in the app with every feature: each opens as content, its rows are controls of its
    /// own actions, and its actions are named by their own identities. Recording then adds
    /// their snapshots, and those of the screens it contributes to.
    @Test(arguments: notRecorded)
    func theSampleScreensOfAFeatureNotRecordedYetHoldTogether(_ feature: String) async throws {
        let app = try await AppHarness(features: AppFeatures.compiledIn)
        let links = try #require(AppFeatures.declared.first { $0.name == feature }?.sampleLinks)
        #expect(!links.isEmpty, "\(feature) declares no sample link")
        for link in links {
            try app.open(link, from: .internal)
            let screen = await app.session.presentedScreen().screen
            #expect(screen.kind == .content, "\(link) shows \(screen.title)")
            Self.expectRowsAreControlsOfTheirScreen(screen)
            try Self.expectActionsAreNamedByTheirOwnPrintedIdentity(screen, links: app.session.router.links)
        }
    }

    /// No input of any screen asks which section, item or crew member an action is for, by
    /// number or otherwise: what acts on one of them is that row's or heading's own action.
    @Test(arguments: ScreenVisit.all)
    func noInputAsksWhichRowAnActionIsFor(_ visit: ScreenVisit) async throws {
        let app = try await Self.app(enabled: visit.enabled, welcomed: visit.welcomed)
        let screen = try await Self.walk(visit, in: app).screen
        for action in screen.actions {
            for input in action.inputs {
                // A number may be a quantity (a distance sailed), never a place in a list.
                #expect(!["number", "which", "position"].contains { input.prompt.localizedCaseInsensitiveContains($0) }, "\(action.label) asks “\(input.prompt)”")
            }
        }
    }

    private static func expectRowsAreControlsOfTheirScreen(_ screen: Screen, sourceLocation: SourceLocation = #_sourceLocation) {
        let offered = Set(screen.actions.map(\.id))
        for section in screen.sections {
            let ids = section.rows.map(\.id)
            #expect(Set(ids).count == ids.count, "two rows of \(section.heading ?? "a section") share an identity: \(ids)", sourceLocation: sourceLocation)
            let actions = section.rows.compactMap(\.action)
            #expect(Set(actions).count == actions.count, "two rows of \(section.heading ?? "a section") do one thing", sourceLocation: sourceLocation)
            #expect(actions.allSatisfy(offered.contains), "rows act by actions the screen does not offer", sourceLocation: sourceLocation)
            // A row's, a section's own actions and what adds to it are the screen's too, and
            // each is drawn in one place only.
            let own = section.rows.flatMap(\.actions) + section.actions + section.additions
            #expect(own.allSatisfy(offered.contains), "a row or section acts by an action the screen does not offer", sourceLocation: sourceLocation)
            #expect(Set(own).count == own.count, "one action on two rows of \(section.heading ?? "a section")", sourceLocation: sourceLocation)
            #expect(Set(own).isDisjoint(with: actions), "a row's own action is also a row's activation", sourceLocation: sourceLocation)
        }
        #expect(screen.toolbar.allSatisfy(offered.contains), "the toolbar holds an action the screen does not offer", sourceLocation: sourceLocation)
        if let primary = screen.primaryAction {
            #expect(offered.contains(primary), "the primary action is not offered: \(primary)", sourceLocation: sourceLocation)
        }
    }

    private static func expectActionsAreNamedByTheirOwnPrintedIdentity(
        _ screen: Screen, links: LinkTable, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let printed = screen.actions.map { $0.id.printed(with: links) }
        #expect(Set(printed).count == printed.count, "two actions print as one: \(printed)", sourceLocation: sourceLocation)
        for (action, text) in zip(screen.actions, printed) {
            #expect(try screen.action(shown: text, links: links) == action, sourceLocation: sourceLocation)
            if action.id.name == nil {
                #expect(!text.contains("(") && !text.contains("unlinked"), "\(action.label) prints as \(text)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func everyRoutePatternOfTheAppHasASnapshot() async throws {
        var shown: Set<String> = []
        for visit in ScreenVisit.all where visit.enabled == nil {
            let app = try await Self.app(welcomed: visit.welcomed)
            _ = try await Self.walk(visit, in: app)
            if let pattern = Self.visiblePattern(in: app) { shown.insert(pattern) }
        }

        let patterns = try await Set(Self.app().session.composition.routeTable.filter(\.isEnabled).map(\.pattern))
        #expect(patterns.subtracting(shown).sorted() == [], "add a ScreenVisit to ScreenCatalog.swift for each of these")
    }

    @Test func everySnapshotFileBelongsToAScreen() throws {
        let names = Set(ScreenVisit.all.map(\.name))
        #expect(names.count == ScreenVisit.all.count, "two screens share a name")
        #expect(try TextSnapshot.recordedNames().subtracting(names).sorted() == [], "remove the files of screens that are gone")
    }

    /// The link pattern of the screen on top: the top modal's, else the top of the stack, else
    /// the tab.
    private static func visiblePattern(in app: AppHarness) -> String? {
        let state = app.state
        let route = state.visibleRoute ?? AnyRoute(TabRootRoute(state.selectedTab))
        return app.session.router.links.pattern(for: route)?.templateText
    }
}
