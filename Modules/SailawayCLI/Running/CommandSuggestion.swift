import ArgumentParser

/// Recognises a mistyped command before ArgumentParser would read it as an argument of the
/// default (interactive) command, and suggests the nearest real one.
enum CommandSuggestion {
    /// The global options that take a value, so the word after them is not a command.
    private static let optionsWithValues: Set<String> = ["--data-dir", "--features", "--generate-completion-script"]

    /// A message for the first word that is neither an option nor a command, or nil.
    ///
    /// `alsoKnown` are other words that are not commands but mean something where the line is
    /// read (an interactive session's tab names and shortcuts): the nearest may be one of them.
    static func unknownCommand(in arguments: [String], alsoKnown: [String] = []) -> String? {
        var words = arguments[...]
        while let word = words.first, word.hasPrefix("-") {
            words = words.dropFirst(optionsWithValues.contains(word) ? 2 : 1)
        }
        guard let word = words.first else { return nil }
        let names = SailawayCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        var message = "Unknown command '\(word)'."
        // One-letter shortcuts are never suggested: every short typo is near them.
        let candidates = names + alsoKnown.filter { $0.count > 1 }
        if let nearest = candidates.min(by: { distance($0, word) < distance($1, word) }), distance(nearest, word) <= min(3, max(1, word.count / 2)) {
            message += " Did you mean '\(nearest)'?"
        }
        // A session says how to get help itself.
        guard alsoKnown.isEmpty else { return message }
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
