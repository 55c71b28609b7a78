import AppShell
import ArgumentParser
import FeatureRegistry

struct TapCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "tap",
        abstract: "Activate an action of the current screen, by number or label.",
        discussion: """
            Actions that need text take it after the action, in order; the last value takes
            the rest of the words, so `tap 2 Weekend sailor` needs no quotes. A label may be
            typed without quotes before its values: `tap Add Item 2 Spinnaker`.

            In a session, a number is the action it had on the screen printed last: when the
            data changed since (another face checked the item), so that the number now stands
            for another action, nothing is done and the message says what the screen offers.

            With --shown, the action is named by its identity, as a screen already drawn showed
            it (the full-screen app's Enter): when the data changed since, so that the screen
            offers another action about the same thing, nothing is done and the message says so.

            Examples:
              sailaway tap 1
              sailaway tap "Create Checklist"
              sailaway tap "Add Section" "Before leaving the dock"
            """
    )
    @ParentCommand var root: SailawayCommand
    @Argument(help: "The action's number or label.") var action: String = ""
    @Option(name: .customLong("shown"), help: ArgumentHelp("The identity of the action a drawn screen showed, instead of its number or label.", valueName: "id"))
    var shownID: String?
    @Argument(help: "The text the action needs, in order.") var inputs: [String] = []
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if action.isEmpty, shownID == nil {
            throw ValidationError("Name the action to tap: its number or its label, such as `tap 1`.")
        }
    }

    @MainActor func run(in context: CommandContext) async throws {
        // The screen on top is loaded once, to find the action a person named; it is then
        // performed by its identity.
        let screen = await context.session.visibleScreen()
        let chosen: ScreenAction
        var given = inputs
        if let shownID {
            // Not a usage error: the screen changed under the person, and they are told how.
            chosen = try screen.action(shown: shownID, links: context.session.router.links)
            if !action.isEmpty { given.insert(action, at: 0) }
        } else if let number = Int(action), let printed = context.printedActions, printed.indices.contains(number - 1) {
            // In a session, a number is what the person read on the screen printed last: if
            // another face changed the data since, so that it now means another action, nothing
            // is done and they are told.
            chosen = try screen.action(shown: printed[number - 1])
        } else if Int(action) == nil, !screen.actions.contains(where: { $0.label.caseInsensitiveCompare(action) == .orderedSame }),
            let named = try Self.naming([action] + inputs, among: screen.actions)
        {
            // `tap Add Item 2 Spinnaker`: the label's words, unquoted, then its values; a label
            // several rows show, then which of them.
            (chosen, given) = named
        } else {
            do {
                chosen = try screen.action(matching: action)
            } catch {
                throw CommandFailure.usage(error.message)
            }
        }
        let answers = try ActionValues(action: chosen, context: context, typedAs: action).gather(given)
        if let message = try await context.session.perform(chosen, inputs: answers.values, files: answers.files) {
            context.notice(message)
        }
        try await context.showScreen(json: output.json)
    }

    /// The action `words` name and the values after it (``ActionNaming``); a label that names
    /// several without saying which is a usage error.
    private static func naming(_ words: [String], among actions: [ScreenAction]) throws(CommandFailure) -> (ScreenAction, [String])? {
        do {
            return try ActionNaming.split(words, among: actions)
        } catch {
            throw CommandFailure.usage(error.message)
        }
    }

    /// `arguments` with `--` before the first word after `tap` that is a negative number, so
    /// `tap -1` reaches the action's own check ("There is no action -1 here; choose 1 to 7.")
    /// rather than ArgumentParser's unknown-option usage, and a value such as `-5` stays a value.
    static func protectingNegativeNumbers(_ arguments: [String]) -> [String] {
        guard let tap = arguments.firstIndex(of: "tap"), !arguments[tap...].contains("--"),
            let negative = arguments[(tap + 1)...].firstIndex(where: { $0.count > 1 && $0.hasPrefix("-") && Double($0) != nil })
        else { return arguments }
        var protected = arguments
        protected.insert("--", at: negative)
        return protected
    }
}
