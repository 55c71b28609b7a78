import FeatureRegistry
import Foundation
import NavigationEngine
import Synchronization

/// A fake feature of these tests: a Logbook tab whose root screen shows what its
/// ``FakeLogbookStore`` holds — checks to tick, a form asking for every kind of answer, an action
/// that fails — or, while the logbook is on its way to the device, a pending screen.
struct LogbookFeature: Feature {
    /// The tab it owns.
    static let tab: TabID = "logbook"

    let store: FakeLogbookStore

    var name: String { "Logbook" }

    func register(with registrar: FeatureRegistrar) {
        let store = store
        registrar.tab(TabContribution(id: Self.tab, title: "Logbook", order: 50, systemImage: "book") { _ in store.screen() })
    }
}

/// What the Logbook shows, changed by its actions and by the tests (as another face would).
final class FakeLogbookStore: Sendable {
    private struct State {
        var isArriving = false
        var checked: Set<String> = []
        var crews: [[String: String]] = []
    }

    /// The checks, in order.
    static let checks = ["Engine oil", "Bilge"]
    private let state = Mutex(State())

    /// Whether the logbook is on its way: its screen is pending until it arrives.
    var isArriving: Bool {
        get { state.withLock { $0.isArriving } }
        set { state.withLock { $0.isArriving = newValue } }
    }

    /// Checks or unchecks `check`, as another face does.
    func set(_ check: String, checked: Bool) {
        state.withLock { state in
            if checked { state.checked.insert(check) } else { state.checked.remove(check) }
        }
    }

    /// The crews signed up, each as its answers.
    var crews: [[String: String]] {
        state.withLock { $0.crews }
    }

    // MARK: - The screen

    /// The identity of the action that checks `check`, or unchecks it.
    static func toggle(_ check: String, checking: Bool) -> ActionID {
        ActionID(checking ? "check" : "uncheck", check)
    }

    /// The form asking for every kind of answer.
    static let signUp: ActionID = "sign-up"
    /// The action that always fails.
    static let syncNow: ActionID = "sync-now"
    /// What the action that fails says.
    static let unreachable = "The server could not be reached. Nothing was lost."

    func screen() -> Screen {
        let (isArriving, checked) = state.withLock { ($0.isArriving, $0.checked) }
        if isArriving { return .pending("The logbook is on its way to this device.") }
        let toggles = Self.checks.map { check in
            let isChecked = checked.contains(check)
            return ScreenAction(id: Self.toggle(check, checking: !isChecked), "\(isChecked ? "Uncheck" : "Check"): \(check)") { [self] _ in
                set(check, checked: !isChecked)
                return .message("\(isChecked ? "Unchecked" : "Checked") “\(check)”.")
            }
        }
        return Screen(
            title: "Logbook",
            sections: [
                ScreenSection("Checks", rows: Self.checks.indices.map { index in
                    ScreenRow(Self.checks[index], mark: checked.contains(Self.checks[index]) ? .checked : .unchecked, action: toggles[index].id)
                })
            ],
            actions: toggles + [signUpAction, Self.failing]
        )
    }

    private var signUpAction: ScreenAction {
        ScreenAction(
            id: Self.signUp, "Sign Up Crew",
            inputs: [
                ActionInput("skipper", prompt: "Skipper", kind: .requiredText(limit: 20)),
                ActionInput("note", prompt: "Note", kind: .text(limit: 10), current: "Fair winds"),
                ActionInput("crew", prompt: "Crew aboard", kind: .number(1...12)),
                ActionInput("start", prompt: "First day", kind: .date),
                ActionInput("chart", prompt: "Chart notes", kind: .file(types: ["md", "txt"], maxBytes: 2048)),
                ActionInput("password", prompt: "Password", kind: .password(isNew: true)),
            ]
        ) { [self] invocation in
            let crew = try invocation.number("crew")
            guard crew <= 8 else {
                var error = ActionError("A logbook keeps at most 8 crew. Nothing was changed.")
                error.problems = ["crew": "At most 8."]
                throw error
            }
            let answers = ["skipper": try invocation.text("skipper"), "crew": "\(crew)", "start": "\(try invocation.day("start"))", "chart": try invocation.file("chart").name]
            state.withLock { $0.crews.append(answers) }
            return .message("Signed up \(answers["skipper"] ?? "").")
        }
    }

    private static let failing = ScreenAction(id: syncNow, "Sync Now") { _ in throw ActionError(unreachable) }
}
