import AppShell

/// The browser sessions of one run: who redeemed the start token, what each has been shown,
/// and the message each is owed.
///
/// The start token opens one session, once; every other request of the app part names its
/// session by a signed cookie. Kept on the main actor, beside the app it guards.
import AppShell

@MainActor
final class BrowserSessions {
    /// One browser's session.
    final class Session {
        /// Its id, the cookie's signed value.
        let id: String
        /// The `/app/…` URLs this session has been shown, as a screen or a link on a page: a
        /// browser that returns to one (Forward) opens it as a link from inside the app.
        var shownURLs: Set<String> = []
        /// Messages to show once, on the next page (an action's notice, or why it failed).
        var flash: [String] = []
        /// The device this browser is: its own stacks and modals, its own saved navigation
        /// state. The data is everyone's; the navigation is this browser's.
        let device: AppSession

        init(id: String, device: AppSession) {
            self.id = id
            self.device = device
        }
    }

    /// Why a request has no session.
    enum Refusal: Error, Equatable {
        /// No cookie, or one this run did not sign.
        case noSession
        /// The start token was given again, or a wrong one.
        case tokenUsed
    }

    let keys: SessionKeys
    private var isTokenRedeemed = false
    /// The one-time links already used, by their one-time part.
    private var usedLinks: Set<String> = []
    private var sessions: [String: Session] = [:]
    /// Makes the device of a session, by its id, launched: new, or restored from its folder.
    private let makeDevice: (String) -> AppSession
    /// Whether a session of an earlier run, by its id, was kept (its folder is there).
    private let wasKept: (String) -> Bool

    init(keys: SessionKeys, wasKept: @escaping (String) -> Bool = { _ in false }, makeDevice: @escaping (String) -> AppSession) {
        self.keys = keys
        self.wasKept = wasKept
        self.makeDevice = makeDevice
    }

    /// Opens a session with the start token (once per run) or a link of `sailaway-web link`
    /// (once, within its lifetime).
    func redeem(_ token: String) throws(Refusal) -> Session {
        if !isTokenRedeemed, keys.isStartToken(token) {
            isTokenRedeemed = true
        } else if let nonce = keys.linkNonce(token), !usedLinks.contains(nonce) {
            usedLinks.insert(nonce)
        } else {
            throw .tokenUsed
        }
        let id = SessionKeys.randomToken()
        let session = Session(id: id, device: makeDevice(id))
        sessions[session.id] = session
        return session
    }

    /// The session a cookie value names, when this run signed it and opened that session.
    func session(cookie: String?) throws(Refusal) -> Session {
        guard let cookie, let id = keys.sessionID(fromCookie: cookie) else { throw .noSession }
        if let session = sessions[id] { return session }
        // A session of an earlier run: its device is restored from its folder.
        guard wasKept(id) else { throw .noSession }
        let session = Session(id: id, device: makeDevice(id))
        sessions[id] = session
        return session
    }
}
