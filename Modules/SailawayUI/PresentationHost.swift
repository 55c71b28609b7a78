#if canImport(SwiftUI)
import FeatureRegistry
import NavigationEngine
import SailawayUIModel
import SwiftUI

/// The modal at `level` as SwiftUI draws it — a sheet or cover with its own stack, an alert, a
/// confirmation dialog — and the message when it shows at this level; it hosts the next level.
struct PresentationHost: ViewModifier {
    let model: SceneModel
    let level: Int

    func body(content: Content) -> some View {
        let dialog = model.dialog(at: level), screen = dialog?.screen
        content
            .overlay(alignment: .top) { banner }
            .animation(.default, value: model.message)
            .sheet(item: modal(.sheet), content: modalStack)
            #if os(macOS)
            .sheet(item: modal(.fullScreenCover), content: modalStack) // macOS has no full-screen cover
            #else
            .fullScreenCover(item: modal(.fullScreenCover), content: modalStack)
            #endif
            .alert(screen?.title ?? "", isPresented: shown(.alert), presenting: screen, actions: buttons) { Text($0.subtitle ?? "") }
            .confirmationDialog(screen?.title ?? "", isPresented: shown(.confirmationDialog), titleVisibility: .visible, presenting: screen, actions: buttons) { Text($0.subtitle ?? "") }
            .task(id: dialog?.id) { await dialog?.run() }
    }

    /// The message, over the top of the screen, in its kind's colour and symbol.
    @ViewBuilder private var banner: some View {
        if model.messageLevel == level, let message = model.message {
            let tint = [ScreenMessage.Kind.success: Color.green, .information: .blue, .warning: .orange, .error: .red][message.kind] ?? .primary
            Label(message.text, systemImage: message.kind.systemImage)
                .padding(.horizontal, 14).padding(.vertical, 10)
                .background(tint.opacity(0.15), in: Capsule())
                .foregroundStyle(tint)
                .padding(.top, 8)
                .onTapGesture { model.dismissMessage() }
                .transition(.move(edge: .top).combined(with: .opacity))
        }
    }

    private func modal(_ style: PresentationStyle) -> Binding<ModalLevel?> {
        Binding(get: { model.modal(at: level, style: style) }, set: { if $0 == nil { model.dismiss(to: level) } })
    }

    private func shown(_ style: PresentationStyle) -> Binding<Bool> {
        Binding(get: { model.showsDialog(style, at: level) }, set: { if !$0 { model.dialogDismissed(at: level) } })
    }

    private func modalStack(_ modal: ModalLevel) -> some View {
        NavigationStack(path: Binding(get: { model.modalPath(at: modal.level) }, set: { model.setModalPath($0, at: modal.level) })) {
            RouteScreenView(model: model.screen(for: modal.root, answering: modal.request))
                .navigationDestination(for: AnyRoute.self) { RouteScreenView(model: model.screen(for: $0, answering: modal.request)) }
        }
        .interactiveDismissDisabled(!model.canDismiss(to: modal.level))
        .modifier(PresentationHost(model: model, level: level + 1))
    }

    private func buttons(_ screen: Screen) -> some View {
        ForEach(screen.actions) { action in
            Button(action.label, role: action.isDestructive ? .destructive : action.cancels ? .cancel : nil) { model.choose(action.id, inDialogAt: level) }
        }
    }
}
#endif
