/// A command the host runs against a launched app session.
protocol HostCommand {
    /// The `sailaway` command it runs under, with the global options.
    var root: SailawayCommand { get }

    /// Links to open as the app launches (the cold start), before saved state is restored.
    var launchLinks: [String] { get }

    /// Whether the command changes navigation state, so the runner saves it afterwards.
    var changesNavigation: Bool { get }

    /// Whether the command reads navigation state at all; one that describes only the build
    /// (`routes`, `features`, `aasa`) launches without asking the guards, so it never opens
    /// the database.
    var readsNavigation: Bool { get }

    /// Runs the command.
    @MainActor func run(in context: CommandContext) async throws
}

extension HostCommand {
    var launchLinks: [String] { [] }
    var changesNavigation: Bool { true }
    var readsNavigation: Bool { true }
}
