import AppShellInterface
import FeatureRegistry
import Foundation
import Logging
import NavigationEngine
import SailawayDatabase

/// A running app: one composition, its router and its saved state.
///
/// Each UI drives the app through a session: the terminal app for one command or an
/// interactive run, a SwiftUI scene on Apple platforms, each browser of the web host. The
/// session loads screens, performs their actions by asking the router for navigation, and saves
/// navigation state.
///
/// A session is one device's, and runs in its owner's isolation: it is not `Sendable`, and its
/// asynchronous methods are `nonisolated(nonsending)`, so they run on the actor that calls them
/// — the main actor of the terminal or a SwiftUI scene, or the actor of one browser's session
/// in the web host, where browsers run side by side on every core. What it awaits (the data,
/// a file written) runs off that actor; its router and its loaded screens never leave it.
public final class AppSession {
    /// The build.
    public let composition: Composition
    /// The one owner of navigation state.
    public let router: Router
    /// What restoring the saved state could not keep, once launched.
    public private(set) var restorationReport = RestorationReport()
    /// Whose session this is.
    public let identity: SessionIdentity
    /// Who is looking, as of the last time the data was read: every screen is loaded for them.
    public private(set) var viewer: Viewer
    /// The answers of the last action refused, kept until the person does something else: the
    /// screen on top shows them (``Screen/keeping(_:)``), so nothing typed is lost, in any face.
    public private(set) var refused: RefusedAnswers?

    private let store: NavigationStore?
    private let logger: Logger
    /// The re-select policy when the person has chosen none in Settings.
    private let defaultReselectPolicy: ReselectPolicy
    /// Saved tabs this build lacks, written back on every save so a custom build loses nothing.
    private var tabsSetAside: [String: [String]] = [:]
    /// Saved stacks with screens of features this build leaves out, written back as they were
    /// while the person leaves them alone.
    private var stacksKept: [TabID: KeptStack] = [:]
    /// Screens as loaded, kept while the data is unchanged (``screen(for:answering:)``).
    private var loadedScreens = LoadedScreens()
    /// The data's version when the guards and the re-select setting were last read; nil when
    /// the data has no version, or they were never read.
    private var routerDataVersion: Int?

    /// Creates a session; call ``launch(opening:)`` before using it.
    ///
    /// - Parameters:
    ///   - composition: The build.
    ///   - store: Where navigation state is saved; nil keeps it in memory only.
    ///   - identity: Whose session it is: the device's sailor, or one account.
    ///   - reselectPolicy: What re-selecting the selected tab does.
    ///   - logger: Where navigation events and problems are logged.
    public init(
        composition: Composition,
        store: NavigationStore?,
        identity: SessionIdentity,
        reselectPolicy: ReselectPolicy = .keepStack,
        logger: Logger = Logger(label: "sailaway.app")
    ) {
        self.composition = composition
        self.store = store
        self.identity = identity
        // Until the data is read at launch, a device's session shows nothing of anyone's.
        viewer = if case .account(let id) = identity { .account(id) } else { .public }
        self.logger = logger
        self.defaultReselectPolicy = reselectPolicy
        router = Router(
            tabs: composition.tabs.map(\.id),
            links: composition.links,
            reselectPolicy: reselectPolicy,
            guards: composition.guards,
            logger: logger
        )
    }

    // MARK: - Launch

    /// Starts the app as the system does: links that arrive at launch are queued, saved state
    /// is restored, the guards are asked, then the app is ready and the queued links are applied
    /// in one step — or kept until the guards clear.
    ///
    /// A link that cannot open is refused at once, before anything changes. A host that only
    /// describes the build (its routes, its features) launches without `checkingGuards`: the
    /// guards read the app's data, which it never needs.
    public nonisolated(nonsending) func launch(opening links: [String] = [], checkingGuards: Bool = true) async throws(LinkError) {
        // Every link is checked before any is queued, so a refused launch leaves none behind
        // for the next one to apply.
        for link in links {
            _ = try router.links.resolve(link, from: .external)
        }
        for link in links {
            try router.open(link, from: .external)
        }
        restore()
        if checkingGuards {
            // Opened away from the main actor: a new file is migrated and seeded first. What
            // cannot be opened is said where the data is first read.
            _ = try? await composition.openDatabase()
            await refreshFromData()
        }
        router.markReady()
    }

