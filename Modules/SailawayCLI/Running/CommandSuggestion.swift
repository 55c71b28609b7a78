import ArgumentParser

/// Recognises a mistyped command before ArgumentParser would read it as an argument of the
/// default (interactive) command, and suggests the nearest real one.
enum CommandSuggestion {
    /// The global options that take a value, so the word after them is not a command.
    private static let optionsWithValues: Set<String> = ["--data-dir", "--features"]

    /// A message for the first word that is neither an option nor a command, or nil.
    static func unknownCommand(in arguments: [String]) -> String? {
        var words = arguments[...]
        while let word = words.first, word.hasPrefix("-") {
            words = words.dropFirst(optionsWithValues.contains(word) ? 2 : 1)
        }
        guard let word = words.first else { return nil }
        let names = SailawayCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        var message = "Unknown command '\(word)'."
        if let nearest = names.min(by: { distance($0, word) < distance($1, word) }), distance(nearest, word) <= 3 {
            message += " Did you mean '\(nearest)'?"
        }
        return message + " Commands: \(names.filter { $0 != "interactive" }.joined(separator: ", ")). See 'sailaway --help'."
    }

    /// The Levenshtein distance between two words.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs.lowercased()), rhs = Array(rhs.lowercased())
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: rhs.count)
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
