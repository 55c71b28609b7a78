import AppShell
import ArgumentParser
import FeatureRegistry

struct TapCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "tap",
        abstract: "Activate an action of the current screen, by number or label.",
        discussion: """
            Actions that need text take it after the action, in order.

            Examples:
              sailaway tap 1
              sailaway tap "Create Checklist"
              sailaway tap "Add Section" "Before leaving the dock"
            """
    )
    @ParentCommand var root: SailawayCommand
    @Argument(help: "The action's number or label.") var action: String
    @Argument(help: "The text the action needs, in order.") var inputs: [String] = []
    @OptionGroup var output: OutputOptions

    @MainActor func run(in context: CommandContext) async throws {
        // The screen on top is loaded once, to find the action a person named; it is then
        // performed by its identity.
        let chosen: ScreenAction
        do {
            chosen = try await context.session.visibleScreen().action(matching: action)
        } catch {
            throw CommandFailure.usage(error.message)
        }
        var values: [String: String] = [:]
        var given = inputs[...]
        // Every value is gathered before the action runs, so a prompt cancelled half-way saves
        // nothing.
        for input in chosen.inputs {
            if let value = given.popFirst() {
                values[input.name] = value
                continue
            }
            switch context.ask(input.prompt) {
            case .text(let value):
                values[input.name] = value
            case .cancelled:
                throw CommandFailure.cancelled("Cancelled “\(chosen.label)”: nothing was saved.")
            case .noTerminal:
                let example = chosen.inputs.map { "\"\($0.name)\"" }.joined(separator: " ")
                throw CommandFailure.usage(
                    "'\(chosen.label)' needs \(chosen.inputs.map(\.name).joined(separator: ", ")). Nothing was changed. "
                        + (context.isInteractive
                            ? "Give the text after the action: \(action.contains(" ") ? "\"\(action)\"" : action) \(example)"
                            : "Example: sailaway tap \"\(chosen.label)\" \(example)")
                )
            }
        }
        guard given.isEmpty else {
            throw CommandFailure.usage("'\(chosen.label)' takes \(chosen.inputs.count) text value(s), but \(inputs.count) were given.")
        }
        if let message = try await context.session.perform(chosen, inputs: values) {
            context.notice(message)
        }
        try await context.showScreen(json: output.json)
    }
}
