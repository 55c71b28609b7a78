extension InteractiveSession {
    /// What a line of the full-screen app's command line asked for.
    enum LineOutcome {
        /// Its command ran (or said why it could not).
        case done
        /// `q`, `quit` or `exit`.
        case quit
        /// `?` or `help` alone: the keys.
        case help
    }

    /// Runs one line as the line session does, for the full-screen app's `:` command line.
    func run(line: String) async -> LineOutcome {
        let words: [String]
        do {
            words = try CommandWords.split(line)
        } catch {
            context.console.writeError("\(error)")
            return .done
        }
        guard let first = words.first else { return .done }
        switch first.lowercased() {
        case "q", "quit", "exit": return .quit
        case "?": return .help
        case "help" where words.count == 1: return .help
        default: break
        }
        await perform(TapCommand.protectingNegativeNumbers(await expand(words)))
        return .done
    }
}
