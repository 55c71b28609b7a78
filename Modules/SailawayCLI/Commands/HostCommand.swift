/// A command the host runs against a launched app session.
protocol HostCommand {
    /// The `sailaway` command it runs under, with the global options.
    var root: SailawayCommand { get }

    /// Links to open as the app launches (the cold start), before saved state is restored.
    var launchLinks: [String] { get }

    /// Whether the command changes navigation state, so the runner saves it afterwards.
    var changesNavigation: Bool { get }

    /// Runs the command.
    @MainActor func run(in context: CommandContext) async throws
}

extension HostCommand {
    var launchLinks: [String] { [] }
    var changesNavigation: Bool { true }
}