    /// Reads what of the app's data the session follows: who is looking, which guards hold for
    /// them, and the re-select policy chosen in Settings. At launch, and after every action,
    /// since an action is what changes that data.
    public nonisolated(nonsending) func refreshFromData() async {
        await refreshFromData(at: await dataVersion())
    }

    /// Reads them again only when something was committed since they were read, by this
    /// process or another (or when the data has no version to tell by): a navigation is decided
    /// on the data as it is, without reading the guards on every tap.
    private nonisolated(nonsending) func refreshFromDataIfChanged() async {
        let version = await dataVersion()
        if version == nil || version != routerDataVersion {
            await refreshFromData(at: version)
        }
    }

    private nonisolated(nonsending) func refreshFromData(at version: Int?) async {
        routerDataVersion = version
        let viewer = await identity.viewer(in: try? composition.database())
        if viewer != self.viewer {
            // Every screen kept was another viewer's.
            self.viewer = viewer
            loadedScreens.forget()
        }
        await updateGuards()
        await updateReselectPolicy()
    }

    /// Tells the router which guards hold now.
    private nonisolated(nonsending) func updateGuards() async {
        guard !router.guards.isEmpty else { return }
        do {
            try router.setHolding(await composition.holdingGuards(for: viewer))
        } catch {
            logger.error("the build's guards cannot be satisfied: \(error)")
        }
    }

    /// The re-select policy chosen in Settings, else the session's default.
    private nonisolated(nonsending) func updateReselectPolicy() async {
        let saved = try? await composition.database().writer.read { db in
            try Preference(ReselectChoice.preferenceKey).value(db)
        }
        router.reselectPolicy = saved.flatMap(ReselectChoice.init(rawValue:))?.policy ?? defaultReselectPolicy
    }

    private func restore() {
        guard let store else { return }
        let data: Data?
        do {
            data = try store.load()
        } catch {
            let reason = (error as? NavigationStoreError)?.description
                ?? "the saved state could not be read (\(error.localizedDescription))"
            restorationReport.problems.append(RestorationReport.Problem.unreadable(reason))
            keepAside(store)
            return
        }
        guard let data else { return }
        if !restore(from: data) { keepAside(store) }
    }

    /// Restores the navigation state `data` holds — a document ``navigationDocument()`` wrote,
    /// by this device or another build — before ``launch(opening:checkingGuards:)``, for a device
    /// whose state is kept elsewhere than a file (a browser session on every node of a server).
    /// Returns false when the document cannot be read at all; the state then stays empty.
    @discardableResult
    public func restore(from data: Data) -> Bool {
        let restoration = NavigationDocument.decode(data, tabs: router.state.tabs, links: router.links)
        restorationReport = restoration.report
        tabsSetAside = restoration.setAside
        stacksKept = restoration.unchanged
        // A document this build cannot read, including one a newer build wrote, is said to be
        // so: the file it came from is kept aside, which the next save would overwrite.
        let isUnreadable = restoration.report.problems.contains {
            switch $0 {
            case .unreadable, .unsupportedVersion: true
            default: false
            }
        }
        for problem in restoration.report.problems {
            logger.notice("\(problem)")
        }
        router.restore(restoration.state, deferredLinks: restoration.deferredLinks)
        return !isUnreadable
    }

    /// Moves a saved document this build cannot read out of the way of the next save.
    private func keepAside(_ store: NavigationStore) {
        if let aside = store.setAside() {
            logger.warning("kept the unreadable navigation state at \(aside.path)")
        }
    }

    /// Saves navigation state.
    public func save() throws {
        guard let store else { return }
        try store.save(navigationDocument())
    }

    /// Saves navigation state as ``save()`` does, the file written and flushed off the session's
    /// actor: while one device's write reaches the disk, its actor is free for what does not
    /// wait on it (a live update, another device on the main actor).
    public nonisolated(nonsending) func saveConcurrently() async throws {
        guard let store else { return }
        try await Self.write(navigationDocument(), to: store)
    }

