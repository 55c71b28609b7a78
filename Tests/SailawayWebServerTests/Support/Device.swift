import AppShellInterface
import CommunityProtocol
import FeatureRegistry
import FeatureTesting
import Foundation
import SailawayApp
import SyncClient

/// A device of the app: every real feature over a data directory of its own, driven as a person
/// drives it, signed in to a server and syncing as the app does (SyncClient's ``DeviceSync``,
/// over HTTP).
@MainActor
final class Device {
    /// The app on the device.
    let app: AppHarness
    /// Its sync with the server it signed in to.
    let sync: DeviceSync

    /// A new device, as the app composes one: a link to an item it does not hold asks for it
    /// (``RemoteItems/device(_:wake:)``, its wake rung to no one: a test syncs when it means to,
    /// or runs ``DeviceSync/keepInSync(pace:report:)``), and Settings shows its account and
    /// sync. Each call to the server gives up after `timeout`.
    init(timeout: Duration = .seconds(10)) async throws {
        app = try await AppHarness(
            features: AppFeatures.compiledIn, declared: AppFeatures.declared,
            services: { database, context in
                context.with(RemoteItemsKey.self, RemoteItems.device(database, wake: {})).with(AccountPanelKey.self, AccountPanel.device(database))
            }
        )
        sync = DeviceSync(database: app.database, timeout: timeout)
    }

    /// Signs up on `server` as `name` (its email: the name's first word, lowercased, at
    /// example.com), as Settings › Account does; the app is then that account's. Returns the
    /// account's id.
    @discardableResult
    func signUp(to server: URL, as name: String) async throws -> UUID {
        let account = try await sync.signUp(server: server, name: name, email: Self.email(of: name), password: APIClient.password)
        try await app.relaunch()
        return account.account.id
    }

    /// Signs in on `server` as the sailor `name` signed up as on another device, as Settings ›
    /// Account does; the app is then that account's, with what the first sync brought.
    func signIn(to server: URL, as name: String) async throws {
        try await sync.signIn(server: server, email: Self.email(of: name), password: APIClient.password)
        try await app.relaunch()
    }

    /// The API as this device's account, over `transport`.
    func api(over transport: any HTTPTransport) async throws -> APIClient {
        guard let account = try await sync.account() else { throw HarnessError("the device is signed in to nothing") }
        return APIClient(transport, session: SignedIn(token: account.token, account: account.account, session: account.session))
    }

    /// The email a test sailor named `name` signs up with.
    nonisolated static func email(of name: String) -> String {
        "\(name.split(separator: " ")[0].lowercased())@example.com"
    }

    /// Pushes what waits, pulls what changed and fetches the items asked for, now; what the
    /// round did.
    @discardableResult
    func syncNow() async throws -> DeviceSync.Report? {
        let report = try await sync.sync()
        await app.session.refreshFromData()
        return report
    }

    // MARK: - Making things, as a person does

    /// Home → Create Checklist → blank, with a section and an item, saved; then published as
    /// `visibility` (a new checklist is private). Returns its id.
    func makeChecklist(_ title: String, visibility: String) async throws -> UUID {
        try show("home")
        try await app.tap("Create Checklist")
        try await app.tap("Create Blank", title)
        let id = try Self.id(after: "sailaway://checklist/", in: app.stackLinks.last)
        try await app.tap("Add Section", "\(title), first section")
        try await app.tap("Add Item: \(title), first section", "\(title), first item")
        try await app.tap("Save")
        if visibility != "private" {
            try await app.tap("Publish")
            try await app.tap("Make \(visibility.capitalized)")
        }
        return id
    }

    /// Charters → New Charter, its form sent whole. Returns its id.
    func makeCharter(_ name: String) async throws -> UUID {
        try show("charters")
        try await app.tap("New Charter")
        let id = try Self.id(after: "sailaway://charter/new/", in: app.stackLinks.last)
        try await app.tap("Create Charter", name, "\(name)'s boat", "2027-08-02", "2027-08-09", "Alex Morgan")
        return id
    }

    /// Selects the tab `name` with its root on top, as its first screen.
    func show(_ tab: String) throws {
        try app.selectTab(tab)
        while !app.state.presentations.isEmpty || !app.state.selectedStack.isEmpty { app.back() }
    }

    /// The id that follows `prefix` in `link`.
    private static func id(after prefix: String, in link: String?) throws -> UUID {
        guard let link, link.hasPrefix(prefix), let id = UUID(uuidString: String(link.dropFirst(prefix.count).prefix(36))) else {
            throw HarnessError("no id after \(prefix) in \(link ?? "nothing")")
        }
        return id
    }
}
