import AppShell
import FeatureRegistry
import Foundation
import NavigationEngine
import Observation

/// One route's screen as a SwiftUI view draws it: loaded from the session while the view is
/// shown (``run()``), and loaded again whenever it may have changed — a commit to the data by
/// any face or process, a navigation, an action done in this scene.
///
/// Content on its way to the device (``FeatureRegistry/Screen/Kind/pending``) shows its
/// placeholder only once the wait is long enough to notice, and then long enough to read
/// (``AppShell/PendingPlaceholder``); until then the screen stays as it was — nothing, for a
/// screen not drawn yet.
///
/// What the person does on it comes back here by the identity of the action drawn
/// (``tap(_:)``): one that asks for answers opens its form (``ActionForm``), any other is
/// performed after what was asked before it, and what it says — or why it failed — is shown.
@MainActor
@Observable
public final class ScreenModel: Identifiable {
    /// What a screen model is the model of.
    struct Key: Hashable {
        var route: AnyRoute
        var request: ResultRequest?
    }

    /// The route whose screen this is.
    public let route: AnyRoute
    /// The request the screen answers, in a modal that chooses a value.
    public let request: ResultRequest?
    /// The screen to draw; nil until one is loaded, or while a placeholder is held back.
    public private(set) var screen: Screen?
    /// The form of the action asking for answers, while it is open.
    public var form: ActionForm?
    /// When the screen is loaded again though nothing changed: a placeholder held back until
    /// it is due, or held on until it has been read.
    @ObservationIgnored public private(set) var recheckAt: ContinuousClock.Instant?

    /// The scene it is drawn in; weak, as the scene keeps its screens' models.
    @ObservationIgnored private weak var scene: SceneModel?
    @ObservationIgnored private let session: AppSession
    @ObservationIgnored private let clock: ModelClock
    @ObservationIgnored private var placeholder = PendingPlaceholder()
    @ObservationIgnored private var runs = 0
    @ObservationIgnored private var recheck: Task<Void, Never>?

    init(key: Key, scene: SceneModel) {
        route = key.route
        request = key.request
        self.scene = scene
        session = scene.session
        clock = scene.clock
    }

    /// Whether a view is showing it now (its ``run()`` is running).
    var isRunning: Bool { runs > 0 }

    /// Whether this is the screen in front — the top modal's, else the top of the selected
    /// tab's stack, else its root — whose actions the session performs.
    public var isInFront: Bool {
        let state = session.router.state
        let front = state.visibleRoute ?? AnyRoute(TabRootRoute(state.selectedTab))
        return front == route && AppSession.request(answeredAt: state.presentations.count - 1, in: state.presentations) == request
    }

    // MARK: - Loading

    /// Loads the screen, then again each time it may have changed, until the task running it
    /// is cancelled (its view went): what another face or process commits is shown without a
    /// touch.
    public func run() async {
        guard let scene else { return }
        let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let follower = scene.follow(wake)
        // Followed before the first load, so that a commit during it is not missed.
        let commits = session.dataChanges().map { changes in
            Task {
                for await _ in changes { wake.yield() }
            }
        }
        runs += 1
        defer {
            runs -= 1
            scene.unfollow(follower)
            commits?.cancel()
            recheck?.cancel()
        }
        await reload()
        scheduleRecheck(waking: wake)
        for await _ in wakes {
            await reload()
            scheduleRecheck(waking: wake)
        }
    }

    /// Loads the screen once, as the session has it now. In front, it holds the answers of
    /// the form refused last, each field's problem said (``FeatureRegistry/Screen/keeping(_:)``).
    public func reload() async {
        var loaded = await session.screen(for: route, answering: request)
        if isInFront {
            loaded = loaded.keeping(session.refused)
        }
        let key = session.router.links.link(for: route) ?? "\(route)"
        switch placeholder.loaded(key, isPending: loaded.kind == .pending, at: clock.now()) {
        case .show:
            recheckAt = nil
            if screen != loaded { screen = loaded }
        case .keep(let deadline):
            recheckAt = deadline
        }
    }

    private func scheduleRecheck(waking wake: AsyncStream<Void>.Continuation) {
        recheck?.cancel()
        recheck = recheckAt.map { deadline in
            Task { [clock] in
                if (try? await clock.sleep(deadline)) != nil { wake.yield() }
            }
        }
    }

    // MARK: - Doing

    /// The person tapped the action `id` drawn on this screen — a row, a button, a menu item:
    /// an action that asks for answers opens its form; any other is performed by that
    /// identity, after what was asked before it, and what it says is shown.
    public func tap(_ id: ActionID) {
        if let action = screen?.action(id), !action.inputs.isEmpty {
            form = ActionForm(action, today: clock.date())
        } else {
            send(id)
        }
    }

    /// Sends the open form's answers. Done, it closes and its message is shown; refused, it
    /// stays open holding what was typed — a password excepted, typed again — with the reason
    /// above it and each field's problem under the field.
    public func submit() {
        guard let form, !form.isSending else { return }
        send(form.id, answers: form.answers, files: form.files, from: form)
    }

    /// Closes the form without sending it.
    public func closeForm() {
        form = nil
    }

    private func send(_ id: ActionID, answers: [String: String] = [:], files: [String: PickedFile] = [:], from form: ActionForm? = nil) {
        guard let scene else { return }
        form?.isSending = true
        scene.enqueue { [self] in
            defer { form?.isSending = false }
            guard bringToFront() else {
                scene.show(.error(Self.notInFront))
                return
            }
            let outcome = await scene.performShown(id, inputs: answers, files: files)
            guard let form, self.form === form else { return scene.report(outcome) }
            switch outcome {
            case .success(let message):
                self.form = nil
                scene.report(.success(message))
            case .failure(let error):
                await reload()
                let reason = ScreenMessage.error(error).text
                if let kept = screen?.action(id) {
                    self.form = ActionForm(kept, today: clock.date(), error: reason)
                } else {
                    form.error = reason
                }
            }
        }
    }

    /// Whether the screen is in front, or is brought there: the tab's root beside the detail
    /// column (the wide layout's content column) acts as it would in front, the detail column
    /// starting again from what it does.
    private func bringToFront() -> Bool {
        if isInFront { return true }
        let state = session.router.state
        guard let scene, state.presentations.isEmpty, route == AnyRoute(TabRootRoute(state.selectedTab)) else { return false }
        scene.navigate(.popToRoot(tab: state.selectedTab))
        return isInFront
    }

    /// Why an action of a screen no longer in front is not done.
    static let notInFront = "That screen is no longer the one in front, so nothing was done. Try again on the screen shown now."
}
