import FeatureRegistry
import AppShell
import Foundation

/// The browser sessions of the server: who redeemed a token, what each has been shown, the
/// message each is owed, and the device each browser is.
///
/// The start token opens one session, once per run; a link of `sailaway-web link` opens one,
/// once; every other request of the app part names its session by a signed cookie. A session
/// survives a restart (its folder under `browsers/` keeps its navigation state), ends after
/// ``idleLimit`` unused, and ends when the person ends it from the page. The book of sessions is
/// an actor, and each session is an actor of its own: no request of the web host waits for the
/// main actor.
actor BrowserSessions {
    /// One browser's session: the device it is, and what its pages owe it. An actor: different
    /// browsers' requests run side by side, each on its own device.
    actor Session {
        /// Its id, the cookie's signed value.
        nonisolated let id: String
        /// The `/app/…` URLs this session has been shown, as a screen or a link on a page: a
        /// browser that returns to one (Forward) opens it as a link from inside the app.
        var shownURLs: Set<String> = []
        /// Messages to show once, on the next page (an action's notice, or why it failed).
        var flash: [ScreenMessage] = []
        /// The device this browser is: its own stacks and modals, its own saved navigation
        /// state, isolated to this actor. The data is everyone's; the navigation is this
        /// browser's.
        let device: AppSession
        /// The work of the request before the last one to arrive.
        private var tail: Task<Void, Never>?

        /// The session `id`, its device made by `makeDevice` from its folder.
        init(id: String, folder: URL, makeDevice: @Sendable (URL) async -> sending AppSession) async {
            self.id = id
            device = await makeDevice(folder)
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
        /// No cookie, or one this server did not sign.
        case noSession
        /// The session was not used for ``BrowserSessions/idleLimit``, or was ended.
        case ended
        /// The start token was given again, or a wrong one.
        case tokenUsed
    }

    /// How long a session lasts unused: a week. A session is a device that holds the owner's
    /// data; a browser left signed in for longer needs a new link (`sailaway-web link`).
    static let idleLimit: TimeInterval = 7 * 24 * 60 * 60

    nonisolated let keys: SessionKeys
    private var isTokenRedeemed = false
    /// The one-time links already used, by their one-time part.
    private var usedLinks: Set<String> = []
    /// The sessions in memory, by id: a task while a kept one is being restored, so two
    /// requests at once restore it once.
    private var sessions: [String: Task<Session, Never>] = [:]
    /// When a request of each session in memory last arrived.
    private var lastUsed: [String: Date] = [:]
    private let folders: DeviceFolders
    private let now: @Sendable () -> Date
    /// Makes the device of a session, by its folder, launched: new, or restored from it.
    private let makeDevice: @Sendable (URL) async -> sending AppSession

    init(
        keys: SessionKeys, folders: DeviceFolders, now: @escaping @Sendable () -> Date = { Date() },
        makeDevice: @escaping @Sendable (URL) async -> sending AppSession
    ) {
        self.keys = keys
        self.folders = folders
        self.now = now
        self.makeDevice = makeDevice
        folders.removeUnused(since: now().addingTimeInterval(-Self.idleLimit))
    }

    /// Opens a session with the start token (once per run) or a link of `sailaway-web link`
    /// (once, within its lifetime).
    func redeem(_ token: String) async throws(Refusal) -> Session {
        if !isTokenRedeemed, keys.isStartToken(token) {
            isTokenRedeemed = true
        } else if let nonce = keys.linkNonce(token), !usedLinks.contains(nonce) {
            usedLinks.insert(nonce)
        } else {
            throw .tokenUsed
        }
        folders.removeUnused(since: now().addingTimeInterval(-Self.idleLimit))
        let id = SessionKeys.randomToken()
        return await open(id)
    }

    /// The session a cookie value names, when this server signed it and the session has not
    /// ended; its use is noted.
    func session(cookie: String?) async throws(Refusal) -> Session {
        guard let cookie, let id = keys.sessionID(fromCookie: cookie) else { throw .noSession }
        let session: Session
        if let opened = sessions[id] {
            session = await opened.value
            guard now().timeIntervalSince(lastUsed[id] ?? now()) < Self.idleLimit else {
                end(id)
                throw .ended
            }
        } else {
            // A session of an earlier run: its device is restored from its folder, unless it
            // went unused too long (or was ended, and its folder removed).
            guard let used = folders.lastUsed(id), now().timeIntervalSince(used) < Self.idleLimit else {
                folders.remove(id)
                throw .ended
            }
            session = await open(id)
        }
        markUsed(session)
        return session
    }

    /// Ends a session: its device is forgotten and its folder removed; its cookie opens
    /// nothing any more.
    func end(_ id: String) {
        sessions[id] = nil
        lastUsed[id] = nil
        folders.remove(id)
    }

    private func open(_ id: String) async -> Session {
        let folder = folders.make(id)
        lastUsed[id] = now()
        let opening = Task { [makeDevice] in await Session(id: id, folder: folder, makeDevice: makeDevice) }
        sessions[id] = opening
        return await opening.value
    }

    /// Notes a request of `session`; in its folder too, at most once a minute, so that its idle
    /// time counts across a restart.
    private func markUsed(_ session: Session) {
        let time = now()
        if time.timeIntervalSince(lastUsed[session.id] ?? .distantPast) >= 60 { folders.markUsed(session.id, at: time) }
        lastUsed[session.id] = time
    }
}

/// Where browser sessions keep their devices' navigation state: a folder per session under
/// `browsers/` in the data directory, readable by its owner only, whose modification time is
/// when the session was last used.
struct DeviceFolders: Sendable {
    /// `browsers/` in the data directory.
    let root: URL

    /// Session `id`'s folder, made if it is not there.
    func make(_ id: String) -> URL {
        let folder = root.appendingPathComponent(id, isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }

    /// When session `id` was last used, if its folder is there.
    func lastUsed(_ id: String) -> Date? {
        guard id.allSatisfy(\.isHexDigit) else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(id, isDirectory: true).path)
        return attributes?[.modificationDate] as? Date
    }

    func markUsed(_ id: String, at date: Date) {
        try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: root.appendingPathComponent(id, isDirectory: true).path)
    }

    func remove(_ id: String) {
        guard !id.isEmpty, id.allSatisfy(\.isHexDigit) else { return }
        try? FileManager.default.removeItem(at: root.appendingPathComponent(id, isDirectory: true))
    }

    /// Removes the folders of sessions not used since `date`.
    func removeUnused(since date: Date) {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for id in ids where (lastUsed(id) ?? .distantFuture) < date {
            remove(id)
        }
    }
}
