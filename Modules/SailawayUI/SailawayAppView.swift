#if canImport(SwiftUI)
import AppShell
import NavigationEngine
import SailawayUIModel
import SwiftUI

/// The app's root on Apple platforms: a `TabView` with a `NavigationStack(path:)` per tab on a
/// compact width, a `NavigationSplitView` on a regular one, the modals over either. It draws
/// its ``SceneModel`` and sends it what the person does: every rule is the model's.
public struct SailawayAppView: View {
    @State private var model: SceneModel
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// The root view over a launched session.
    public init(session: AppSession) {
        _model = State(initialValue: SceneModel(session: session))
    }

    public var body: some View {
        @Bindable var model = model
        Group {
            if sizeClass == .regular {
                NavigationSplitView {
                    List(model.tabs, selection: $model.sidebarSelection) { Label($0.title, systemImage: $0.systemImage).tag($0.id) }
                } content: {
                    RouteScreenView(model: model.root(of: model.split.selectedTab))
                } detail: {
                    NavigationStack(path: $model.detailPath) {
                        if let chosen = model.split.chosen {
                            RouteScreenView(model: model.screen(for: chosen))
                                .navigationDestination(for: AnyRoute.self) { RouteScreenView(model: model.screen(for: $0)) }
                        } else {
                            Text("Choose something from the list.").foregroundStyle(.secondary)
                        }
                    }
                }
            } else {
                TabView(selection: $model.selectedTab) {
                    ForEach(model.tabs) { tab in
                        NavigationStack(path: Binding(get: { model.path(of: tab.id) }, set: { model.setPath($0, of: tab.id) })) {
                            RouteScreenView(model: model.root(of: tab.id))
                                .navigationDestination(for: AnyRoute.self) { RouteScreenView(model: model.screen(for: $0)) }
                        }
                        .tabItem { Label(tab.title, systemImage: tab.systemImage) }.tag(tab.id)
                    }
                }
            }
        }
        .modifier(PresentationHost(model: model, level: 0))
        .onOpenURL { model.open($0) }
    }
}
#endif
