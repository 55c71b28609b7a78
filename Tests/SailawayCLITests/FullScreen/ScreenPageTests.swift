import AppShell
import FeatureRegistry
@testable import SailawayCLI
import Testing

/// A screen laid out for the full-screen app: a row that is a control (its ``ScreenRow/action``)
/// is itself selectable, and its action is not listed again.
@Suite struct ScreenPageTests {
    static func action(_ label: String, inputs: [ActionInput] = []) -> ScreenAction {
        ScreenAction(id: ActionID(named: label), label, inputs: inputs) { _ in .message(ScreenMessage(label)) }
    }

    static let home = Screen(
        title: "Home",
        subtitle: "Hello, Alex.",
        sections: [
            ScreenSection(
                "Recently edited checklists",
                rows: [
                    ScreenRow("Daily Boat Checks", detail: "Created", action: "Open Daily Boat Checks"),
                    ScreenRow("End of Charter", action: "Open End of Charter"),
                ]
            ),
            ScreenSection("Upcoming charters", rows: [], emptyText: "Nothing yet."),
        ],
        actions: [action("Create Checklist"), action("Open Daily Boat Checks"), action("Open End of Charter"), action("Search", inputs: [ActionInput("query", prompt: "Search for")])]
    )

    @Test func rowsThatOpenSomethingAreSelectableAndTheirActionsAreNotRepeated() {
        let page = ScreenPage(Self.home, width: 80, style: .plain)
        #expect(page.lines.map(\.text) == [
            "Hello, Alex.",
            "",
            "Recently edited checklists",
            "  - Daily Boat Checks — Created",
            "  - End of Charter",
            "",
            "Upcoming charters",
            "  Nothing yet.",
            "",
            "  › Create Checklist",
            "  › Search …",
        ])
        #expect(page.items.map(\.action) == [1, 2, 0, 3], "rows first, then the actions no row stands for")
        #expect(page.items.map(\.lines) == [3..<4, 4..<5, 9..<10, 10..<11])
    }

    @Test func aChecklistRunsItemsAndACharterRolesAreTheirActions() {
        let run = Screen(
            title: "Charter Check-in",
            sections: [ScreenSection("1. Hull", rows: [
                        ScreenRow("1.1 Bilge pump", mark: .unchecked, action: "Check: Bilge pump"),
                        ScreenRow("1.2 Winches", mark: .checked, action: "Uncheck: Winches"),
                    ])],
            actions: [Self.action("Check: Bilge pump"), Self.action("Uncheck: Winches"), Self.action("Add Note")]
        )
        #expect(ScreenPage(run, width: 80).items.map(\.action) == [0, 1, 2])
        let charter = Screen(
            title: "Aegean Week",
            sections: [ScreenSection("Checklists", rows: [ScreenRow("Check-in: Charter Check-in (Lefkada)", detail: "0 of 8 checked", action: "Open Check-in Checklist")])],
            actions: [Self.action("Open Check-in Checklist"), Self.action("Edit Charter")]
        )
        let page = ScreenPage(charter, width: 80, style: .plain)
        #expect(page.items.map(\.action) == [0, 1])
        #expect(!page.lines.contains { $0.text.contains("Open Check-in Checklist") })
    }

    @Test func aLongRowWrapsIntoOneItemOfSeveralLines() {
        let screen = Screen(title: "Discover", sections: [ScreenSection(rows: [ScreenRow("Mediterranean Sailing: Stern-to Mooring", detail: "By Marta Ferrer", action: "Open Mediterranean Sailing: Stern-to Mooring")])], actions: [Self.action("Open Mediterranean Sailing: Stern-to Mooring")])
        let page = ScreenPage(screen, width: 30, style: .plain)
        #expect(page.items.map(\.action) == [0] && page.items.map(\.lines) == [0..<3])
        #expect(page.lines.map(\.text) == ["  - Mediterranean Sailing:", "    Stern-to Mooring — By", "    Marta Ferrer"])
    }
}
