import CommunityProtocol
import Foundation
import GRDB
import SailawayDatabase

/// A device's sync with the community it signed in to: offline first. Every read and write is
/// the device's own database, at once; what it changed waits in its outbox (captured in the
/// change's own transaction) until a push gets it to the server, once, however often it is sent;
/// what changed elsewhere comes with a pull and is applied in the server's order.
///
/// Nothing here blocks a person: a face calls these from a task of its own, and the app runs
/// with or without the network.
public struct DeviceSync: Sendable {
    /// The device's database.
    public let database: SailawayDatabase
    /// New identities, for the copies sync keeps.
    let makeID: @Sendable () -> UUID
    /// The clock.
    let now: @Sendable () -> Date
    /// How long each call to the server may take.
    let timeout: Duration

    /// Sync over `database`.
    public init(database: SailawayDatabase, timeout: Duration = .seconds(10), now: @escaping @Sendable () -> Date = { Date() }, makeID: @escaping @Sendable () -> UUID = { UUID() }) {
        self.database = database
        self.timeout = timeout
        self.now = now
        self.makeID = makeID
    }

    /// The account the device is signed in to, if any.
    public func account() async throws -> DeviceAccount? {
        try await database.writer.read(DeviceAccount.current)
    }

    // MARK: - Signing in and out

    /// Makes an account on `server` and signs this device in to it; what the device made before
    /// becomes the account's (``signIn(to:as:)``).
    @discardableResult
    public func signUp(server: URL, name: String, email: String, password: String) async throws -> DeviceAccount {
        let client = CommunityClient(server: server, timeout: timeout)
        return try await signIn(to: server, as: try await client.signUp(SignUpRequest(name: name, email: email, password: password)))
    }

    /// Signs this device in to `email`'s account on `server`.
    @discardableResult
    public func signIn(server: URL, email: String, password: String) async throws -> DeviceAccount {
        let client = CommunityClient(server: server, timeout: timeout)
        return try await signIn(to: server, as: try await client.signIn(SignInRequest(email: email, password: password)))
    }

    /// Takes up `signedIn` on this device: what its own sailor made before — never the sample
    /// content every install has — becomes the account's and waits to be sent; then a first sync,
    /// if the server answers.
    private func signIn(to server: URL, as signedIn: SignedIn) async throws -> DeviceAccount {
        let account = DeviceAccount(server: server, token: signedIn.token, account: signedIn.account, session: signedIn.session, since: now())
        let samples = try Replica.sampleRows(of: database.schema)
        let schema = database.syncSchema
        try await database.writer.write { db in
            _ = try Replica.signIn(
                to: account.account.id, name: account.account.name, joinedAt: account.account.createdAt, previous: try DeviceAccount.previous(in: db),
                sampleRows: samples, schema: schema, in: db
            )
            try DeviceAccount.set(account, in: db)
            try SyncState.set(SyncLog.lastDiscover, to: nil, in: db)
        }
        _ = try? await sync()
        return account
    }

    /// Signs this device out: what waits is sent first, and when it cannot be, nothing changes
    /// and the error says so. The device keeps the account's data to read offline.
    public func signOut() async throws {
        guard let account = try await account() else { return }
        do {
            _ = try await push(as: account)
        } catch let failure as SyncFailure where failure.isUnreachable {
            let waiting = try await database.writer.read(Outbox.count)
            throw SyncFailure.unreachable(
                "\(failure.description.dropLast()) — \(waiting) change\(waiting == 1 ? "" : "s") of this device would not reach it. Sign out once the server answers; nothing was changed"
            )
        }
        try? await CommunityClient(server: account.server, timeout: timeout).signOut(token: account.token)
        try await database.writer.write { db in
            try DeviceAccount.set(nil, in: db)
            try SyncControl.setCapturing(false, db)
            try WantedItems.forgetAll(in: db)
            try SyncState.set(SyncLog.online, to: nil, in: db)
        }
    }

    // MARK: - Syncing

    /// What one sync did.
    public struct Report: Sendable, Hashable {
        /// Changes the server took.
        public var pushed = 0
        /// Changes from the server applied.
        public var pulled = 0
        /// Items asked for that arrived.
        public var opened = 0
        /// What the person must be told once: an edit replaced, an item kept as a copy.
        public var notices: [String] = []
    }

