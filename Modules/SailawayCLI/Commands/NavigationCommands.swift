import AppShell
import ArgumentParser
import NavigationEngine
import SailawayHosting

struct ScreenCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Show the selected tab's top screen: title, content, numbered actions, tab bar, breadcrumb."
    )
    @ParentCommand var root: SailawayCommand
    @OptionGroup var output: OutputOptions
    var changesNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        try await context.showScreen(json: output.json)
    }
}

struct StateCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(commandName: "state", abstract: "Show the navigation state.")
    @ParentCommand var root: SailawayCommand
    @OptionGroup var output: OutputOptions
    var changesNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        let state = context.session.router.state
        let links = context.session.router.links
        let deferred = context.session.router.deferredLinks
        if output.json {
            try context.printJSON(StateJSON(state, deferredLinks: deferred, links: links))
        } else {
            context.console.write(StateText.render(state, deferredLinks: deferred, links: links))
        }
    }
}

struct OpenCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a link as the app does on a cold start, then show the screen.",
        discussion: """
            Exit status 3 when the link does not open (malformed, no such screen, internal-only, \
            or its feature is not in this build); the state is then unchanged.

            Examples:
              sailaway open sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000
              sailaway open "https://sailaway.app/search?q=mediterranean+sailing"
            """
    )
    @ParentCommand var root: SailawayCommand
    @Argument(help: "A sailaway:// or https://sailaway.app/ link.") var url: String
    @OptionGroup var output: OutputOptions

    var launchLinks: [String] { [url] }

    @MainActor func run(in context: CommandContext) async throws {
        // A process is a cold start: the link was queued at launch and applied when ready. In an
        // interactive session the app is already running, so the link opens now.
        if context.isInteractive {
            try context.session.open(url, from: .external)
        }
        if context.session.router.deferredLinks.contains(url), !output.json {
            context.notice(.information("The link opens once onboarding is finished."))
        }
        try await context.showScreen(json: output.json)
    }
}

struct TabCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "tab",
        abstract: "Select a tab by its name or its place in the tab bar (the build's tabs: sailaway features --tabs).",
        discussion: """
            Each tab keeps its own stack: selecting one shows the screen you left it on, and \
            selecting the tab you are on keeps its stack.

            Examples:
              sailaway tab charters
              sailaway tab 4            the fourth tab of the tab bar
            """
    )
    @ParentCommand var root: SailawayCommand
    @Argument(
        help: "The tab's name, or its place in the tab bar (1 is the first).",
        // The tabs of the build the completion runs, not a list that a custom build would contradict.
        completion: .shellCommand("sailaway features --tabs 2> /dev/null")
    )
    var name: String
    @OptionGroup var output: OutputOptions

    @MainActor func run(in context: CommandContext) async throws {
        let tabs = context.session.composition.tabs
        if let place = Int(name) {
            guard tabs.indices.contains(place - 1) else {
                throw CommandFailure.usage("There is no tab \(place); the tab bar has \(tabs.count): \(tabs.map(\.id.rawValue).joined(separator: ", ")).")
            }
            try context.session.selectTab(named: tabs[place - 1].id.rawValue)
        } else {
            try context.session.selectTab(named: name)
        }
        try await context.showScreen(json: output.json)
    }
}

struct BackCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(commandName: "back", abstract: "Pop the selected tab's stack (or close the sheet).")
    @ParentCommand var root: SailawayCommand
    @OptionGroup var output: OutputOptions

    @MainActor func run(in context: CommandContext) async throws {
        if !context.session.back() {
            let selected = context.session.router.state.selectedTab
            let title = context.session.composition.tabs.first { $0.id == selected }?.title ?? selected.rawValue
            context.warn("Already at the root of \(title).")
        }
        try await context.showScreen(json: output.json)
    }
}

struct ResetCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Forget navigation state (content stays).")
    @ParentCommand var root: SailawayCommand

    @MainActor func run(in context: CommandContext) async throws {
        try context.session.reset()
        context.console.write("Navigation state reset.\n")
    }
}

struct ShareCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(commandName: "share", abstract: "Print the link of the current screen.")
    @ParentCommand var root: SailawayCommand
    @Flag(help: "Print the https:// universal link instead of the sailaway:// one.") var universal = false
    var changesNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        guard let shared = context.session.shareLink(style: universal ? .universal : .custom) else {
            throw CommandFailure.usage("This screen has no link.")
        }
        context.console.write(shared.link + "\n")
        if !shared.isPublic {
            context.console.writeError("Note: this link opens only from inside Sailaway.")
        }
    }
}
