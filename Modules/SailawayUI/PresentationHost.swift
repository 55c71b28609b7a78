#if canImport(SwiftUI)
import AppShell
import FeatureRegistry
import NavigationEngine
import SwiftUI

/// The modal at `level` of the router's presentations, as its SwiftUI counterpart: a sheet or
/// a full-screen cover with a `NavigationStack(path:)` bound to the modal's own stack, an
/// alert or a confirmation dialog whose buttons are the dialog screen's actions. The modal's
/// content hosts the next level, so a modal over a modal nests as SwiftUI nests them.
///
/// Dismissing (a swipe, a button) dismisses to this level through the router; nothing here
/// keeps state of its own but the dialog's loaded screen.
struct PresentationHost: ViewModifier {
    let session: AppSession
    let level: Int

    @State private var dialog: Screen?

    func body(content: Content) -> some View {
        let presentation = self.presentation
        content
            .sheet(item: modal(.sheet)) { item in modalStack(item) }
            #if os(macOS)
            // macOS has no full-screen cover: a sheet stands in.
            .sheet(item: modal(.fullScreenCover)) { item in modalStack(item) }
            #else
            .fullScreenCover(item: modal(.fullScreenCover)) { item in modalStack(item) }
            #endif
            .alert(dialog?.title ?? "", isPresented: isShown(.alert), presenting: dialog) { screen in
                buttons(screen)
            } message: { screen in
                Text(screen.subtitle ?? "")
            }
            .confirmationDialog(dialog?.title ?? "", isPresented: isShown(.confirmationDialog), titleVisibility: .visible, presenting: dialog) { screen in
                buttons(screen)
            } message: { screen in
                Text(screen.subtitle ?? "")
            }
            .task(id: presentation) {
                guard let presentation, presentation.style.isDialog else {
                    dialog = nil
                    return
                }
                let request = AppSession.request(answeredAt: level, in: session.router.state.presentations)
                dialog = await session.composition.screen(for: presentation.root, answering: request, viewer: session.viewer)
            }
    }

    // MARK: - Sheets and covers

    /// The presentation at this level, if any.
    private var presentation: Presentation? {
        let presentations = session.router.state.presentations
        return presentations.indices.contains(level) ? presentations[level] : nil
    }

    /// The modal at this level when it has `style`; setting nil dismisses it and what is over it.
    private func modal(_ style: PresentationStyle) -> Binding<ModalLevel?> {
        let (router, level, presentation) = (session.router, level, presentation)
        return Binding(
            get: { presentation.flatMap { $0.style == style ? ModalLevel(level: level, presentation: $0) : nil } },
            set: { if $0 == nil, router.state.presentations.count > level { try? router.apply(.dismissTo(level: level)) } }
        )
    }

    /// A sheet's or cover's content: its stack, hosting the next level.
    private func modalStack(_ item: ModalLevel) -> some View {
        NavigationStack(path: modalPath(item)) {
            RouteScreenView(session: session, route: item.presentation.root, request: item.presentation.request)
                .navigationDestination(for: AnyRoute.self) { route in
                    RouteScreenView(session: session, route: route, request: item.presentation.request)
                }
        }
        .modifier(PresentationHost(session: session, level: level + 1))
    }

    /// The modal's stack above its root. Only the modal on top can be pushed in or popped, so a
    /// change is Back (pops) or pushes on the modal in front.
    private func modalPath(_ item: ModalLevel) -> Binding<[AnyRoute]> {
        let router = session.router
        return Binding(
            get: { Array(item.presentation.stack.dropFirst()) },
            set: { path in
                let current = Array(item.presentation.stack.dropFirst())
                let kept = zip(current, path).prefix { $0 == $1 }.count
                let intents = Array(repeating: NavigationIntent.back, count: current.count - kept)
                    + path.dropFirst(kept).map { NavigationIntent.push($0) }
                try? router.apply(.sequence(intents))
            }
        )
    }

    // MARK: - Dialogs

    /// Whether the dialog at this level, of `style`, is shown; dismissing it dismisses to this level.
    private func isShown(_ style: PresentationStyle) -> Binding<Bool> {
        let (router, level) = (session.router, level)
        return Binding(
            get: { presentation?.style == style && dialog != nil },
            set: { if !$0, router.state.presentations.count > level { try? router.apply(.dismissTo(level: level)) } }
        )
    }

    /// The dialog's typed buttons: its screen's actions, performed by the session.
    @ViewBuilder
    private func buttons(_ screen: Screen) -> some View {
        ForEach(screen.actions) { action in
            Button(action.label, role: role(of: action)) {
                Task { _ = try? await session.perform(action) }
            }
        }
    }

    private func role(of action: ScreenAction) -> ButtonRole? {
        if action.isDestructive { return .destructive }
        if case .navigate(.dismiss) = action.effect { return .cancel }
        return nil
    }
}

/// A sheet's or cover's presentation at its level, identified for `.sheet(item:)`.
struct ModalLevel: Identifiable {
    let level: Int
    let presentation: Presentation
    var id: Int { level }
}
#endif
