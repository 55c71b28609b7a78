import Foundation
import FeatureRegistry

/// The values an action is performed with: the words typed after it, then answers to its
/// prompts, each checked against what its input accepts as it is given.
///
/// The one path by which the terminal asks for an action's text, in a line session, a script
/// and any other way the terminal app offers to tap (it asks through ``CommandContext/ask(_:)``).
@MainActor
struct ActionValues {
    /// The action tapped.
    let action: ScreenAction
    /// Where prompts are shown and answers read.
    let context: CommandContext
    /// How the person named the action (`3`, `"Set Name"`), for the example in an error.
    let typedAs: String

    /// The value of every input, by name, from the words `given` after the action and answers
    /// to prompts for the rest.
    ///
    /// Words answer the inputs in order; when there are more words than inputs, the last input
    /// takes the rest, joined by single spaces (`2 Weekend sailor` sets a one-input action's
    /// value to "Weekend sailor"); a quoted word stays one value. Every value is gathered
    /// before the action runs, so a prompt cancelled half-way saves nothing.
    func gather(_ given: [String]) throws(CommandFailure) -> Answers {
        let inputs = action.inputs
        guard !inputs.isEmpty || given.isEmpty else {
            throw CommandFailure.usage("'\(action.label)' takes no text, but \(given.count) value\(given.count == 1 ? " was" : "s were") given. Nothing was changed.")
        }
        var words = given
        if words.count > inputs.count {
            let rest = words[(inputs.count - 1)...].joined(separator: " ")
            words = Array(words.prefix(inputs.count - 1)) + [rest]
        }
        var values: [String: String] = [:]
        for (index, input) in inputs.enumerated() {
            if index < words.count {
                let value = input.value(for: words[index])
                if let problem = input.problem(with: value) {
                    throw CommandFailure.usage("'\(action.label)': \(input.prompt) — \(problem) Nothing was changed.")
                }
                values[input.name] = value
                continue
            }
            switch context.ask(input) {
            case .text(let value):
                values[input.name] = value
            case .cancelled:
                throw CommandFailure.cancelled("Cancelled “\(action.label)”: nothing was saved.")
            case .noTerminal:
                throw missing()
            }
        }
        // A file is picked at the terminal by its path: the file there is what is given.
        var files: [String: PickedFile] = [:]
        for input in inputs {
            guard case .file = input.kind, let path = values.removeValue(forKey: input.name) else { continue }
            files[input.name] = try Self.read(path.trimmingCharacters(in: .whitespaces), for: input)
        }
        return Answers(values: values, files: files)
    }

    /// An action's answers: text by input name, and the files picked for file inputs.
    struct Answers {
        var values: [String: String]
        var files: [String: PickedFile]
    }

    /// The file at `path` (`~` is the home folder), or why it cannot be read.
    private static func read(_ path: String, for input: ActionInput) throws(CommandFailure) -> PickedFile {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        do {
            return PickedFile(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        } catch {
            throw CommandFailure.usage("\(input.prompt): could not read \(url.path): \(error.localizedDescription) Nothing was changed.")
        }
    }

    /// What a script that left out some of the text is told.
    private func missing() -> CommandFailure {
        let example = action.inputs.map { "\"\($0.name)\"" }.joined(separator: " ")
        return CommandFailure.usage(
            "'\(action.label)' needs \(action.inputs.map(\.name).joined(separator: ", ")). Nothing was changed. "
                + (context.isInteractive
                    ? "Give the text after the action: \(typedAs.contains(" ") ? "\"\(typedAs)\"" : typedAs) \(example)"
                    : "Example: sailaway tap \"\(action.label)\" \(example)")
        )
    }
}