    /// Pushes what waits, pulls what changed, fetches the items asked for and, now and then,
    /// Discover's; nil when the device is not signed in.
    ///
    /// - Throws: ``SyncFailure`` when the server cannot be reached (nothing is lost: what waits
    ///   still waits) or refuses; the status keeps it as the last error.
    @discardableResult
    public func sync() async throws -> Report? {
        guard let account = try await account() else { return nil }
        do {
            var report = Report()
            let pushed = try await push(as: account)
            report.pushed = pushed.count
            let pulled = try await pull(as: account)
            report.pulled = pulled.count
            report.notices = pushed.notices + pulled.notices
            report.opened = try await fetchWanted(as: account)
            try await discoverIfDue(as: account)
            try await database.writer.write { [now] db in
                try SyncLog.set(SyncLog.lastSync, now(), in: db)
                try SyncState.set(SyncLog.online, to: "1", in: db)
                try SyncState.set(SyncLog.lastError, to: nil, in: db)
                try SyncLog.set(SyncLog.lastErrorAt, nil, in: db)
            }
            return report
        } catch let failure as SyncFailure {
            // Kept as it began: a server out of reach, tried again each second, writes nothing
            // more (nor wakes every live screen) until something else goes wrong, or right.
            try? await database.writer.write { [now] db in
                let online = failure.isUnreachable ? "0" : "1"
                guard try SyncState.value(SyncLog.lastError, in: db) != failure.description || SyncState.value(SyncLog.online, in: db) != online else { return }
                try SyncState.set(SyncLog.online, to: online, in: db)
                try SyncState.set(SyncLog.lastError, to: failure.description, in: db)
                try SyncLog.set(SyncLog.lastErrorAt, now(), in: db)
            }
            if case .refused(401, _) = failure {
                throw SyncFailure.refused(401, "The server ended this device's session: sign in again (sailaway account sign-in). Nothing was lost; what waits still waits.")
            }
            throw failure
        }
    }

    /// Sends every change that waits, oldest first; returns how many the server took, and what
    /// the person must be told of it (a copy kept).
    @discardableResult
    func push(as account: DeviceAccount) async throws -> (count: Int, notices: [String]) {
        let client = CommunityClient(server: account.server, timeout: timeout)
        let schema = database.syncSchema
        var (pushed, notices) = (0, [String]())
        while true {
            let waiting = try await database.writer.read { db in try Outbox.waiting(limit: 200, schema: schema, in: db) }
            guard !waiting.isEmpty else { return (pushed, notices) }
            let outcomes = try await client.push(waiting, token: account.token)
            let byID = Dictionary(uniqueKeysWithValues: waiting.map { ($0.id, $0) })
            pushed += outcomes.count { $0.outcome == .applied || $0.outcome == .duplicate }
            notices += try await database.writer.write { [makeID, now] db in
                var refused: [String] = []
                var copied: Set<RowAddress> = []
                var told: [String] = []
                for outcome in outcomes {
                    guard let change = byID[outcome.id], let table = schema.table(change.table) else { continue }
                    switch outcome.outcome {
                    case .applied, .duplicate: break
                    case .refused: refused.append(outcome.reason ?? "refused")
                    case .gone:
                        // An edit of something deleted elsewhere: the item is kept as a copy,
                        // once however many of its parts were edited (the checklist's row and
                        // an item's text are one edit of one checklist).
                        let root = try Replica.root(of: table, row: change.fields ?? change.key, schema: schema, in: db)
                        if copied.insert(RowAddress(table: root.table.name, key: root.table.keyText(root.key))).inserted,
                            let copy = try Replica.keepCopyOfGone(root.table, key: root.key, schema: schema, makeID: makeID, in: db)
                        {
                            let notice = Self.keptCopyNotice(copy, in: db, schema: schema)
                            try Self.remember(notice, in: db)
                            told.append(notice)
                        }
                    }
                }
                try Outbox.remove(outcomes.map(\.id), in: db)
                if !refused.isEmpty {
                    try SyncState.set(SyncLog.lastError, to: "The server refused \(refused.count) change\(refused.count == 1 ? "" : "s"): \(refused[0])", in: db)
                    try SyncLog.set(SyncLog.lastErrorAt, now(), in: db)
                }
                return told
            }
        }
    }

    /// Applies what changed on the server since the last pull.
    func pull(as account: DeviceAccount) async throws -> (count: Int, notices: [String]) {
        let client = CommunityClient(server: account.server, timeout: timeout)
        let schema = database.syncSchema
        var cursor = try await database.writer.read { db in try SyncCursor.value(schema: schema, in: db) }
        var (count, notices) = (0, [String]())
        while true {
            let batch = try await client.pull(after: cursor, token: account.token)
            let outcome = try await database.apply(batch.changes, cursor: batch.cursor, makeID: makeID)
            count += batch.changes.count
            let told = try await database.writer.write { db in
                let told = batch.notices.map(\.text) + outcome.keptCopies.map { Self.keptCopyNotice($0, in: db, schema: schema) }
                for text in told { try Self.remember(text, in: db) }
                return told
            }
            notices += told
            cursor = batch.cursor
            guard batch.more else { return (count, notices) }
        }
    }

