import AppShell
import ArgumentParser

/// The interactive app: the same commands, one per line, from a terminal or a pipe.
///
/// Shortcuts: a number taps that action, `b` goes back, a tab's name or `t1`…`t5` selects it,
/// `o URL` opens a link, `?` shows help, `q` quits. Navigation state is saved after every
/// command, so a session that is killed loses nothing it had shown.
@MainActor
struct InteractiveSession {
    let context: CommandContext

    func run() async throws {
        let console = context.console
        let syncing = BackgroundSync.start(telling: context)
        defer { syncing?.cancel() }
        try await context.showScreen(json: false)
        while true {
            if console.isInteractive { console.write(context.style.paint(">", .number) + " ") }
            guard let line = console.readLine() else { break }
            switch await run(line: line) {
            case .done: continue
            case .quit: return
            case .help: console.write(Self.help(tabs: context.session.composition.tabs.map(\.id.rawValue)))
            }
        }
    }

    /// The command a line's shortcut stands for.
    func expand(_ words: [String]) async -> [String] {
        let first = words[0].lowercased()
        if Int(first) != nil { return ["tap"] + words }
        if first == "b" { return ["back"] + words.dropFirst() }
        if first == "o" { return ["open"] + words.dropFirst() }
        if words.count == 1, first.count >= 2, first.hasPrefix("t"), Int(first.dropFirst()) != nil {
            return ["tab", String(first.dropFirst())]
        }
        if words.count == 1, tabNames.contains(first) { return ["tab", first] }
        // An action's label typed as it reads on the screen taps it, its values after it
        // (`Add Item 2 Spinnaker`); commands come first, so `share` stays the command even
        // where an action is labelled Share.
        if CommandSuggestion.unknownCommand(in: words) != nil {
            let actions = await context.session.presentedScreen().screen.actions
            // A label several rows share without saying which: `tap` says so.
            if let (action, values) = (try? ActionNaming.split(words, among: actions)) ?? nil {
                return ["tap", action.label] + values
            }
            if actions.contains(where: { $0.rowLabel?.caseInsensitiveCompare(words.joined(separator: " ")) == .orderedSame }) {
                return ["tap"] + words
            }
        }
        return words
    }

    /// Every tab's name and title, as a person may type them.
    private var tabNames: [String] {
        context.session.composition.tabs.flatMap { [$0.id.rawValue.lowercased(), $0.title.lowercased()] }
    }

    func perform(_ words: [String]) async {
        let console = context.console
        // An unknown word would otherwise reach ArgumentParser as an argument of the hidden
        // default command and be reported as such.
        if let unknown = CommandSuggestion.unknownCommand(in: words, alsoKnown: tabNames + ["b", "o", "q", "?"]) {
            console.writeError(unknown + "\nType ? for help.")
            return
        }
        let parsed: any ParsableCommand
        do {
            parsed = try SailawayCommand.parseAsRoot(words)
            if !(parsed is any HostCommand) {
                // `help tap` and `tap --help` parse to ArgumentParser's help, which reports by throwing.
                var builtIn = parsed
                try builtIn.run()
                return
            }
        } catch {
            report(error)
            return
        }
        guard let command = parsed as? any HostCommand, !(command is InteractiveCommand) else {
            console.writeError("That command is not available inside a session. Type ? for help.")
            return
        }
        let status = await SailawayCommandLine.execute(command, in: context)
        guard status == ExitStatus.success, command.changesNavigation else { return }
        do {
            try context.session.save()
        } catch {
            console.writeError("Could not save navigation state: \(error.localizedDescription)")
        }
    }

    private func report(_ error: any Error) {
        let message = SailawayCommand.fullMessage(for: error)
        if SailawayCommand.exitCode(for: error) == .success {
            context.console.write(message + "\n")
        } else {
            context.console.writeError(message + "\nType ? for help.")
        }
    }

    /// The shortcuts, as `?` shows them, for a build with `tabs`.
    static func help(tabs: [String]) -> String {
        let names = (tabs.prefix(2).joined(separator: ", ") + ", …").padding(toLength: 19, withPad: " ", startingAt: 0)
        let places = "t1 … t\(tabs.count) | tab N".padding(toLength: 19, withPad: " ", startingAt: 0)
        return """
        Commands:
          N                  tap action N        N TEXT…            tap action N with its text
          b | back           go back             LABEL TEXT…        tap the action labelled so
          \(names)select a tab        \(places)select the Nth tab
          o URL | open URL   open a link         screen | state     show the screen or state
          share              the screen's link   routes | features  the build's links, features
          reset              forget navigation   aasa               the universal-links file
          ? | help           this help           help COMMAND       a command's help
          q | quit           leave (or Ctrl-D)

        A number always taps an action; tabs are selected by name or t1 … t\(tabs.count). An action that
        needs text asks for it, checking each answer (an empty line or Ctrl-D cancels, saving
        nothing; where a value is shown in brackets, an empty line keeps it), or takes it on the
        same line, the last value the rest of it: 3 Ionian Fortnight, Add Item 2 "Spare impeller".
        Links this build opens: routes. Everything is saved as you go.

        """
    }
}

/// Splits a command line into words, honouring single and double quotes.
///
/// Double quotes work as in a shell, anywhere in a word. A single quote opens a value only at
/// the start of a word and closes it only at the end of one, because it is also an apostrophe:
/// `2 it's a bio` is four words, and `'Sam's boat'` one.
enum CommandWords {
    struct UnclosedQuote: Error, CustomStringConvertible {
        var description: String { "A quote is not closed; nothing was done." }
    }

    static func split(_ line: String) throws(UnclosedQuote) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var hasWord = false
        let characters = Array(line)
        for (index, character) in characters.enumerated() {
            if let open = quote {
                let endsWord = index + 1 == characters.count || characters[index + 1].isWhitespace
                if character == open, open == "\"" || endsWord { quote = nil } else { current.append(character) }
            } else if character == "\"" || (character == "'" && !hasWord) {
                quote = character
                hasWord = true
            } else if character.isWhitespace {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        guard quote == nil else { throw UnclosedQuote() }
        if hasWord { words.append(current) }
        return words
    }
}
