import Foundation
import GRDB
import Testing

/// A device that syncs: `sailaway` over a data directory of its own, with the sample content,
/// signed up to a community server with the command a person runs (`account sign-up`, the
/// password on standard input), and read back through its database and `sync --status --json`.
final class SyncingDevice {
    /// The device's script: every command its own process.
    let script: SailawayScript
    /// The account's email.
    let email: String

    static let password = "correct horse battery"

    /// A new device with the sample content (onboarding done), not signed in yet.
    init(email: String) throws {
        script = try SailawayScript(welcomed: true)
        self.email = email
    }

    var dataDirectory: URL { script.dataDirectory }

    /// Signs the device up to `server` as `name`.
    func signUp(to server: URL, as name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try script.run("account", "sign-up", "--server", server.absoluteString, "--name", name, "--email", email, input: Self.password + "\n")
        try #require(run.status == 0, "account sign-up exited \(run.status): \(run.errors)", sourceLocation: sourceLocation)
    }

    /// `sailaway sync`: its exit status (0 synced, 4 the server could not be reached).
    @discardableResult
    func sync() throws -> Int32 {
        try script.run("sync").status
    }

    /// `sailaway sync --status --json`.
    func status(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try script.object(["sync", "--status", "--json"], sourceLocation: sourceLocation)
    }

    /// The identities of the changes waiting in the outbox, oldest first.
    func waitingChanges() throws -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT changeID FROM syncOutbox ORDER BY seq") }
    }

    /// Reads the device's database as it stands on disk (while the app may run).
    func read<T>(_ read: (Database) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        let queue = try DatabaseQueue(path: dataDirectory.appendingPathComponent("sailaway.sqlite").path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read(read)
    }

    /// The items of the checklist run on top of the Charters tab, as its screen shows them:
    /// number, name, whether checked. The Charters tab stays selected.
    func runItems() throws -> [(number: String, name: String, checked: Bool)] {
        try script.succeed("tab", "charters")
        let screen = try script.object("screen", "--json")
        let rows = (screen["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        return rows.compactMap { row in
            guard let text = row["text"] as? String, let value = row["accessibilityValue"] as? String, row["id"] is String else { return nil }
            let number = String(text.prefix { $0 != " " })
            return (number, String(text.dropFirst(number.count + 1)), value.hasPrefix("Checked"))
        }
    }

    /// The link of the screen on top (`screen --json`).
    func link() throws -> String {
        try #require(try script.screen().link)
    }
}
