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
        LinkPattern<ChecklistRoute>(
            "content/checklist/{id}", aliases: ["content/{id}?type=checklist"], .public, opensIn: [.discover],
            case: \.detail
        ).erased.owned(by: "Checklists"),
        LinkPattern<DeckRoute>(
            "content/deck/{id}", aliases: ["content/{id}?type=deck"], .public, opensIn: [.discover],
            case: \.detail
        ).erased.owned(by: "Decks"),
        LinkPattern<GuideRoute>(
            "content/guide/{id}", aliases: ["content/{id}?type=guide"], .public, opensIn: [.discover],
            case: \.detail
        ).erased.owned(by: "Guides"),
        LinkPattern<ProfileRoute>("user/{id}", .public, opensIn: [.profile], case: \.user).erased.owned(by: "Profiles"),
        LinkPattern<CharterRoute>(
            "charter/{id}", .public, opensIn: [.charters],
            case: \.detail
        ).erased.owned(by: "Charters"),
        LinkPattern<SearchRoute>(
            "search?q={query}", .public, opensIn: [.discover],
            case: \.results
        ).erased.owned(by: "Search"),

        // The most used internal links.
        LinkPattern<ChecklistRoute>(
            "charter/{charterID}/checklist/{checklistID}/run", .internal, opensIn: [.charters],
            case: \.execution, values: (UUID, UUID).self
        ).erased.owned(by: "Checklists"),
        LinkPattern<ChecklistRoute>(
            "checklist/{id}/edit", .internal, opensIn: [.library],
            case: \.editor
        ).erased.owned(by: "Checklists"),
        plain("settings/privacy", SettingsRoute.privacy, owner: "Profiles"),
        LinkPattern<DeckRoute>("deck/{id}/review", .internal, case: \.review).erased.owned(by: "Decks"),

        // The rest of the appendix.
        plain("checklist/new", ChecklistRoute.typeSelection, owner: "Checklists"),
        LinkPattern<ChecklistRoute>(
            "checklist/{id}/publish", .internal,
            case: \.publish
        ).erased.owned(by: "Checklists"),
        LinkPattern<DeckRoute>("deck/{id}/edit", .internal, case: \.editor).erased.owned(by: "Decks"),
        LinkPattern<GuideRoute>("guide/{id}/edit", .internal, case: \.editor).erased.owned(by: "Guides"),
        plain("charter/new", CharterRoute.create, owner: "Charters"),
        LinkPattern<CharterRoute>("charter/{id}/edit", .internal, case: \.edit).erased.owned(by: "Charters"),
        plain("profile", ProfileRoute.own, owner: "Profiles"),
        LinkPattern<ProfileRoute>("user/{id}/followers", .internal, case: \.followers).erased.owned(by: "Profiles"),
        LinkPattern<ProfileRoute>("user/{id}/following", .internal, case: \.following).erased.owned(by: "Profiles"),
        plain("settings/account", SettingsRoute.account, owner: "Profiles"),
        plain("settings/sync", SettingsRoute.sync, owner: "Profiles"),
        plain("settings/notifications", SettingsRoute.notifications, owner: "Profiles"),
        plain("settings/about", SettingsRoute.about, owner: "Profiles"),
        plain("settings/data/export", SettingsRoute.export, owner: "Profiles"),
        plain("settings/data/clear-cache", SettingsRoute.clearCache, owner: "Profiles"),
        plain("settings/data/delete-account", SettingsRoute.deleteAccount, owner: "Profiles"),
        LinkPattern<SearchRoute>(
            "library/browse?type={type}&filter={filter}", .internal, opensIn: [.library],
            case: \.browse, values: (String?, String?).self
        ).erased.owned(by: "Search"),
        LinkPattern<ContentSheetRoute>(
            "content/{id}/rate", .public, presentation: .sheet,
            case: \.rate
        ).erased.owned(by: "Discover"),
        LinkPattern<ContentSheetRoute>(
            "content/{id}/share", .internal, presentation: .sheet,
            case: \.share
        ).erased.owned(by: "Discover"),
        LinkPattern<ContentSheetRoute>(
            "content/{id}/report", .public, presentation: .sheet,
            case: \.report
        ).erased.owned(by: "Discover"),
    ]

    /// An internal link with no parameter, for a route case without values.
    private static func plain<R: Route & Equatable>(_ template: String, _ route: R, owner: String) -> AnyLinkPattern {
        LinkPattern(template, .internal, route: route)
            .erased.owned(by: owner)
    }
}
