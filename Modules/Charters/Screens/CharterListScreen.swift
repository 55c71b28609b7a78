import ChartersInterface
import FeatureRegistry
import Foundation

/// The Charters tab's root — the active charters and the new charters not yet created — and
/// the archived charters.
struct CharterListScreen {
    /// The charters.
    let store: CharterStore
    /// Makes the id of a new charter, when "New Charter" is tapped.
    let makeID: @Sendable () -> UUID

    /// The tab's root: active charters, most recent start first.
    func root() async throws -> Screen {
        let charters = try await store.active()
        let unfinished = try await UnfinishedCharters.load(store)
        let makeID = makeID
        var actions = [
            ScreenAction(
                id: "new-charter", "New Charter", accessibility: Accessibility(label: "New charter", hint: "Opens the form of a new charter")
            ) { _ in .push(CharterRoute.create(id: makeID())) }
        ]
        actions += charters.map(Self.openAction)
        actions += unfinished.actions
        actions.append(.push("Archived Charters", to: CharterRoute.archived))
        return Screen(
            title: "Charters",
            subtitle: Self.count(charters.count, "active charter"),
            sections: [
                ScreenSection("Active", rows: charters.map(Self.row), emptyText: "No charters yet.")
            ] + (unfinished.section.map { [$0] } ?? []),
            actions: actions,
            primaryAction: "new-charter"
        )
    }

    /// The archived charters, most recent start first.
    func archived() async throws -> Screen {
        let charters = try await store.archived()
        return Screen(
            title: "Archived Charters",
            subtitle: Self.count(charters.count, "archived charter"),
            sections: [ScreenSection(rows: charters.map(Self.row), emptyText: "No archived charters.")],
            actions: charters.map(Self.openAction)
        )
    }

    // MARK: - Parts

    /// A charter's row, which opens it: "Aegean Week", "Bavaria 46 “Meltemi” · 12–19 Jun 2027".
    static func row(_ charter: Charter) -> ScreenRow {
        ScreenRow(
            charter.name, detail: charter.summary,
            accessibility: Accessibility(label: "Charter: \(charter.name)", value: "\(charter.boat), \(charter.days)"),
            action: openAction(charter).id
        )
    }

    /// The action opening a charter: "Open Aegean Week".
    static func openAction(_ charter: Charter) -> ScreenAction {
        .push("Open \(charter.name)", to: CharterRoute.detail(id: charter.id), accessibility: Accessibility(label: "Open charter \(charter.name)"))
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
