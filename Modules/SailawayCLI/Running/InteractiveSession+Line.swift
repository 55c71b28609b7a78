extension InteractiveSession {
    /// What a line of the full-screen app's command line asked for.
    enum LineOutcome {
        /// Its command ran (or said why it could not).
        case done
        /// `q`, `quit` or `exit`.
        case quit
        /// `?` or `help` alone: the keys (the full-screen app) or the shortcuts (the line session).
        case help
    }

    /// Runs one typed line: the line session's every line, and the full-screen app's `:` command
    /// line. `help tap` is the command's own help; `help` alone is the session's.
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
