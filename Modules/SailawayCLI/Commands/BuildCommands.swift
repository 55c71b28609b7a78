import AppShell
import ArgumentParser
import FeatureRegistry
import SailawayHosting

struct RoutesCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "List the route table: every link pattern with its feature, tab and visibility.",
        subcommands: [RoutesExplainCommand.self]
    )
    @ParentCommand var root: SailawayCommand
    @OptionGroup var output: OutputOptions
    /// `--markdown`: the document `docs/ROUTES.md` instead of the plain table.
    @Flag(help: "Print the route table as a Markdown document, one table per feature (docs/ROUTES.md is this output).")
    var markdown = false
    var changesNavigation: Bool { false }
    var readsNavigation: Bool { false }

    /// Refuses `--json` with `--markdown`: one output, one format.
    func validate() throws {
        if output.json && markdown {
            throw ValidationError("Give --json or --markdown, not both.")
        }
    }

    @MainActor func run(in context: CommandContext) async throws {
        let table = context.session.composition.routeTable
        if markdown {
            let listings = RouteListing.listings(of: context.session.composition)
            context.console.write(RouteTableMarkdown.render(listings, configuration: context.session.router.links.configuration))
        } else if output.json {
            try context.printJSON(table.map(RouteJSON.init))
        } else {
            context.console.write(RouteTableText.render(table, configuration: context.session.router.links.configuration))
        }
    }
}

/// `routes explain URL`: which pattern and feature take a link and where it leads, or why
/// nothing does.
struct RoutesExplainCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a link: the pattern and feature that take it and where it leads, or why nothing does.",
        discussion: """
            The link is taken as opened from outside, as `open` opens it: the pattern and feature \
            that take it (an alias is named beside its pattern), its access and tab, the route \
            and the back stack it builds. When it does not open: that it is internal only, that \
            its feature is disabled or not in this build, that the host or scheme is not the \
            app's, or the declared pattern nearest to it and the segment that fails. Nothing is \
            opened or saved; the exit status is 0 whenever the link is explained.

            Examples:
              sailaway routes explain sailaway://charter/550e8400-e29b-41d4-a716-446655440002
              sailaway routes explain https://sailaway.app/chartr/550e8400-e29b-41d4-a716-446655440002 --json
            """
    )
    @ParentCommand var root: SailawayCommand
    @Argument(help: "A sailaway:// or https://sailaway.app/ link.") var url: String
    @OptionGroup var output: OutputOptions
    var changesNavigation: Bool { false }
    var readsNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        let report = RouteExplanationReport(url, in: context.session)
        if output.json {
            try context.printJSON(report)
        } else {
            context.console.write(RouteExplanationText.render(report, configuration: context.session.router.links.configuration))
        }
    }
}

struct FeaturesCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "features",
        abstract: "List the compiled-in features and whether each is enabled."
    )
    @ParentCommand var root: SailawayCommand
    @OptionGroup var output: OutputOptions
    @Flag(name: .customLong("tabs"), help: "Print only the build's tab names, one per line (for shell completion).")
    var tabsOnly = false
    var changesNavigation: Bool { false }
    var readsNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        let features = context.session.composition.features
        if tabsOnly {
            context.console.write(context.session.composition.tabs.map { $0.id.rawValue + "\n" }.joined())
            return
        }
        if output.json {
            try context.printJSON(FeaturesJSON(features: features, tabs: context.session.composition.tabs.map(\.id.rawValue)))
            return
        }
        guard features.contains(where: \.isCompiledIn) else {
            context.console.write(
                "No features are compiled into this build: it has the Home and Library tabs only.\n"
                    + "Build with features: swift build --traits Checklists,Charters (or plain swift build for all).\n"
            )
            return
        }
        var text = ""
        for feature in features {
            let status =
                if feature.isEnabled { "enabled" } else if feature.isCompiledIn { "compiled in, disabled by --features" } else {
                    "not in this build (its trait is off)"
                }
            text += feature.name.padding(toLength: 14, withPad: " ", startingAt: 0) + status + "\n"
        }
        context.console.write(text)
    }
}

struct InteractiveCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive",
        abstract: "Start an interactive session (the default): the same commands, one per line.",
        shouldDisplay: false
    )
    @ParentCommand var root: SailawayCommand

    @MainActor func run(in context: CommandContext) async throws {
        // Each face syncs in the background, telling its own context.
        if let setup = context.fullScreen {
            await FullScreenApp(launchedIn: context, setup: setup).run()
        } else {
            try await InteractiveSession(context: context).run()
        }
    }
}
