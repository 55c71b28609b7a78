#if canImport(SwiftUI)
import AppShell
import FeatureRegistry
import NavigationEngine
import SwiftUI

/// The app's root on Apple platforms: a `TabView` with one `NavigationStack(path:)` per tab,
/// each bound to the router's stack for that tab.
///
/// A thin layer: every navigation decision is the router's. Views read state from it and send
/// intents to it; they keep no navigation state of their own.
public struct SailawayAppView: View {
    private let session: AppSession

    /// Creates the root view over a launched session.
    public init(session: AppSession) {
        self.session = session
    }

    public var body: some View {
        let router = session.router
        TabView(selection: Binding(get: { router.state.selectedTab }, set: { try? router.apply(.selectTab($0)) })) {
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
        .sheet(item: sheetBinding) { sheet in
            NavigationStack {
                RouteScreenView(session: session, route: sheet.route)
            }
        }
        .onOpenURL { url in
            // A link that cannot open changes nothing; the router logs why.
            try? session.open(url.absoluteString, from: .external)
        }
    }

    private func stackBinding(for tab: TabID) -> Binding<[AnyRoute]> {
        let router = session.router
        return Binding(
            get: { router.state.stack(tab) },
            set: { try? router.apply(.replaceStack($0, tab: tab)) }
        )
    }

    private var sheetBinding: Binding<PresentedSheet?> {
        let router = session.router
        return Binding(
            get: { router.state.sheet.map(PresentedSheet.init) },
            set: { if $0 == nil { try? router.apply(.dismissSheet) } }
        )
    }
}

/// A sheet route, identified by its value for `.sheet(item:)`.
struct PresentedSheet: Identifiable {
    let route: AnyRoute
    var id: AnyRoute { route }
}
#endif
