import ArgumentParser
import CommunityProtocol
import FeatureRegistry
import Foundation
import SyncClient

/// `account`: who is signed in on this device, and to which server; signing up, in and out.
struct AccountCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Who is signed in on this device, and to which server.",
        discussion: """
            A device works offline first and signs in to a Sailaway server (sailaway-web) to \
            share with the community: what it changes waits and is sent when it can be; what \
            changed elsewhere comes back. A device that never signs in keeps everything to itself.

            Examples:
              sailaway account
              sailaway account sign-up --server http://127.0.0.1:8080 --name "Marta Ferrer" --email marta@example.com
              printf 'correct horse\\n' | sailaway account sign-in --server http://127.0.0.1:8080 --email marta@example.com
              sailaway account sign-out
            """,
        subcommands: [AccountSignUpCommand.self, AccountSignInCommand.self, AccountSignOutCommand.self]
    )
    @ParentCommand var root: SailawayCommand
    @OptionGroup var output: OutputOptions
    var changesNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        let sync = try context.deviceSync()
        let account = try await sync.account()
        let waiting = try await sync.status(probing: false).waiting
        if output.json {
            try context.printJSON(AccountJSON(account, waiting: waiting))
        } else if let account {
            context.console.write(context.wrapped(AccountText.signedIn(account, waiting: waiting)) + "\n")
        } else {
            context.console.write(context.wrapped(AccountText.signedOut) + "\n")
        }
    }
}

/// `account sign-up --server URL --name NAME --email EMAIL`, the password on standard input or
/// asked without echo.
struct AccountSignUpCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-up",
        abstract: "Make an account on a server and sign this device in to it; what it made becomes the account's."
    )
    @ParentCommand var account: AccountCommand
    var root: SailawayCommand { account.root }
    @Option(help: ArgumentHelp("The server: the address sailaway-web listens on.", valueName: "url")) var server: String
    @Option(help: ArgumentHelp("The name other sailors see (up to 60 characters).", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("The email it signs in with.", valueName: "email")) var email: String
    var changesNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        let server = try AccountText.server(server)
        let password = try PasswordPrompt.read(console: context.console, prompt: "Choose a password (at least \(AccountLimits.passwordMinimum) characters): ")
        let signedIn = try await context.deviceSync().signUp(server: server, name: name, email: email, password: password)
        context.console.write(context.wrapped("Signed up and in as \(signedIn.account.name) on \(server.absoluteString).") + "\n")
    }
}

/// `account sign-in --server URL --email EMAIL`, the password on standard input or asked without
/// echo.
struct AccountSignInCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-in",
        abstract: "Sign this device in to an account on a server."
    )
    @ParentCommand var account: AccountCommand
    var root: SailawayCommand { account.root }
    @Option(help: ArgumentHelp("The server: the address sailaway-web listens on.", valueName: "url")) var server: String
    @Option(help: ArgumentHelp("The email the account signs in with.", valueName: "email")) var email: String
    var changesNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        let server = try AccountText.server(server)
        let password = try PasswordPrompt.read(console: context.console, prompt: "Password: ")
        let signedIn = try await context.deviceSync().signIn(server: server, email: email, password: password)
        context.console.write(context.wrapped("Signed in as \(signedIn.account.name) on \(server.absoluteString).") + "\n")
    }
}

/// `account sign-out`.
struct AccountSignOutCommand: AsyncParsableCommand, HostCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-out",
        abstract: "Sign this device out, once what it changed has reached the server; it keeps the data to read offline."
    )
    @ParentCommand var account: AccountCommand
    var root: SailawayCommand { account.root }
    var changesNavigation: Bool { false }

    @MainActor func run(in context: CommandContext) async throws {
        let sync = try context.deviceSync()
        guard let account = try await sync.account() else {
            context.console.write(context.wrapped(AccountText.signedOut) + "\n")
            return
        }
        try await sync.signOut()
        context.console.write(context.wrapped("Signed out of \(account.server.absoluteString). This device keeps what it has, to read offline.") + "\n")
    }
}

/// `account --json`: who is signed in, without the session's token.
struct AccountJSON: Encodable {
    var signedIn: Bool
    var server: String?
    var account: AccountInfo?
    var since: Date?
    var waiting: Int

    init(_ account: DeviceAccount?, waiting: Int) {
        signedIn = account != nil
        server = account?.server.absoluteString
        self.account = account?.account
        since = account?.since
        self.waiting = waiting
    }
}

/// How `account` says where the device stands.
enum AccountText {
    /// The server `--server` names.
    static func server(_ text: String) throws -> URL {
        do {
            return try ServerAddress.parse(text)
        } catch {
            throw CommandFailure.usage("--server: \(error)")
        }
    }

    static func signedIn(_ account: DeviceAccount, waiting: Int) -> String {
        let email = account.account.email.map { " <\($0)>" } ?? ""
        let waits = waiting == 0 ? "Everything this device changed is on the server." : "\(waiting) change\(waiting == 1 ? "" : "s") of this device wait to reach it (sailaway sync)."
        return "Signed in as \(account.account.name)\(email) to \(account.server.absoluteString) since \(DateText.moment(account.since)). \(waits)"
    }

    static let signedOut = "Not signed in: this device keeps everything to itself. `sailaway account sign-up --server URL --name NAME --email EMAIL` makes an account; `sailaway account sign-in --server URL --email EMAIL` signs in to one."
}
