import AppShell
import FeatureRegistry
import Foundation
import NavigationEngine
import Observation

/// What a SwiftUI scene shows and does, decided here, in plain Swift tested on every platform,
/// so that the SwiftUI files only draw its values and send it what the person does.
///
/// It reads the router's state (the tabs, each tab's stack, the split layout, the modals) and
/// turns what SwiftUI reports — a tab chosen, a path a `NavigationStack` popped, a sheet pulled
/// down, a link opened — into the router's intents; it hands out a ``ScreenModel`` per route
/// shown, performs actions one after another by the identity the person saw, and shows every
/// outcome as a message, an error included: nothing is swallowed.
///
/// The session runs on the main actor here, as the scene's.
@MainActor
@Observable
public final class SceneModel {
    /// One tab of the tab bar or the sidebar.
    public struct Tab: Identifiable, Hashable, Sendable {
        /// The tab.
        public let id: TabID
        /// Its name.
        public let title: String
        /// Its SF Symbol.
        public let systemImage: String
    }

    /// The session the scene drives.
    public let session: AppSession
    /// The message over the screen in front, if any: what the last action said, or why it
    /// failed. It goes after its kind's time (``FeatureRegistry/ScreenMessage/shownFor``).
    public private(set) var message: ScreenMessage?

    /// The time, as the placeholder and the messages read it.
    @ObservationIgnored let clock: ModelClock
    /// The models of the screens drawn, by route and request.
    @ObservationIgnored private var screens: [ScreenModel.Key: ScreenModel] = [:]
    /// The screens running, told when they may have changed.
    @ObservationIgnored private var followers: [Int: AsyncStream<Void>.Continuation] = [:]
    @ObservationIgnored private var nextFollower = 0
    @ObservationIgnored private var navigation: ObservationToken?
    /// The last action asked for: the next waits for it.
    @ObservationIgnored private var lastWork: Task<Void, Never>?
    @ObservationIgnored private var messageExpiry: Task<Void, Never>?
    /// Counts the stack edits SwiftUI reported: each has the paths read again, so they show
    /// the router's stacks also when it refused one.
    private(set) var stackEdits = 0
    /// The level of the dialog whose button was chosen, while its action runs.
    var answeringDialog: Int?

    /// The scene of `session`, timed by `clock`.
    public init(session: AppSession, clock: ModelClock = .system) {
        self.session = session
        self.clock = clock
        navigation = session.router.observe { [weak self] _ in
            self?.navigated()
        }
    }

    // MARK: - Tabs

    /// The tabs, in tab-bar order.
    public var tabs: [Tab] {
        session.composition.tabs.map { Tab(id: $0.id, title: $0.title, systemImage: $0.systemImage) }
    }

    /// The selected tab; choosing one — the selected one again too, which the router answers
    /// by its re-select policy — selects it.
    public var selectedTab: TabID {
        get { session.router.state.selectedTab }
        set { navigate(.selectTab(newValue)) }
    }

    /// The stack of `tab` above its root, as its `NavigationStack(path:)` shows it.
    public func path(of tab: TabID) -> [AnyRoute] {
        _ = stackEdits
        return session.router.state.stack(tab)
    }

    /// Applies the path SwiftUI reports for `tab`: the routes it popped are Back when the tab
    /// is what is in front (a pop of that tab otherwise), those it pushed are pushed onto it.
    /// The path then reads the router's stack again, also when the router refuses.
    public func setPath(_ path: [AnyRoute], of tab: TabID) {
        let state = session.router.state
        let isInFront = state.selectedTab == tab && state.presentations.isEmpty
        let edit = StackEdit(from: state.stack(tab), to: path)
        apply(edit, edit.intent(popping: isInFront ? .back : .pop(tab: tab), pushing: { .push($0, tab: tab) }))
    }

    /// The model of the root screen of `tab`.
    public func root(of tab: TabID) -> ScreenModel {
        screen(for: AnyRoute(TabRootRoute(tab)))
    }

    // MARK: - The wide layout

    /// The state laid out for a wide window: the sidebar, the root in the content column and
    /// the stack in the detail column.
    public var split: SplitLayout {
        SplitLayout(session.router.state)
    }

    /// The tab chosen in the sidebar; choosing one selects it.
    public var sidebarSelection: TabID? {
        get { split.selectedTab }
        set { newValue.map { navigate(SplitLayout.select(tab: $0)) } }
    }

    /// The detail column's stack above the route chosen, as its `NavigationStack(path:)` shows
    /// it; an edit is applied as ``setPath(_:of:)`` applies one.
    public var detailPath: [AnyRoute] {
        get { Array(path(of: split.selectedTab).dropFirst()) }
        set {
            let layout = split
            setPath(Array(layout.detail.prefix(1)) + newValue, of: layout.selectedTab)
        }
    }

