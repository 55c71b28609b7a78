import ArgumentParser
import FeatureScaffold
import Foundation

/// `Tools/new-feature`: a whole feature made from the template feature, renamed.
@main
struct NewFeature: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Tools/new-feature",
        abstract: "Create a whole feature from the template feature (Modules/FieldNotes), renamed.",
        discussion: """
            Writes Modules/<Name>Interface (its routes, links, declaration and sample IDs), Modules/<Name> (the \
            Feature: its own table with a migration, sample entries, export and account parts, a list and an \
            entry screen, Home's quick action, a Library section, search of the user's own entries), \
            Tests/<Name>Tests (Swift Testing), and its one line in Package.swift's `features`.

            NAME is UpperCamelCase letters and digits (Logbooks, PassagePlans), not a Swift keyword, not an \
            existing module, link, table or test target. Exit status: 0 created; 1 refused, with the reason on \
            stderr and nothing changed; 2 usage error.
            """
    )

    @Argument(help: "The feature's module, trait and type prefix, such as Logbooks (UpperCamelCase).")
    var name: String

    @Flag(help: "Check the name and the anchors, print what would be created, write nothing.")
    var dryRun = false

    @Flag(help: "Every option below.")
    var all = false

    /// What a real feature needs, on request: `--own-tab`, `--typed-form`, ….
    @Flag var chosen: [ScaffoldOption] = []

    @Option(help: "The repository to add the feature to (the one holding Package.swift).")
    var repository: String = FileManager.default.currentDirectoryPath

    var options: Set<ScaffoldOption> {
        all ? Set(ScaffoldOption.allCases) : Set(chosen)
    }

    func run() throws {
        let repository = Repository(root: URL(fileURLWithPath: repository))
        let scaffold: Scaffold
        do {
            scaffold = try Scaffold(try FeatureName(name), options: options, in: repository)
            if !dryRun { try scaffold.write(to: repository) }
        } catch {
            FileHandle.standardError.write(Data("new-feature: \(error)\nNothing was changed.\n".utf8))
            throw ExitCode(1)
        }
        print(Report(scaffold: scaffold, dryRun: dryRun).text)
    }

    /// Usage errors exit 2, as the tool always has; `--help` 0.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success || code.rawValue == 1 { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// Each option a flag of its own, `--own-tab`, described by what it gives.
extension ScaffoldOption: EnumerableFlag {
    public static func name(for value: ScaffoldOption) -> NameSpecification {
        .customLong(value.rawValue)
    }

    public static func help(for value: ScaffoldOption) -> ArgumentHelp? {
        ArgumentHelp(value.summary)
    }
}
