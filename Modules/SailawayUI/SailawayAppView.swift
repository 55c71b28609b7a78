#if canImport(SwiftUI)
import AppShell
import FeatureRegistry
import NavigationEngine
import SwiftUI

/// The app's root on Apple platforms: on a compact width a `TabView` with one
/// `NavigationStack(path:)` per tab, on a regular width a `NavigationSplitView` laid out by
/// ``SplitLayout``; the modals over either, as ``PresentationHost`` maps them.
///
/// A thin layer: every navigation decision is the router's. Views read state from it and send
/// intents to it through `router.apply`; they keep no navigation state of their own, so moving
/// between widths changes and loses nothing.
public struct SailawayAppView: View {
    private let session: AppSession
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// Creates the root view over a launched session.
    public init(session: AppSession) {
        self.session = session
    }

    public var body: some View {
        Group {
            if sizeClass == .regular {
                SplitRootView(session: session)
            } else {
                tabs
            }
        }
        .modifier(PresentationHost(session: session, level: 0))
        .onOpenURL { url in
            // A link that cannot open changes nothing; the router logs why.
            try? session.open(url.absoluteString, from: .external)
        }
    }

    private var tabs: some View {
        let router = session.router
        return TabView(selection: Binding(get: { router.state.selectedTab }, set: { try? router.apply(.selectTab($0)) })) {
            ForEach(session.composition.tabs, id: \.id) { tab in
                NavigationStack(path: stackBinding(for: tab.id)) {
                    RouteScreenView(session: session, route: AnyRoute(TabRootRoute(tab.id)))
                        .navigationDestination(for: AnyRoute.self) { route in
                            RouteScreenView(session: session, route: route)
                        }
                }
                .tabItem { Label(tab.title, systemImage: tab.systemImage) }
                .tag(tab.id)
            }
        }
    }

    private func stackBinding(for tab: TabID) -> Binding<[AnyRoute]> {
        let router = session.router
        return Binding(
            get: { router.state.stack(tab) },
            set: { try? router.apply(.replaceStack($0, tab: tab)) }
        )
    }
}

/// The wide layout: the tabs in the sidebar, the selected tab's root in the content column, its
/// stack in the detail column — ``SplitLayout`` of the router's state, changed only by its
/// intents.
struct SplitRootView: View {
    let session: AppSession

    var body: some View {
        let router = session.router
        let layout = SplitLayout(router.state)
        NavigationSplitView {
            List(selection: Binding(get: { layout.selectedTab }, set: { $0.map { try? router.apply(SplitLayout.select(tab: $0)) } })) {
                ForEach(session.composition.tabs, id: \.id) { tab in
                    Label(tab.title, systemImage: tab.systemImage).tag(tab.id)
                }
            }
        } content: {
            // The root's actions push onto the selected tab: into the detail column.
            RouteScreenView(session: session, route: AnyRoute(TabRootRoute(layout.selectedTab)))
        } detail: {
            NavigationStack(path: detailPath(layout)) {
                if let chosen = layout.chosen {
                    RouteScreenView(session: session, route: chosen)
                        .navigationDestination(for: AnyRoute.self) { route in
                            RouteScreenView(session: session, route: route)
                        }
                } else {
                    Text("Choose something from the list.").foregroundStyle(.secondary)
                }
            }
        }
    }

    /// The detail stack above the chosen route, as `NavigationStack(path:)` binds it.
    private func detailPath(_ layout: SplitLayout) -> Binding<[AnyRoute]> {
        let router = session.router
        return Binding(
            get: { Array(layout.detail.dropFirst()) },
            set: { try? router.apply(.replaceStack(Array(layout.detail.prefix(1)) + $0, tab: layout.selectedTab)) }
        )
    }
}
#endif