    /// Fetches the items asked for that are not here yet, now; returns how many arrived (none
    /// on a device not signed in). When the server cannot be reached they stay asked for, and
    /// the status says the device is offline.
    @discardableResult
    public func openWaiting() async throws -> Int {
        guard let account = try await account() else { return 0 }
        do {
            let opened = try await fetchWanted(as: account)
            try await database.writer.write { db in try SyncState.set(SyncLog.online, to: "1", in: db) }
            return opened
        } catch let failure as SyncFailure where failure.isUnreachable {
            try? await database.writer.write { [now] db in
                try SyncState.set(SyncLog.online, to: "0", in: db)
                try SyncState.set(SyncLog.lastError, to: failure.description, in: db)
                try SyncLog.set(SyncLog.lastErrorAt, now(), in: db)
            }
            throw failure
        }
    }

    /// Fetches the items asked for that are not here yet; returns how many arrived.
    func fetchWanted(as account: DeviceAccount) async throws -> Int {
        let client = CommunityClient(server: account.server, timeout: timeout)
        let schema = database.syncSchema
        var opened = 0
        for id in try await database.writer.read(WantedItems.waiting) {
            let cursor = try await database.writer.read { db in try SyncCursor.value(schema: schema, in: db) }
            if let item = try await client.item(id, token: account.token) {
                _ = try await database.apply(item.changes, cursor: cursor, makeID: makeID)
                try await database.writer.write { db in try WantedItems.forget(id, in: db) }
                opened += 1
            } else {
                try await database.writer.write { db in try WantedItems.markMissing(id, in: db) }
            }
        }
        return opened
    }

    /// How often Discover's public items are fetched again.
    static let discoverEvery: TimeInterval = 5 * 60

    /// Fetches Discover's public items when they were last fetched long enough ago.
    func discoverIfDue(as account: DeviceAccount) async throws {
        let schema = database.syncSchema
        let (cursor, last) = try await database.writer.read { db in (try SyncCursor.value(schema: schema, in: db), try SyncLog.date(SyncLog.lastDiscover, in: db)) }
        if let last, now().timeIntervalSince(last) < Self.discoverEvery { return }
        let batch = try await CommunityClient(server: account.server, timeout: timeout).discover(limit: 60, token: account.token)
        _ = try await database.apply(batch.changes, cursor: cursor, makeID: makeID)
        try await database.writer.write { [now] db in try SyncLog.set(SyncLog.lastDiscover, now(), in: db) }
    }

    // MARK: - What to tell

    /// The notices kept for the person, forgotten as they are taken: each is told once.
    public func takeNotices() async throws -> [String] {
        try await database.writer.write { db in
            let notices = try SyncState.value(SyncLog.notices, in: db).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
            try SyncState.set(SyncLog.notices, to: nil, in: db)
            return notices
        }
    }

    private static func remember(_ notice: String, in db: Database) throws {
        var notices = try SyncState.value(SyncLog.notices, in: db).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
        notices.append(notice)
        try SyncState.set(SyncLog.notices, to: String(decoding: try JSONEncoder().encode(notices), as: UTF8.self), in: db)
    }

    /// What a copy kept of an item deleted elsewhere says: named by its title or name when it
    /// has one.
    private static func keptCopyNotice(_ copy: Replica.KeptCopy, in db: Database, schema: SyncSchema) -> String {
        let name = schema.table(copy.table).flatMap { table in try? Replica.row(table, key: copy.copy, in: db) }
            .flatMap { $0["title"]?.text ?? $0["name"]?.text }
        return "\(name.map { "“\($0)”" } ?? "Something you changed") was deleted on another device; what you changed is kept in a copy, in your Library."
    }

    // MARK: - Status

    /// Where sync stands; with `probing`, the server is asked whether it answers (briefly).
    public func status(probing: Bool) async throws -> SyncStatus {
        let account = try await account()
        var online: Bool? = try await database.writer.read { db in try SyncState.value(SyncLog.online, in: db).map { $0 == "1" } }
        if probing, let account {
            online = await CommunityClient(server: account.server, timeout: .seconds(2)).isReachable()
        }
        let known = online
        let schema = database.syncSchema
        return try await database.writer.read { db in
            SyncStatus(
                server: account?.server.absoluteString, account: account.map { "\($0.account.name) <\($0.account.email ?? "")>" }, online: account == nil ? nil : known,
                lastSync: try SyncLog.date(SyncLog.lastSync, in: db), waiting: try Outbox.count(in: db),
                waitingFor: try Outbox.waitingByItem(schema: schema, in: db).map { SyncStatus.Waiting(table: $0.table, name: $0.name, count: $0.count) },
                opening: try WantedItems.count(in: db), lastError: try SyncState.value(SyncLog.lastError, in: db),
                lastErrorAt: try SyncLog.date(SyncLog.lastErrorAt, in: db)
            )
        }
    }
}
