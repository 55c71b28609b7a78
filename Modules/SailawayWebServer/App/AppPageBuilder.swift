import AppShell
import FeatureRegistry
import NavigationEngine

/// Builds the app's page from the session's state: the tab bar, the breadcrumb of the selected
/// stack, the selected tab's root beside the screen shown (the wide layout), and the modals.
///
/// Only the screen on top gets forms: its actions are the ones ``AppSession/perform(_:inputs:)``
/// finds. The screens under it are drawn inert. It runs in the isolation of the session it
/// reads (a browser's actor).
struct AppPageBuilder {
    let session: AppSession
    let addresses: AppURL

    /// The page, and every `/app/…` address it shows (as the screen or as a link).
    nonisolated(nonsending) func model(csrf: String, notices: [ScreenMessage]) async -> (page: AppPageModel, addresses: Set<String>) {
        let composition = session.composition
        let state = session.router.state
        // Read before any screen is loaded: each is loaded at this version or a later one.
        let dataVersion = await session.dataVersion()
        var shown: Set<String> = []
        let rootRoute = AnyRoute(TabRootRoute(state.selectedTab))

        // The breadcrumb: the tab's root, then each screen of its stack.
        var crumbs: [AppPageModel.Crumb] = []
        var stackScreens: [Screen] = []
        let tabTitle = composition.tabs.first { $0.id == state.selectedTab }?.title ?? state.selectedTab.rawValue
        for (index, route) in ([rootRoute] + state.selectedStack).enumerated() {
            let screen = index == 0 ? nil : await session.screen(for: route)
            if let screen { stackScreens.append(screen) }
            let href = addresses.url(for: route)
            if let href { shown.insert(href) }
            crumbs.append(.init(title: screen?.title ?? tabTitle, href: href))
        }
        crumbs[crumbs.count - 1].href = nil

        let hasModals = !state.presentations.isEmpty
        let rootScreen = await session.screen(for: rootRoute)
        let detailScreen = stackScreens.last ?? rootScreen
        // The tab's root beside the screen shown, unless it is the screen shown.
        let content = stackScreens.isEmpty ? nil : ScreenModel(rootScreen, links: composition.links, isActive: false, fieldPrefix: "content") { action in
            guard let route = Self.destination(of: action), let href = addresses.url(for: route) else { return nil }
            shown.insert(href)
            return href
        }
        // The screen on top holds the answers of the form refused last, as they were sent.
        let detail = ScreenModel(hasModals ? detailScreen : detailScreen.keeping(session.refused), links: composition.links, isActive: !hasModals, fieldPrefix: "detail")

        var modals: [AppPageModel.Modal] = []
        for level in state.presentations.indices {
            let presentation = state.presentations[level]
            let screen = await session.screen(
                for: presentation.top, answering: AppSession.request(answeredAt: level, in: state.presentations)
            )
            if let href = addresses.url(for: presentation.top) { shown.insert(href) }
            let isTop = level == state.presentations.count - 1
            modals.append(
                .init(
                    style: Self.className(presentation.style),
                    screen: ScreenModel(isTop ? screen.keeping(session.refused) : screen, links: composition.links, isActive: isTop, fieldPrefix: "modal\(level)"),
                    isTop: isTop,
                    showsBack: isTop && !screen.actions.contains(where: Self.goesBack) && session.canGoBack
                )
            )
        }

        let visibleTitle = modals.last?.screen.title ?? detail.title
        let page = AppPageModel(
            pageTitle: "\(visibleTitle) · Sailaway",
            csrf: csrf,
            tabs: composition.tabs.map { .init(id: $0.id.rawValue, title: $0.title, isSelected: $0.id == state.selectedTab) },
            crumbs: crumbs,
            contentScreen: content,
            detailScreen: detail,
            modals: modals,
            hasModals: hasModals,
            canGoBack: !hasModals && session.canGoBack,
            notices: notices.map(AppPageModel.Notice.init),
            dataVersion: dataVersion.map(String.init)
        )
        return (page, shown)
    }

    /// The route an action that only opens a screen leads to.
    /// Whether `action` only leaves the screen (Done, Cancel, Go Back): a modal that offers one
    /// needs no Back of the page's own.
    static func goesBack(_ action: ScreenAction) -> Bool {
        guard case .navigate(let intent) = action.effect else { return false }
        return intent == .dismiss || intent == .back
    }

    static func destination(of action: ScreenAction) -> AnyRoute? {
        guard case .navigate(let intent) = action.effect else { return nil }
        switch intent {
        case .push(let route, _), .open(let route): return route
        default: return nil
        }
    }

    /// The class of a modal's `<dialog>`.
    static func className(_ style: PresentationStyle) -> String {
        switch style {
        case .sheet: "sheet"
        case .fullScreenCover: "full-screen-cover"
        case .alert: "alert"
        case .confirmationDialog: "confirmation-dialog"
        }
    }
}
