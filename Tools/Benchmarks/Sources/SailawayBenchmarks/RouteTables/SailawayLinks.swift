import Foundation
import NavigationEngine

/// The real Sailaway link patterns, declared here as a fixture that mirrors BRIEF.md's links.
///
/// The features (Checklists, Decks, Guides, Charters, Profiles, Search) land one issue at a time;
/// when they do, the benchmark switches to the composed features' own table and this fixture goes.
///
/// The order is the priority in which a small table takes them: the 10-pattern table is the first
/// ten (the PRD's public links and the most used internal ones); larger tables hold all of them.
enum SailawayLinks {
    static let configuration = LinkConfiguration(scheme: "sailaway", universalHosts: ["sailaway.app"])

    static let patterns: [AnyLinkPattern] = [
        // The PRD's public links.
        LinkPattern(
            "content/checklist/{id}", aliases: ["content/{id}?type=checklist"], .public, opensIn: [.discover],
            route: ChecklistRoute.detail, parameters: { if case .detail(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Checklists"),
        LinkPattern(
            "content/deck/{id}", aliases: ["content/{id}?type=deck"], .public, opensIn: [.discover],
            route: DeckRoute.detail, parameters: { if case .detail(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Decks"),
        LinkPattern(
            "content/guide/{id}", aliases: ["content/{id}?type=guide"], .public, opensIn: [.discover],
            route: GuideRoute.detail, parameters: { if case .detail(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Guides"),
        LinkPattern(
            "user/{id}", .public, opensIn: [.profile],
            route: ProfileRoute.user, parameters: { if case .user(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Profiles"),
        LinkPattern(
            "charter/{id}", .public, opensIn: [.charters],
            route: CharterRoute.detail, parameters: { if case .detail(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Charters"),
        LinkPattern(
            "search?q={query}", .public, opensIn: [.discover],
            route: SearchRoute.results, parameters: { if case .results(let query) = $0 { query } else { nil } }
        ).erased.owned(by: "Search"),

        // The most used internal links.
        LinkPattern(
            "charter/{charterID}/checklist/{checklistID}/run", .internal, opensIn: [.charters],
            route: ChecklistRoute.execution,
            parameters: { if case .execution(let charter, let checklist) = $0 { (charter, checklist) } else { nil } }
        ).erased.owned(by: "Checklists"),
        LinkPattern(
            "checklist/{id}/edit", .internal, opensIn: [.library],
            route: ChecklistRoute.editor, parameters: { if case .editor(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Checklists"),
        plain("settings/privacy", SettingsRoute.privacy, owner: "Profiles"),
        LinkPattern(
            "deck/{id}/review", .internal,
            route: DeckRoute.review, parameters: { if case .review(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Decks"),

        // The rest of the appendix.
        plain("checklist/new", ChecklistRoute.typeSelection, owner: "Checklists"),
        LinkPattern(
            "checklist/{id}/publish", .internal,
            route: ChecklistRoute.publish, parameters: { if case .publish(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Checklists"),
        LinkPattern(
            "deck/{id}/edit", .internal,
            route: DeckRoute.editor, parameters: { if case .editor(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Decks"),
        LinkPattern(
            "guide/{id}/edit", .internal,
            route: GuideRoute.editor, parameters: { if case .editor(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Guides"),
        plain("charter/new", CharterRoute.create, owner: "Charters"),
        LinkPattern(
            "charter/{id}/edit", .internal,
            route: CharterRoute.edit, parameters: { if case .edit(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Charters"),
        plain("profile", ProfileRoute.own, owner: "Profiles"),
        LinkPattern(
            "user/{id}/followers", .internal,
            route: ProfileRoute.followers, parameters: { if case .followers(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Profiles"),
        LinkPattern(
            "user/{id}/following", .internal,
            route: ProfileRoute.following, parameters: { if case .following(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Profiles"),
        plain("settings/account", SettingsRoute.account, owner: "Profiles"),
        plain("settings/sync", SettingsRoute.sync, owner: "Profiles"),
        plain("settings/notifications", SettingsRoute.notifications, owner: "Profiles"),
        plain("settings/about", SettingsRoute.about, owner: "Profiles"),
        plain("settings/data/export", SettingsRoute.export, owner: "Profiles"),
        plain("settings/data/clear-cache", SettingsRoute.clearCache, owner: "Profiles"),
        plain("settings/data/delete-account", SettingsRoute.deleteAccount, owner: "Profiles"),
        LinkPattern(
            "library/browse?type={type}&filter={filter}", .internal, opensIn: [.library],
            route: SearchRoute.browse,
            parameters: { if case .browse(let type, let filter) = $0 { (type, filter) } else { nil } }
        ).erased.owned(by: "Search"),
        LinkPattern(
            "content/{id}/rate", .public, presentation: .sheet,
            route: ContentSheetRoute.rate, parameters: { if case .rate(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Discover"),
        LinkPattern(
            "content/{id}/share", .internal, presentation: .sheet,
            route: ContentSheetRoute.share, parameters: { if case .share(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Discover"),
        LinkPattern(
            "content/{id}/report", .public, presentation: .sheet,
            route: ContentSheetRoute.report, parameters: { if case .report(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Discover"),
    ]

    /// An internal link with no parameter, for a route case without values.
    private static func plain<R: Route & Equatable>(_ template: String, _ route: R, owner: String) -> AnyLinkPattern {
        LinkPattern(template, .internal, route: { route }, parameters: { $0 == route ? () : nil })
            .erased.owned(by: owner)
    }
}