    @concurrent
    private static func write(_ data: Data, to store: NavigationStore) async throws {
        try store.save(data)
    }

    /// The navigation document of the state now, as ``save()`` writes it.
    public func navigationDocument() -> Data {
        let encoded = NavigationDocument.encode(
            router.state, links: router.links, deferredLinks: router.deferredLinks, setAside: tabsSetAside, unchanged: stacksKept
        )
        for route in encoded.unsaved {
            logger.warning("not saved, no link prints it: \(route)")
        }
        return encoded.data
    }

    /// Forgets navigation state: every stack empty, the first tab selected, nothing saved.
    public func reset() throws {
        router.reset()
        tabsSetAside = [:]
        stacksKept = [:]
        try store?.remove()
    }

    // MARK: - Screens

    /// The screen of `route`, answering `request`: as loaded before while nothing changed
    /// since — no commit to the data by any process, no action done here, at most
    /// ``LoadedScreens/lifetime`` ago — else loaded now. The screens under the top of a stack,
    /// and the breadcrumb's titles, are drawn from memory; Back shows them at once.
    public nonisolated(nonsending) func screen(for route: AnyRoute, answering request: ResultRequest? = nil) async -> Screen {
        await screen(for: route, answering: request, at: await dataVersion())
    }

    /// The screen of `route` as ``screen(for:answering:)`` gives it, the data's version read
    /// already: the screens of one presentation are all taken at one version, read once.
    private nonisolated(nonsending) func screen(for route: AnyRoute, answering request: ResultRequest? = nil, at version: Int?) async -> Screen {
        if let kept = loadedScreens.screen(for: route, answering: request, at: version) { return kept }
        let screen = await composition.screen(for: route, answering: request, viewer: viewer)
        loadedScreens.keep(screen, for: route, answering: request, at: version)
        return screen
    }

    /// A number that changes whenever anything is committed to the app's data, by this process
    /// or by another on the same data directory (``DatabaseChanges``); nil when the data has no
    /// such signal (a database in memory) or cannot be opened.
    ///
    /// A face keeps the value it loaded its screen at, reads this when idle, and loads the
    /// screen again when it moved: what another face or process changed is shown without a key
    /// press. Reading it costs one `PRAGMA data_version` on a connection of its own.
    public nonisolated(nonsending) func dataVersion() async -> Int? {
        guard let changes = try? composition.database().changes else { return nil }
        return try? await changes.version()
    }

    /// The commits to the app's data from now on, by this process or another on the same data
    /// directory, as the database's change signal tells of them (``DatabaseChanges/commits()``):
    /// a face that waits on them, rather than reading ``dataVersion()`` when idle, loads its
    /// screen again after each. Nil when the data has no such signal.
    public func dataChanges() -> AsyncStream<Int>? {
        (try? composition.database().changes)?.commits()
    }

    /// The screen the user sees now, with its place and the tab bar.
    public nonisolated(nonsending) func presentedScreen() async -> PresentedScreen {
        let state = router.state
        let version = await dataVersion()
        let tabTitle = composition.tabs.first { $0.id == state.selectedTab }?.title ?? state.selectedTab.rawValue
        // Each screen of the stack is loaded once: its title goes in the breadcrumb, and the top
        // one is shown unless a modal covers it.
        var stackScreens: [Screen] = []
        for route in state.selectedStack {
            stackScreens.append(await screen(for: route, at: version))
        }
        // Inside a modal that holds a stack, the breadcrumb goes on with the screens under its
        // top.
        var modalTitles: [String] = []
        if let top = state.topPresentation {
            for route in top.stack.dropLast() {
                modalTitles.append(await screen(for: route, at: version).title)
            }
        }
        let visible = visibleRoute(in: state)
        let screen: Screen
        if state.presentations.isEmpty, let top = stackScreens.last {
            screen = top.keeping(refused)
        } else {
            screen = await self.screen(for: visible, answering: Self.request(answeredIn: state), at: version).keeping(refused)
        }
        return PresentedScreen(
            screen: screen,
            tab: state.selectedTab,
            link: router.links.link(for: visible),
            breadcrumb: [tabTitle] + stackScreens.map(\.title) + modalTitles,
            presentation: state.topPresentation?.style,
            modalLevel: state.presentations.count,
            tabs: composition.tabs.map { .init(id: $0.id, title: $0.title, isSelected: $0.id == state.selectedTab) },
            dataVersion: version
        )
    }

