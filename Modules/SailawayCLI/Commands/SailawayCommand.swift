import ArgumentParser
import SailawayHosting

/// The `sailaway` command: the app on a terminal, one command or an interactive session.
struct SailawayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sailaway",
        abstract: "Sailaway, the sailing companion, in your terminal.",
        discussion: """
            With no command, the app starts on the selected tab. On a terminal it runs full \
            screen: arrows move the selection, Enter opens, Esc goes back, Tab or 1 … 5 switch \
            tabs, : takes any command, ? shows every key, q quits. With NO_COLOR, TERM=dumb, \
            SAILAWAY_LINE_MODE=1 or a pipe it prints plain text, one screen after another: type \
            a number to tap an action, b to go back, a tab's name or t1 … t5 to switch tabs.

            Every command loads the saved navigation state, acts and saves it, exactly as the \
            app does when it is relaunched.

            Links (sailaway:// or https://sailaway.app/; 'sailaway routes' lists them all):
              sailaway open sailaway://charter/550e8400-e29b-41d4-a716-446655440002
              sailaway open sailaway://user/550e8400-e29b-41d4-a716-446655440001
              sailaway open "https://sailaway.app/search?q=mediterranean+sailing"
              sailaway share --universal
              sailaway routes explain https://sailaway.app/chartr/550e8400-e29b-41d4-a716-446655440002

            Compositions (features are compiled in with 'swift build --traits Checklists,Charters' \
            and narrowed further at run time):
              sailaway features
              sailaway --features Checklists,Charters routes
              sailaway --features Charters tab charters

            Accounts and sync (a device works offline first; see `sailaway account --help`):
              sailaway account sign-in --server http://127.0.0.1:8080 --email marta@example.com
              sailaway sync --status --json

            Scripts:
              printf 'tab charters\\n1\\n' | sailaway
              sailaway screen --json
              sailaway tap "Check: Bilge pump"

            Shell completion (bash, zsh or fish; the README says where each goes):
              source <(sailaway --generate-completion-script bash)
            """,
        subcommands: [
            InteractiveCommand.self, ScreenCommand.self, StateCommand.self, OpenCommand.self, TabCommand.self,
            BackCommand.self, TapCommand.self, RoutesCommand.self, AasaCommand.self, ShareCommand.self, FeaturesCommand.self,
            ResetCommand.self, AccountCommand.self, SyncCommand.self,
        ],
        defaultSubcommand: InteractiveCommand.self
    )

    @OptionGroup var options: GlobalOptions
}

/// Options every command takes, given before the command's name: the hosts' shared ones.
typealias GlobalOptions = HostOptions

/// `--json` for commands that can print JSON.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON instead of text.")
    var json = false
}
