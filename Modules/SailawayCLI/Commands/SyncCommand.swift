import ArgumentParser
import Foundation
import SyncClient

/// `sync`: push what waits and pull what changed, now; `sync --status`: where sync stands.
struct SyncCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Push what this device changed, pull what changed elsewhere, now.",
        discussion: """
            The interactive app syncs by itself, in the background; this does it at once. When the \
            server cannot be reached the exit status is 4: nothing was lost, and what waits still \
            waits.

            Examples:
              sailaway sync
              sailaway sync --status --json
            """
    )
    @ParentCommand var root: SailawayCommand
    @OptionGroup var output: OutputOptions
    @Flag(help: "Say where sync stands instead: the server, the account, whether it answers, the last sync, what waits.")
    var status = false
    var changesNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        let sync = try context.deviceSync()
        if status {
            let status = try await sync.status(probing: true)
            if output.json {
                try context.printJSON(status)
            } else {
                context.console.write(SyncStatusText.render(status).map(context.wrapped).joined(separator: "\n") + "\n")
            }
            return
        }
        guard let report = try await sync.sync() else {
            throw CommandFailure.usage(AccountText.signedOut)
        }
        let notices = try await sync.takeNotices()
        if output.json {
            try context.printJSON(SyncJSON(pushed: report.pushed, pulled: report.pulled, opened: report.opened, notices: notices))
        } else {
            let lines = [report.summary] + notices
            context.console.write(lines.map(context.wrapped).joined(separator: "\n") + "\n")
        }
    }
}

/// `sync --json`.
struct SyncJSON: Encodable {
    var pushed: Int
    var pulled: Int
    var opened: Int
    var notices: [String]
}

/// Where sync stands, as lines: Sync Status's facts, in its words.
enum SyncStatusText {
    static func render(_ status: SyncStatus) -> [String] {
        (status.isSignedIn ? [] : [AccountText.signedOut]) + status.facts.map { "\($0.label): \($0.value)" }
    }
}