    /// The content column of the wide layout: the selected tab's root, with the route the
    /// detail column shows from it (``SplitLayout``).
    public nonisolated(nonsending) func splitColumns() async -> (layout: SplitLayout, content: Screen) {
        let layout = SplitLayout(router.state)
        return (layout, await screen(for: AnyRoute(TabRootRoute(layout.selectedTab))))
    }

    /// The link of the screen the user sees now, in `style`.
    public func shareLink(style: LinkStyle) -> (link: String, isPublic: Bool)? {
        let route = visibleRoute(in: router.state)
        guard let link = router.links.link(for: route, style: style) else { return nil }
        return (link, router.links.pattern(for: route)?.access == .public)
    }

    /// The route of the screen on top: the top modal's, else the top of the selected stack,
    /// else the selected tab's root.
    private func visibleRoute(in state: NavigationState) -> AnyRoute {
        state.visibleRoute ?? AnyRoute(TabRootRoute(state.selectedTab))
    }

    // MARK: - Acting

    /// The screen on top — the sheet, else the top of the selected stack, else the tab's root —
    /// loaded once, for finding the action a person chose.
    public nonisolated(nonsending) func visibleScreen() async -> Screen {
        let state = router.state
        return await screen(for: visibleRoute(in: state), answering: Self.request(answeredIn: state)).keeping(refused)
    }

    /// Performs the action `id` — the one the person saw on the screen on top — with their
    /// answers, then the navigation it asks for; the screen is loaded once to find it.
    ///
    /// An action's identity says what it does to what ("check" an item): when the data changed
    /// since the person's screen was drawn, so that the screen now offers another action about
    /// the same subject ("uncheck" it), nothing is done and the error says what it offers now.
    /// What the person did not see is never reversed.
    ///
    /// Returns the action's message, if any. An action that is not on the screen, an answer
    /// refused, or an action that fails, throws, and nothing changes.
    @discardableResult
    public nonisolated(nonsending) func perform(_ id: ActionID, inputs: [String: String] = [:], files: [String: PickedFile] = [:]) async throws -> ScreenMessage? {
        try await perform(try await visibleScreen().action(shown: id), inputs: inputs, files: files)
    }

    /// Performs the action a face named as it printed it (``ActionID/printed(with:)``: a web
    /// form's field, `tap --shown`), as ``perform(_:inputs:files:)`` performs one by identity.
    @discardableResult
    public nonisolated(nonsending) func perform(shown printed: String, inputs: [String: String] = [:], files: [String: PickedFile] = [:]) async throws -> ScreenMessage? {
        try await perform(try await visibleScreen().action(shown: printed, links: router.links), inputs: inputs, files: files)
    }

    /// The text by which a face names `action` (``ActionID/printed(with:)``): a name as itself,
    /// a navigation with its routes' links.
    public func printed(_ id: ActionID) -> String {
        id.printed(with: router.links)
    }

    /// Performs `action`, taken from the screen on top, with the user's answers — each checked
    /// and typed (``ScreenAction/invocation(answering:)``) — then the navigation it asks for; a
    /// value it answers a request with goes to the screen that asked, whose navigation follows
    /// in the same step. The guards and the re-select setting are read
    /// again: an action is what changes them.
    ///
    /// Returns the action's message, if any. An action that fails throws, and navigation does
    /// not change; the answers it was given are kept (``refused``) until the next thing done.
    @discardableResult
    public nonisolated(nonsending) func perform(_ action: ScreenAction, inputs: [String: String] = [:], files: [String: PickedFile] = [:]) async throws -> ScreenMessage? {
        refused = nil
        do {
            return try await performing(action, inputs: inputs, files: files)
        } catch {
            if !action.inputs.isEmpty {
                refused = RefusedAnswers(action: action.id, answers: inputs, problems: (error as? ActionError)?.problems ?? [:])
            }
            throw error
        }
    }

