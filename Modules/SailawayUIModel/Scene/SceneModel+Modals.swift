import AppShell
import FeatureRegistry
import NavigationEngine

/// A sheet or a full-screen cover at its level, as SwiftUI's `.sheet(item:)` and
/// `.fullScreenCover(item:)` present it: another modal at the same level is another identity,
/// presented anew; a push inside it is the same.
public struct ModalLevel: Identifiable, Hashable, Sendable {
    /// Its place among the modals: 0 over the tabs, 1 over the first modal.
    public let level: Int
    /// A sheet or a cover.
    public let style: PresentationStyle
    /// The root of its stack.
    public let root: AnyRoute
    /// The request its screens answer, when it chooses a value for the screen that asked.
    public let request: ResultRequest?

    public var id: Self { self }
}

extension SceneModel {
    // MARK: - Sheets and covers

    /// The sheet or cover at `level` when it has `style`; nil for a dialog, or none.
    public func modal(at level: Int, style: PresentationStyle) -> ModalLevel? {
        let presentations = session.router.state.presentations
        guard presentations.indices.contains(level), presentations[level].style == style, presentations[level].holdsStack else { return nil }
        return ModalLevel(level: level, style: style, root: presentations[level].root, request: AppSession.request(answeredAt: level, in: presentations))
    }

    /// Dismisses the modal at `level` and everything over it, as pulling a sheet down does;
    /// nothing when it has gone already.
    public func dismiss(to level: Int) {
        guard session.router.state.presentations.count > level else { return }
        navigate(.dismissTo(level: level))
    }

    /// Whether the modal at `level` may be pulled down: not a cover a guard keeps (the
    /// welcome, until onboarding is done).
    public func canDismiss(to level: Int) -> Bool {
        session.router.changes(with: .dismissTo(level: level))
    }

    /// The stack of the modal at `level` above its root, as its `NavigationStack(path:)`
    /// shows it.
    public func modalPath(at level: Int) -> [AnyRoute] {
        _ = stackEdits
        let presentations = session.router.state.presentations
        return presentations.indices.contains(level) ? Array(presentations[level].stack.dropFirst()) : []
    }

    /// Applies the path SwiftUI reports for the modal at `level`. Only the modal on top is
    /// in front: what it popped is Back inside it, what it pushed is pushed onto it. An edit of
    /// a modal under another changes nothing, and its path reads the router's again.
    public func setModalPath(_ path: [AnyRoute], at level: Int) {
        let presentations = session.router.state.presentations
        guard presentations.indices.contains(level) else { return }
        let edit = StackEdit(from: Array(presentations[level].stack.dropFirst()), to: path)
        let isOnTop = level == presentations.count - 1
        apply(edit, isOnTop ? edit.intent(popping: .back, pushing: { .push($0) }) : nil)
    }

    // MARK: - Alerts and confirmation dialogs

    /// The model of the dialog at `level` — an alert or a confirmation dialog — whose screen
    /// gives its title, its message and its buttons (the screen's actions).
    public func dialog(at level: Int) -> ScreenModel? {
        let presentations = session.router.state.presentations
        guard presentations.indices.contains(level), presentations[level].style.isDialog else { return nil }
        return screen(for: presentations[level].root, answering: AppSession.request(answeredAt: level, in: presentations))
    }

    /// Whether the dialog at `level`, of `style`, is drawn: once its screen is loaded, and not
    /// while the button chosen in it is being answered (SwiftUI closes a dialog as soon as a
    /// button is chosen).
    public func showsDialog(_ style: PresentationStyle, at level: Int) -> Bool {
        let presentations = session.router.state.presentations
        guard answeringDialog != level, presentations.indices.contains(level), presentations[level].style == style else { return false }
        return dialog(at: level)?.screen != nil
    }

    /// SwiftUI closed the dialog at `level` (the person tapped outside it, or pressed
    /// Escape): it is dismissed with what is over it. When it closed because a button was
    /// chosen, the button's action answers it instead.
    public func dialogDismissed(at level: Int) {
        guard answeringDialog != level, dialog(at: level) != nil else { return }
        dismiss(to: level)
    }

    /// Performs the button `id` of the dialog at `level`, by the identity it was drawn with,
    /// and shows what it says. The dialog then goes, as SwiftUI's has gone from the screen,
    /// when the action left it shown (one that only says something).
    public func choose(_ id: ActionID, inDialogAt level: Int) {
        let presentations = session.router.state.presentations
        guard presentations.indices.contains(level) else { return }
        let dialog = presentations[level]
        answeringDialog = level
        enqueue { [self] in
            report(await performShown(id))
            let now = session.router.state.presentations
            if now.indices.contains(level), now[level] == dialog {
                dismiss(to: level)
            }
            answeringDialog = nil
        }
    }
}