    // MARK: - Screens

    /// The model of the screen of `route`, answering `request` (a chooser's, in a modal): one
    /// per route and request, so every draw of a screen shows the same model.
    public func screen(for route: AnyRoute, answering request: ResultRequest? = nil) -> ScreenModel {
        let key = ScreenModel.Key(route: route, request: request)
        if let model = screens[key] { return model }
        let model = ScreenModel(key: key, scene: self)
        screens[key] = model
        return model
    }

    // MARK: - Links

    /// Opens `url`, a link from outside the app; one that cannot open changes nothing and says
    /// why.
    public func open(_ url: URL) {
        do {
            try session.open(url.absoluteString, from: .external)
        } catch {
            show(.error(error))
        }
    }

    // MARK: - Messages

    /// Shows `message` for its kind's time, in place of the one shown.
    public func show(_ message: ScreenMessage) {
        self.message = message
        messageExpiry?.cancel()
        let deadline = clock.now() + message.shownFor
        messageExpiry = Task { [clock, weak self] in
            guard (try? await clock.sleep(deadline)) != nil else { return }
            if self?.message == message { self?.message = nil }
        }
    }

    /// Takes the message away now (the person tapped it).
    public func dismissMessage() {
        messageExpiry?.cancel()
        message = nil
    }

    /// The level whose content shows the message: the sheet or cover on top (1 for the
    /// first), else 0, the tabs. A dialog has no room for it: it shows under the dialog.
    public var messageLevel: Int {
        session.router.state.presentations.lastIndex { $0.holdsStack }.map { $0 + 1 } ?? 0
    }

    // MARK: - Doing

    /// Waits until every action asked for so far is done.
    public func waitUntilIdle() async {
        while let work = lastWork {
            await work.value
            if lastWork == work { lastWork = nil }
        }
    }

    /// Runs `work` after every action asked for before it: one at a time, in the order asked,
    /// as the session expects, each by the identity its screen drew.
    func enqueue(_ work: @escaping @MainActor () async -> Void) {
        let previous = lastWork
        lastWork = Task {
            await previous?.value
            await work()
        }
    }

    /// Performs the action `id` on the screen in front, as the person saw it
    /// (``AppShell/AppSession/perform(_:inputs:files:)``): an action the screen no longer
    /// offers as it was drawn is refused with what it offers now. Every screen running loads
    /// again after it.
    func performShown(_ id: ActionID, inputs: [String: String] = [:], files: [String: PickedFile] = [:]) async -> Result<ScreenMessage?, any Error> {
        defer { wakeScreens() }
        do {
            return .success(try await session.perform(id, inputs: inputs, files: files))
        } catch {
            return .failure(error)
        }
    }

    /// Shows what an action said, or why it failed.
    func report(_ outcome: Result<ScreenMessage?, any Error>) {
        switch outcome {
        case .success(let message?): show(message)
        case .success(nil): break
        case .failure(let error): show(.error(error))
        }
    }

    /// Applies `intent`, a navigation of the scene's own; a refusal is shown as a message.
    func navigate(_ intent: NavigationIntent) {
        do {
            try session.apply(intent)
        } catch {
            show(.error(error))
        }
    }

    /// Applies the intent of a stack edit SwiftUI reported, or, when there is none for it,
    /// has the paths read again so they show the router's.
    func apply(_ edit: StackEdit, _ intent: NavigationIntent?) {
        guard !edit.isEmpty else { return }
        if let intent {
            navigate(intent)
        }
        stackEdits += 1
    }

    // MARK: - Following changes

    /// Tells `follower` each time the screens may have changed: a navigation, an action done
    /// here. Returns its number, for ``unfollow(_:)``.
    func follow(_ follower: AsyncStream<Void>.Continuation) -> Int {
        defer { nextFollower += 1 }
        followers[nextFollower] = follower
        return nextFollower
    }

    /// Stops telling the follower numbered `id`.
    func unfollow(_ id: Int) {
        followers[id] = nil
    }

    private func wakeScreens() {
        for follower in followers.values { follower.yield() }
    }

    /// After every navigation: the screens drawn load again (one comes in front, or goes from
    /// it), and the models of routes no longer anywhere in the state, and not drawn, go.
    private func navigated() {
        let state = session.router.state
        let routes = Set(state.tabs.flatMap { [AnyRoute(TabRootRoute($0))] + state.stack($0) } + state.presentations.flatMap(\.stack))
        screens = screens.filter { routes.contains($0.key.route) || $0.value.isRunning || $0.value.form != nil }
        wakeScreens()
    }
}