    private nonisolated(nonsending) func performing(_ action: ScreenAction, inputs: [String: String], files: [String: PickedFile]) async throws -> ScreenMessage? {
        // Every face's answers are checked here, once, the same way.
        let invocation = try action.invocation(answering: inputs, files: files)
        // An action that only navigates changes nothing a screen shows: the screens kept stay,
        // and Back draws them from memory.
        if case .navigate(let intent) = action.effect {
            await refreshFromDataIfChanged()
            try router.apply(intent)
            return nil
        }
        // One that does work may change what no commit tells of (a file, the clock's reading):
        // every screen is loaded again after it.
        defer { loadedScreens.forget() }
        var result = try await action.perform(invocation)
        if let delivery = result.delivery {
            let received = try await receive(delivery)
            // The modal that asked goes, with everything over it, to the level under it.
            let level = router.state.presentations.lastIndex { $0.request == delivery.request } ?? router.state.presentations.count
            result.navigation = .sequence([.dismissTo(level: level), result.navigation, received.navigation].compactMap { $0 })
            result.message = received.message ?? result.message
        }
        if let navigation = result.navigation {
            try router.apply(navigation)
        }
        await refreshFromData()
        return result.message
    }

    /// The request the screen on top answers: its modal's, or, for a dialog over a chooser (a
    /// confirmation of the choice), the chooser's.
    static func request(answeredIn state: NavigationState) -> ResultRequest? {
        request(answeredAt: state.presentations.count - 1, in: state.presentations)
    }

    /// The request the modal at `level` of `presentations` answers: its own, or, for a dialog
    /// over a chooser, the chooser's.
    public static func request(answeredAt level: Int, in presentations: [Presentation]) -> ResultRequest? {
        guard presentations.indices.contains(level) else { return nil }
        let modal = presentations[level]
        if modal.request == nil, modal.style.isDialog, level > 0 {
            return presentations[level - 1].request
        }
        return modal.request
    }

    /// Hands a value to the feature of the screen that asked for it.
    private nonisolated(nonsending) func receive(_ delivery: ResultDelivery) async throws -> ActionResult {
        let requester = delivery.request.requester
        guard let receiver = composition.contributions[ResultReceivers.self].first(where: {
            $0.key == delivery.request.key && $0.routeType == requester.routeType
        }) else {
            throw ActionError("The screen that asked for this is not in this build. Nothing was changed.")
        }
        // A receiver answers nil only for a value of another type than its key's: a chooser
        // that answered a request it was not asked.
        guard let received = try await receiver.receive(delivery.value, requester, composition.screenContext(for: viewer)) else {
            throw ActionError("That answer does not fit what the screen asked for. Nothing was changed.")
        }
        return received
    }

    /// Goes back: dismisses a modal if one is shown (or pops inside it), or pops the selected
    /// stack.
    ///
    /// Returns false when there is nowhere to go back to.
    @discardableResult
    public func back() -> Bool {
        refused = nil
        return (try? router.apply(.back)) != nil
    }

    /// Whether going back would change anything: false at a tab's root, and on a cover that a
    /// guard keeps (the welcome), so a face offers no Back that does nothing.
    public var canGoBack: Bool {
        router.changes(with: .back)
    }

    /// Applies `intent`, a navigation a face makes of its own — a stack popped by a swipe, a
    /// sheet pulled down, a tab chosen in its bar — as something else the person did: the
    /// answers refused last are forgotten, as ``back()`` and ``selectTab(named:)`` forget them.
    public func apply(_ intent: NavigationIntent) throws(NavigationError) {
        refused = nil
        try router.apply(intent)
    }

    /// Selects a tab by its name or its title, case-insensitively.
    public func selectTab(named name: String) throws(NavigationError) {
        refused = nil
        let tab = composition.tabs.first {
            $0.id.rawValue.caseInsensitiveCompare(name) == .orderedSame || $0.title.caseInsensitiveCompare(name) == .orderedSame
        }
        try router.apply(.selectTab(tab?.id ?? TabID(rawValue: name)))
    }

    /// Opens a link from `source`.
    public func open(_ link: String, from source: LinkSource) throws(LinkError) {
        refused = nil
        try router.open(link, from: source)
    }
}
