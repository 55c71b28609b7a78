import AppShell
import Community
import FeatureRegistry
import Foundation
import Logging

/// The browser sessions of the server: each is a device of its own — its own stacks and modals —
/// kept in the community's database, so it survives a restart and works on every node.
///
/// A browser gets a session by signing in to an account (``open(_:)``), or with the operator's
/// one-time link (the start token, once per run; a link of `sailaway-web link`, once), which opens
/// the data directory's own sailor. Every other request names its session by a signed cookie. A
/// session ends after ``idleLimit`` unused, when the person signs out, or everywhere at once.
///
/// The book of sessions is an actor, and each session is an actor of its own: no request of the
/// web host waits for the main actor, and different browsers run side by side.
actor BrowserSessions {
    /// One browser's session: the device it is, and what its pages owe it.
    actor Session {
        /// Its id, the cookie's signed value.
        nonisolated let id: String
        /// Whose it is: the account signed in, or the data directory's sailor (the operator's link).
        nonisolated let identity: SessionIdentity
        /// The `/app/…` URLs this session has been shown, as a screen or a link on a page: a
        /// browser that returns to one (Forward) opens it as a link from inside the app.
        var shownURLs: Set<String> = []
        /// Messages to show once, on the next page (an action's notice, or why it failed).
        var flash: [ScreenMessage] = []
        /// The device this browser is: its own stacks and modals, isolated to this actor. The
        /// data is everyone's; the navigation is this browser's.
        private(set) var device: AppSession
        /// The version of the navigation state `device` holds, as the community numbers them.
        private(set) var navigationVersion: Int64
        /// The work of the request before the last one to arrive.
        private var tail: Task<Void, Never>?
        private let makeDevice: @Sendable (SessionIdentity, Data?) async -> sending AppSession

        init(
            id: String, identity: SessionIdentity, document: Data?, version: Int64,
            makeDevice: @escaping @Sendable (SessionIdentity, Data?) async -> sending AppSession
        ) async {
            self.id = id
            self.identity = identity
            self.makeDevice = makeDevice
            device = await makeDevice(identity, document)
            navigationVersion = version
        }

        /// Takes the navigation state another node saved, `document` at `version`, when it is
        /// newer than the one held.
        func follow(_ document: Data?, at version: Int64) async {
            guard version > navigationVersion else { return }
            device = await makeDevice(identity, document)
            navigationVersion = version
        }

        /// The navigation state to save, as text.
        func navigationText() -> String {
            String(decoding: device.navigationDocument(), as: UTF8.self)
        }

        /// Notes the version the community gave the state this session saved.
        func saved(at version: Int64) {
            navigationVersion = max(navigationVersion, version)
        }

        /// Runs `work` on this session once the work of every request that arrived before has
        /// finished, in arrival order. An actor alone does not do that: a request that awaits a
        /// screen's load would let another start in between, and two requests acting on one
        /// navigation state at once would each save their own. Other browsers' requests, and
        /// public pages, do not wait for it.
        func serially<Value: Sendable>(_ work: @escaping @Sendable (isolated Session) async -> Value) async -> Value {
            let previous = tail
            let task = Task {
                await previous?.value
                return await work(self)
            }
            tail = Task { _ = await task.value }
            return await task.value
        }
    }

    /// Why a request has no session.
    enum Refusal: Error, Equatable {
        /// The community's database could not be reached: nothing is known of any session.
        case unavailable(String)
        /// No cookie, or one this server did not sign.
        case noSession
        /// The session was not used for ``BrowserSessions/idleLimit``, or was ended.
        case ended
        /// The start token was given again, or a wrong one.
        case tokenUsed
    }

    /// How long a session lasts unused: a week.
    static let idleLimit: TimeInterval = 7 * 24 * 60 * 60

    nonisolated let keys: SessionKeys
    nonisolated let accounts: Accounts
    /// Whether this run's start link was used (each node prints its own).
    private var isTokenRedeemed = false
    /// The sessions in memory, by id: a task while one is being restored, so two requests at
    /// once restore it once.
    private var sessions: [String: Task<Session, Never>] = [:]
    private let now: @Sendable () -> Date
    /// The data directory's own sailor, whom the operator's link opens.
    private let operatorAccount: @Sendable () async throws -> Accounts.Account
    /// Makes the device of a session, launched: new, or restored from a navigation document.
    private let makeDevice: @Sendable (SessionIdentity, Data?) async -> sending AppSession
    private let logger: Logger

    init(
        keys: SessionKeys, accounts: Accounts, now: @escaping @Sendable () -> Date = { Date() }, logger: Logger,
        operatorAccount: @escaping @Sendable () async throws -> Accounts.Account,
        makeDevice: @escaping @Sendable (SessionIdentity, Data?) async -> sending AppSession
    ) {
        self.keys = keys
        self.accounts = accounts
        self.now = now
        self.logger = logger
        self.operatorAccount = operatorAccount
        self.makeDevice = makeDevice
    }

    /// Opens a session with the start token (once per run) or a link of `sailaway-web link`
    /// (once within its lifetime, on whichever node: the community notes it used): the data
    /// directory's own sailor's.
    func redeem(_ token: String) async throws -> Session {
        if !isTokenRedeemed, keys.isStartToken(token) {
            isTokenRedeemed = true
        } else {
            let date = now()
            guard let nonce = keys.linkNonce(token, at: date),
                try await accounts.useLink(nonce, at: date, forgettingBefore: date.addingTimeInterval(-SessionKeys.linkLifetime - 60))
            else { throw Refusal.tokenUsed }
        }
        try await accounts.endBrowserSessions(unusedSince: now().addingTimeInterval(-Self.idleLimit))
        let signedIn = try await accounts.openSession(for: try await operatorAccount(), kind: .operator)
        return await open(signedIn.session, identity: .device, document: nil, version: 0)
    }

    /// The session a browser just signed in with, to `signedIn`'s account.
    func open(_ signedIn: Accounts.SignedIn) async -> Session {
        await open(signedIn.session, identity: .account(signedIn.account.id), document: nil, version: 0)
    }

    /// The session a cookie value names, when this server signed it and the session has not
    /// ended; its use is noted, and the navigation state another node saved since is taken.
    func session(cookie: String?) async throws -> Session {
        guard let cookie, let id = keys.sessionID(fromCookie: cookie) else { throw Refusal.noSession }
        guard let stored = try await accounts.browserSession(id) else {
            sessions[id] = nil
            throw Refusal.ended
        }
        guard now().timeIntervalSince(stored.lastUsedAt) < Self.idleLimit else {
            try await end(id)
            throw Refusal.ended
        }
        let session: Session
        if let opened = sessions[id] {
            session = await opened.value
            if stored.navigationVersion > (await session.navigationVersion) {
                let (document, version) = try await accounts.navigation(of: id)
                await session.follow(document.map { Data($0.utf8) }, at: version)
            }
        } else {
            let (document, version) = try await accounts.navigation(of: id)
            session = await open(id, identity: stored.kind == .operator ? .device : .account(stored.account), document: document.map { Data($0.utf8) }, version: version)
        }
        if now().timeIntervalSince(stored.lastUsedAt) >= 60 { try await accounts.markUsed(id, at: now()) }
        return session
    }

    /// Saves session `id`'s navigation state, `document`, for every node; returns its version.
    nonisolated func save(_ document: String, of id: String) async throws -> Int64 {
        try await accounts.saveNavigation(document, of: id)
    }

    /// Ends a session: its device is forgotten; its cookie opens nothing any more, on any node.
    func end(_ id: String) async throws {
        sessions[id] = nil
        try await accounts.endSession(id)
    }

    private func open(_ id: String, identity: SessionIdentity, document: Data?, version: Int64) async -> Session {
        let opening = Task { [makeDevice] in await Session(id: id, identity: identity, document: document, version: version, makeDevice: makeDevice) }
        sessions[id] = opening
        return await opening.value
    }
}
