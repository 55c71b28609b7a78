import Foundation
import ProcessTesting
import Testing

/// The built `sailaway` over one fresh data directory, run command by command as a script
/// runs it: every command its own process, a relaunch of the app.
final class SailawayScript {
    /// The executable.
    let binary: SailawayBinary
    /// The data directory every command of the script shares.
    let dataDirectory: URL

    /// A script over a new data directory; `welcomed`, the person has already chosen to explore
    /// as the sample sailor (onboarding is behind them), as most scripts of later flows assume.
    init(welcomed: Bool = true) throws {
        binary = try SailawayBinary.located()
        dataDirectory = TestCleanup.path("script")
        if welcomed {
            try succeed("tap", "Explore with Sample Content")
            try succeed("reset")
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: dataDirectory)
    }

    /// Runs `sailaway --data-dir <directory> arguments…`.
    @discardableResult
    func run(_ arguments: String..., input: String? = nil) throws -> ProcessRun {
        try binary.run(["--data-dir", dataDirectory.path] + arguments, input: input)
    }

    /// Runs a command that must succeed and returns what it printed.
    @discardableResult
    func succeed(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try succeed(arguments, sourceLocation: sourceLocation)
    }

    /// Runs a command that must succeed, its arguments as an array, and returns what it printed.
    @discardableResult
    func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let run = try binary.run(["--data-dir", dataDirectory.path] + arguments)
        try #require(run.status == 0, "sailaway \(arguments.joined(separator: " ")) exited \(run.status): \(run.errors)", sourceLocation: sourceLocation)
        return run.output
    }

    /// The JSON object a command prints (`state --json`, `screen --json`).
    func object(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try object(arguments, sourceLocation: sourceLocation)
    }

    /// The JSON object a command prints, its arguments as an array.
    func object(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let run = try binary.run(["--data-dir", dataDirectory.path] + arguments)
        try #require(run.status == 0, "exited \(run.status): \(run.errors)", sourceLocation: sourceLocation)
        return try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "not one JSON object: \(run.output)",
            sourceLocation: sourceLocation
        )
    }

    /// The current screen as `screen --json` prints it.
    func screen() throws -> PrintedScreen {
        PrintedScreen(try object("screen", "--json"))
    }

    /// Starts an interactive session over the script's data directory.
    func startSession() throws -> RunningSailaway {
        try RunningSailaway(binary: binary, arguments: ["--data-dir", dataDirectory.path])
    }
}

/// A screen as `screen --json` prints it.
struct PrintedScreen {
    let json: [String: Any]

    init(_ json: [String: Any]) {
        self.json = json
    }

    var title: String? { json["title"] as? String }
    var subtitle: String? { json["subtitle"] as? String }
    var link: String? { json["link"] as? String }
    var tab: String? { json["tab"] as? String }
    var actions: [String] { (json["actions"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String } }

    /// The identity of the action labelled `label`, which `tap --shown` takes.
    func actionID(_ label: String) -> String? {
        (json["actions"] as? [[String: Any]] ?? []).first { $0["label"] as? String == label }?["id"] as? String
    }
}
