import FeatureRegistry
import Foundation
import NavigationEngine

/// The screens of the fake Harbors feature.
struct HarborScreens {
    let store: HarborStore
    let context: ScreenContext

    func screen(for route: HarborRoute) -> ScreenResult {
        switch route {
        case .detail(let id):
            guard let harbor = store.harbor(id) else { return .notFound("This harbor was removed or never existed.") }
            var actions: [ScreenAction] = [
                .push("Edit", to: HarborRoute.editor(id: id)),
                .present("Review", HarborRoute.review(id: id)),
            ]
            if context.context.isEnabled("Crew") {
                actions.append(.show("Show Harbor Master", CrewRoute.member(id: CrewRoute.harborMaster)))
            }
            return .screen(
                Screen(
                    title: harbor.name,
                    sections: [
                        ScreenSection(
                            "Reviews",
                            rows: harbor.reviews.map { ScreenRow($0, accessibility: Accessibility(label: "Review: \($0)")) },
                            emptyText: "No reviews yet."
                        )
                    ],
                    actions: actions
                )
            )
        case .search(let query):
            let matches = store.all().filter { $0.name.localizedCaseInsensitiveContains(query) }
            return .screen(
                Screen(
                    title: "Harbors matching “\(query)”",
                    sections: [ScreenSection(rows: Self.rows(opening: matches), emptyText: "No harbor matches.")],
                    actions: matches.map(Self.open)
                )
            )
        case .editor(let id):
            guard let harbor = store.harbor(id) else { return .notFound("This harbor was removed or never existed.") }
            let store = store
            return .screen(
                Screen(
                    title: "Edit \(harbor.name)",
                    actions: [
                        ScreenAction(id: "rename", "Rename", inputs: [ActionInput("name", prompt: "New name", kind: .requiredText())]) { invocation in
                            let name = try invocation.text("name").trimmingCharacters(in: .whitespaces)
                            guard !name.isEmpty else { throw ActionError("A harbor needs a name.") }
                            store.rename(id, to: name)
                            return ActionResult(navigation: .back, message: "Renamed to \(name).")
                        },
                        // As an editor opened from a page does: back to the page it edits.
                        ScreenAction(id: "save", "Save") { _ in .replace(with: HarborRoute.detail(id: id), message: "Saved.") },
                    ]
                )
            )
        case .review(let id):
            let store = store
            return .screen(
                Screen(
                    title: "Review",
                    actions: [
                        ScreenAction(id: "submit", "Submit", inputs: [ActionInput("text", prompt: "Your review")]) { invocation in
                            store.review(id, try invocation.text("text"))
                            return ActionResult(navigation: .back, message: "Thanks for your review.")
                        },
                        .goBack,
                    ]
                )
            )
        case .list(let region, let page):
            let harbors = store.all().filter { $0.region == region }
            return .screen(
                Screen(
                    title: "\(region.rawValue.capitalized) harbors",
                    subtitle: "Page \(page ?? 1)",
                    sections: [ScreenSection(rows: Self.rows(opening: harbors), emptyText: "No harbors here.")],
                    actions: harbors.map(Self.open)
                )
            )
        }
    }

    /// The action that opens `harbor`: "Open Lefkada".
    static func open(_ harbor: HarborStore.Harbor) -> ScreenAction {
        .push("Open \(harbor.name)", to: HarborRoute.detail(id: harbor.id))
    }

    /// A row per harbor, each opening it.
    static func rows(opening harbors: [HarborStore.Harbor]) -> [ScreenRow] {
        harbors.map { ScreenRow($0.name, action: open($0).id) }
    }
}
