import CommunityProtocol
import Foundation

/// The community's accounts and sessions: signing up and in, each device and browser signed in
/// by a token of its own, signing out here or everywhere, a new password, an account deleted
/// with what it owned.
///
/// A token is shown once, when it is made; the database keeps only its digest under the
/// community's key. A refused sign-in says the same for an unknown email and a wrong password,
/// takes as long, and slows guessing down, by account and by address (``SignInThrottle``).
public struct Accounts: Sendable {
    /// An account as the API shows it.
    public typealias Account = AccountInfo

    /// A device or browser signed in.
    public struct Session: Hashable, Sendable {
        /// The session's id: the device's, in the log and in what it holds.
        public var id: String
        /// Whose it is.
        public var account: UUID
        /// A device of the app, or a browser.
        public var kind: Kind
    }

    /// What signs in.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A device of the app, with its own database.
        case device
        /// A browser signed in to an account.
        case browser
        /// A browser opened with the operator's one-time link: the data directory's own sailor,
        /// whoever that is now.
        case `operator`
    }

    /// A new session: its token, shown this once, and the account.
    public typealias SignedIn = CommunityProtocol.SignedIn

    let database: any CommunityDatabase
    let hasher: PasswordHasher
    let throttle: SignInThrottle
    let tokenKey: [UInt8]
    let now: @Sendable () -> Date
    let makeID: @Sendable () -> UUID
    let authority: Authority

    // MARK: - Signing up and in

    /// Makes an account and its sailor's profile, and signs `kind` in to it.
    public func signUp(name: String, email: String, password: String, as kind: Kind) async throws -> SignedIn {
        let name = try Self.checkedName(name)
        let email = try Self.checkedEmail(email)
        try Self.checkPassword(password)
        let hash = try await hasher.hash(password)
        let (id, date) = (makeID(), now())
        let account = Account(id: id, name: name, email: email, createdAt: date)
        try await database.write { connection in
            guard try await connection.first("SELECT id FROM account WHERE email = ?", [.text(email)]) == nil else { throw AccountError.emailTaken }
            try await connection.execute(
                "INSERT INTO account (id, email, name, passwordHash, isLocal, createdAt) VALUES (?, ?, ?, ?, 0, ?)",
                [SQLValue(id), .text(email), .text(name), .text(hash), SQLValue(date)]
            )
            try await authority.createProfile(of: account, in: connection)
        }
        return try await openSession(for: account, kind: kind)
    }

    /// Signs `kind` in to the account of `email` with `password`, from `address`.
    public func signIn(email: String, password: String, from address: String, as kind: Kind) async throws -> SignedIn {
        let email = email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        // An email no account can have (longer than any, or with a control character) is no
        // account's: refused as an unknown one, counted for the address alone.
        let possible = email.utf8.count <= Self.emailLimit && !Self.holdsControlCharacters(email)
        let keys = possible ? ["email:\(email)", "address:\(address)"] : ["address:\(address)"]
        if let wait = try await throttle.wait(for: keys, at: now(), in: database) { throw AccountError.throttled(retryAfter: wait) }
        let row = possible ? try await database.read { connection in
            try await connection.first("SELECT id, name, email, passwordHash, createdAt FROM account WHERE email = ?", [.text(email)])
        } : nil
        guard let row, let hash = row["passwordHash"]?.text else {
            try await hasher.verifyNothing(password)
            try await throttle.refused(keys, at: now(), in: database)
            throw AccountError.refused
        }
        guard try await hasher.verify(password, against: hash) else {
            try await throttle.refused(keys, at: now(), in: database)
            throw AccountError.refused
        }
        try await throttle.forgive(keys[0], in: database)
        return try await openSession(for: try Self.account(row), kind: kind)
    }

    /// The account of the server's own sailor — who the data directory's sailor is, reached by
    /// the operator's one-time link —, made when it is not there yet.
    public func localAccount(_ id: UUID, name: String) async throws -> Account {
        try await database.write { connection in
            if let row = try await connection.first("SELECT id, name, email, createdAt FROM account WHERE id = ?", [SQLValue(id)]) {
                return try Self.account(row)
            }
            let account = Account(id: id, name: name, email: nil, createdAt: now())
            try await connection.execute(
                "INSERT INTO account (id, email, name, passwordHash, isLocal, createdAt) VALUES (?, NULL, ?, NULL, 1, ?)",
                [SQLValue(id), .text(name), SQLValue(account.createdAt)]
            )
            return account
        }
    }

    /// A new session of `kind` for `account`.
    public func openSession(for account: Account, kind: Kind) async throws -> SignedIn {
        let token = Secret.randomToken()
        let (id, date) = (makeID().uuidString.lowercased(), now())
        try await database.write { connection in
            try await connection.execute(
                "INSERT INTO session (tokenHash, id, accountID, kind, createdAt, lastUsedAt) VALUES (?, ?, ?, ?, ?, ?)",
                [.text(digest(token)), .text(id), SQLValue(account.id), .text(kind.rawValue), SQLValue(date), SQLValue(date)]
            )
        }
        return SignedIn(token: token, account: account, session: id)
    }

    // MARK: - Sessions

    /// The session `token` opens, if it has not ended.
    public func session(_ token: String) async throws -> Session? {
        guard !token.isEmpty, token.utf8.count <= 128 else { return nil }
        let hash = digest(token)
        guard let row = try await database.read({ connection in
            try await connection.first("SELECT id, accountID, kind, lastUsedAt FROM session WHERE tokenHash = ?", [.text(hash)])
        }) else { return nil }
        let session = Session(id: try row.text("id"), account: try row.uuid("accountID"), kind: Kind(rawValue: try row.text("kind")) ?? .device)
        // Noted at most once a minute: a session's last use is for tidying, not for every request.
        let date = now()
        if let used = row["lastUsedAt"]?.date, date.timeIntervalSince(used) > 60 {
            try await database.write { connection in
                try await connection.execute("UPDATE session SET lastUsedAt = ? WHERE tokenHash = ?", [SQLValue(date), .text(hash)])
            }
        }
        return session
    }

    /// The account `id`, if it exists.
    public func account(_ id: UUID) async throws -> Account? {
        try await database.read { connection in
            try await connection.first("SELECT id, name, email, createdAt FROM account WHERE id = ?", [SQLValue(id)]).map(Self.account)
        }
    }

    /// Ends the session of `token`.
    public func signOut(_ token: String) async throws {
        let hash = digest(token)
        try await database.write { connection in try await connection.execute("DELETE FROM session WHERE tokenHash = ?", [.text(hash)]) }
    }

    /// Ends every session of `account`: each device and browser signs in again.
    public func signOutEverywhere(_ account: UUID) async throws {
        try await database.write { connection in try await connection.execute("DELETE FROM session WHERE accountID = ?", [SQLValue(account)]) }
    }

    /// Sets `account`'s password to `new` when `current` is its password now; every other session
    /// of the account ends.
    public func changePassword(of account: UUID, current: String, new: String, keeping session: String) async throws {
        try Self.checkPassword(new)
        try await checkPassword(current, of: account)
        let hash = try await hasher.hash(new)
        try await database.write { connection in
            try await connection.execute("UPDATE account SET passwordHash = ? WHERE id = ?", [.text(hash), SQLValue(account)])
            try await connection.execute("DELETE FROM session WHERE accountID = ? AND id <> ?", [SQLValue(account), .text(session)])
        }
    }

    /// Deletes `account` when `password` is its password: every row it owns, on every replica;
    /// its sessions and holdings; the account. What others forked from its public items stays
    /// theirs.
    public func deleteAccount(_ account: UUID, password: String) async throws {
        try await checkPassword(password, of: account)
        try await database.write { connection in
            try await authority.deleteEverything(ownedBy: account, in: connection)
            try await connection.execute(
                "DELETE FROM holding WHERE deviceID IN (SELECT id FROM session WHERE accountID = ?)", [SQLValue(account)]
            )
            try await connection.execute("DELETE FROM session WHERE accountID = ?", [SQLValue(account)])
            try await connection.execute("DELETE FROM account WHERE id = ?", [SQLValue(account)])
        }
    }

    // MARK: - Browsers

    /// A browser's session as every node reads it: whose, what kind, when it was last used, and
    /// the version of its navigation state.
    public struct BrowserSession: Hashable, Sendable {
        /// The session's id, which its signed cookie carries.
        public var id: String
        /// Whose it is.
        public var account: UUID
        /// Signed in, or opened with the operator's link.
        public var kind: Kind
        /// When a request of it last arrived.
        public var lastUsedAt: Date
        /// Its navigation state's version: 0 before it saved any.
        public var navigationVersion: Int64
    }

    /// The browser session `id`, if it has not ended.
    public func browserSession(_ id: String) async throws -> BrowserSession? {
        try await database.read { connection in
            try await connection.first(
                "SELECT id, accountID, kind, lastUsedAt, navigationVersion FROM session WHERE id = ? AND kind <> 'device'", [.text(id)]
            ).map { row in
                BrowserSession(
                    id: try row.text("id"), account: try row.uuid("accountID"), kind: Kind(rawValue: try row.text("kind")) ?? .browser,
                    lastUsedAt: row["lastUsedAt"]?.date ?? Date(timeIntervalSince1970: 0), navigationVersion: row["navigationVersion"]?.integer ?? 0
                )
            }
        }
    }

    /// Notes that a request of browser session `id` arrived at `date`.
    public func markUsed(_ id: String, at date: Date) async throws {
        try await database.write { connection in
            try await connection.execute("UPDATE session SET lastUsedAt = ? WHERE id = ?", [SQLValue(date), .text(id)])
        }
    }

    /// Notes that the one-time link `nonce` was used at `date`: true the first time it is, on
    /// any node; false after. Links made before `expired` open nothing any more, and are
    /// forgotten.
    public func useLink(_ nonce: String, at date: Date, forgettingBefore expired: Date) async throws -> Bool {
        try await database.write { connection in
            try await connection.execute("DELETE FROM usedLink WHERE usedAt < ?", [SQLValue(expired)])
            let inserted = try await connection.query(
                "INSERT INTO usedLink (nonce, usedAt) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING RETURNING nonce", [.text(nonce), SQLValue(date)]
            )
            return !inserted.isEmpty
        }
    }

    /// Ends the session `id`.
    public func endSession(_ id: String) async throws {
        try await database.write { connection in try await connection.execute("DELETE FROM session WHERE id = ?", [.text(id)]) }
    }

    /// Ends the browser sessions last used before `date`.
    public func endBrowserSessions(unusedSince date: Date) async throws {
        try await database.write { connection in
            try await connection.execute("DELETE FROM session WHERE kind <> 'device' AND lastUsedAt < ?", [SQLValue(date)])
        }
    }

    /// Opens the browser session `id` of `account` — one an earlier release kept in the data
    /// directory, with its navigation `document` — unless it is open already.
    public func adoptBrowserSession(_ id: String, of account: UUID, kind: Kind, document: String?, lastUsedAt: Date) async throws {
        let token = digest(Secret.randomToken())
        try await database.write { connection in
            guard try await connection.first("SELECT id FROM session WHERE id = ?", [.text(id)]) == nil else { return }
            try await connection.execute(
                "INSERT INTO session (tokenHash, id, accountID, kind, createdAt, lastUsedAt, navigation, navigationVersion) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [.text(token), .text(id), SQLValue(account), .text(kind.rawValue), SQLValue(lastUsedAt), SQLValue(lastUsedAt),
                 SQLValue(document), .integer(document == nil ? 0 : 1)]
            )
        }
    }

    /// The navigation document a browser session saved last, and its version (0: none).
    public func navigation(of session: String) async throws -> (document: String?, version: Int64) {
        let row = try await database.read { connection in
            try await connection.first("SELECT navigation, navigationVersion FROM session WHERE id = ?", [.text(session)])
        }
        return (row?["navigation"]?.text, row?["navigationVersion"]?.integer ?? 0)
    }

    /// Saves a browser session's navigation document; returns its new version.
    public func saveNavigation(_ document: String, of session: String) async throws -> Int64 {
        try await database.write { connection in
            try await connection.execute(
                "UPDATE session SET navigation = ?, navigationVersion = navigationVersion + 1 WHERE id = ?", [.text(document), .text(session)]
            )
            return try await connection.first("SELECT navigationVersion FROM session WHERE id = ?", [.text(session)])?["navigationVersion"]?.integer ?? 0
        }
    }

    // MARK: - Checks

    private func checkPassword(_ password: String, of account: UUID) async throws {
        let row = try await database.read { connection in
            try await connection.first("SELECT passwordHash FROM account WHERE id = ?", [SQLValue(account)])
        }
        guard let row else { throw AccountError.noAccount }
        guard let hash = row["passwordHash"]?.text else { throw AccountError.localAccount }
        guard try await hasher.verify(password, against: hash) else { throw AccountError.refused }
    }

    /// What the database keeps of `token`.
    func digest(_ token: String) -> String {
        Secret.hex(Secret.hmacSHA256(Array("session:\(token)".utf8), key: tokenKey))
    }

    static func account(_ row: SQLRow) throws -> Account {
        Account(id: try row.uuid("id"), name: try row.text("name"), email: row["email"]?.text, createdAt: row["createdAt"]?.date ?? Date(timeIntervalSince1970: 0))
    }

    /// The most characters of a name.
    public static let nameLimit = AccountLimits.name

    /// Whether `text` holds a control character (a NUL, a line break, an escape): none belongs
    /// in a name, an email or a password, and PostgreSQL keeps no NUL in text.
    static func holdsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    static func checkedName(_ name: String) throws(AccountError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalid(field: "name", reason: "it cannot be empty.") }
        guard !holdsControlCharacters(trimmed) else { throw .invalid(field: "name", reason: "it holds a control character, such as a line break.") }
        guard trimmed.count <= nameLimit else { throw .invalid(field: "name", reason: "it is \(trimmed.count) characters long; the most is \(nameLimit).") }
        return trimmed
    }

    static func checkedEmail(_ email: String) throws(AccountError) -> String {
        let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            trimmed.utf8.count <= emailLimit, !trimmed.contains(where: \.isWhitespace), !holdsControlCharacters(trimmed)
        else { throw .invalid(field: "email", reason: "“\(trimmed)” is not an email address, such as marta@example.com.") }
        return trimmed
    }

    /// The most bytes of an email (RFC 5321's path, less its brackets).
    static let emailLimit = AccountLimits.email

    /// The fewest characters of a password.
    public static let passwordMinimum = AccountLimits.passwordMinimum

    static func checkPassword(_ password: String) throws(AccountError) {
        guard password.count >= passwordMinimum else { throw .invalid(field: "password", reason: "it needs at least \(passwordMinimum) characters.") }
        guard password.utf8.count <= AccountLimits.passwordBytes else {
            throw .invalid(field: "password", reason: "it is longer than bcrypt reads (\(AccountLimits.passwordBytes) bytes).")
        }
        guard !password.unicodeScalars.contains("\u{0}") else { throw .invalid(field: "password", reason: "it holds a NUL character, where bcrypt stops reading.") }
    }
}
