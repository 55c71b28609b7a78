import Foundation
import NavigationEngine
import RoutingKit

extension RoutingKitLinkRouter {
    /// The hand-written handler of each Sailaway template, keyed by the template (parameters are
    /// read by their positional names, see ``PathSegment/split(template:)``).
    static let sailawayHandlers: [String: Handler] = [
        "content/checklist/{id}": id("p2", ChecklistRoute.detail),
        "content/deck/{id}": id("p2", DeckRoute.detail),
        "content/guide/{id}": id("p2", GuideRoute.detail),
        "content/{id}": Handler { parameters, components in
            guard let id = parameters.uuid("p1") else { return nil }
            switch components.query("type") {
            case "checklist": return AnyRoute(ChecklistRoute.detail(id: id))
            case "deck": return AnyRoute(DeckRoute.detail(id: id))
            case "guide": return AnyRoute(GuideRoute.detail(id: id))
            default: return nil
            }
        },
        "user/{id}": id("p1", ProfileRoute.user),
        "charter/{id}": id("p1", CharterRoute.detail),
        "search?q={query}": Handler { _, components in
            components.query("q").map { AnyRoute(SearchRoute.results(query: $0)) }
        },
        "charter/{charterID}/checklist/{checklistID}/run": Handler { parameters, _ in
            guard let charter = parameters.uuid("p1"), let checklist = parameters.uuid("p3") else { return nil }
            return AnyRoute(ChecklistRoute.execution(charterID: charter, checklistID: checklist))
        },
        "checklist/{id}/edit": id("p1", ChecklistRoute.editor),
        "settings/privacy": plain(SettingsRoute.privacy),
        "deck/{id}/review": id("p1", DeckRoute.review),
        "checklist/new": plain(ChecklistRoute.typeSelection),
        "checklist/{id}/publish": id("p1", ChecklistRoute.publish),
        "deck/{id}/edit": id("p1", DeckRoute.editor),
        "guide/{id}/edit": id("p1", GuideRoute.editor),
        "charter/new": plain(CharterRoute.create),
        "charter/{id}/edit": id("p1", CharterRoute.edit),
        "profile": plain(ProfileRoute.own),
        "user/{id}/followers": id("p1", ProfileRoute.followers),
        "user/{id}/following": id("p1", ProfileRoute.following),
        "settings/account": plain(SettingsRoute.account),
        "settings/sync": plain(SettingsRoute.sync),
        "settings/notifications": plain(SettingsRoute.notifications),
        "settings/about": plain(SettingsRoute.about),
        "settings/data/export": plain(SettingsRoute.export),
        "settings/data/clear-cache": plain(SettingsRoute.clearCache),
        "settings/data/delete-account": plain(SettingsRoute.deleteAccount),
        "library/browse?type={type}&filter={filter}": Handler { _, components in
            AnyRoute(SearchRoute.browse(type: components.query("type"), filter: components.query("filter")))
        },
        "content/{id}/rate": id("p1", ContentSheetRoute.rate),
        "content/{id}/share": id("p1", ContentSheetRoute.share),
        "content/{id}/report": id("p1", ContentSheetRoute.report),
    ]

    private static func id<R: Route>(_ name: String, _ route: @escaping @Sendable (UUID) -> R) -> Handler {
        Handler { parameters, _ in parameters.uuid(name).map { AnyRoute(route($0)) } }
    }

    private static func plain<R: Route>(_ route: R) -> Handler {
        Handler { _, _ in AnyRoute(route) }
    }
}
