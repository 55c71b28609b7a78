import Foundation
import NavigationEngine

/// The inputs every router is given: paths, links and routes, all present in every table size.
enum Samples {
    private static let ids: [UUID] = {
        var generator = SeededGenerator(seed: 0x5A11_A3A7)
        return (0..<8).map { _ in generator.uuid() }
    }()

    static let checklist = ids[0]
    static let deck = ids[1]
    static let guide = ids[2]
    static let user = ids[3]
    static let charter = ids[4]

    /// Lowercase, as the PRD's links spell UUIDs.
    static func text(_ id: UUID) -> String { id.uuidString.lowercased() }

    /// Paths that match, each with the template it must match. They rotate in every measure, and
    /// all belong to the first ten Sailaway patterns, so every table size holds them.
    static let hits: [(path: String, template: String)] = [
        ("content/checklist/\(text(checklist))", "content/checklist/{id}"),
        ("content/deck/\(text(deck))", "content/deck/{id}"),
        ("content/guide/\(text(guide))", "content/guide/{id}"),
        ("user/\(text(user))", "user/{id}"),
        ("charter/\(text(charter))", "charter/{id}"),
        ("charter/\(text(charter))/checklist/\(text(checklist))/run", "charter/{charterID}/checklist/{checklistID}/run"),
        ("checklist/\(text(checklist))/edit", "checklist/{id}/edit"),
        ("settings/privacy", "settings/privacy"),
    ]

    /// A path that matches nothing: a real prefix three segments deep, then an unknown word.
    static let miss = "content/checklist/\(text(checklist))/missing"

    /// Links with the routes they open: a content link, the PRD's alias, a deep internal link,
    /// a profile and a search, each in both spellings.
    static func links(style: LinkStyle) -> [(link: String, route: AnyRoute)] {
        let prefix = style == .custom ? "sailaway://" : "https://sailaway.app/"
        return [
            (prefix + "content/checklist/\(text(checklist))", AnyRoute(ChecklistRoute.detail(id: checklist))),
            (prefix + "content/\(text(deck))?type=deck", AnyRoute(DeckRoute.detail(id: deck))),
            (prefix + "charter/\(text(charter))/checklist/\(text(checklist))/run",
             AnyRoute(ChecklistRoute.execution(charterID: charter, checklistID: checklist))),
            (prefix + "user/\(text(user))", AnyRoute(ProfileRoute.user(id: user))),
            (prefix + "search?q=reefing", AnyRoute(SearchRoute.results(query: "reefing"))),
        ]
    }

    /// Routes to print, with their canonical `sailaway://` links.
    static let printed: [(route: AnyRoute, link: String)] = [
        (AnyRoute(ChecklistRoute.detail(id: checklist)), "sailaway://content/checklist/\(text(checklist))"),
        (AnyRoute(DeckRoute.detail(id: deck)), "sailaway://content/deck/\(text(deck))"),
        (AnyRoute(ChecklistRoute.execution(charterID: charter, checklistID: checklist)),
         "sailaway://charter/\(text(charter))/checklist/\(text(checklist))/run"),
        (AnyRoute(ProfileRoute.user(id: user)), "sailaway://user/\(text(user))"),
        (AnyRoute(SearchRoute.results(query: "reefing")), "sailaway://search?q=reefing"),
        (AnyRoute(SettingsRoute.privacy), "sailaway://settings/privacy"),
    ]
}
