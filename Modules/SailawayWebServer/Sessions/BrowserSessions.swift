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
    private var sessions: [String: Session] = [:]
    /// Makes the device of a new session, by its id, launched.
    private let makeDevice: (String) -> AppSession

    init(keys: SessionKeys, makeDevice: @escaping (String) -> AppSession) {
        self.keys = keys
        self.makeDevice = makeDevice
    }

    /// Opens a session with the start token: only once per run.
    func redeem(_ token: String) throws(Refusal) -> Session {
        guard !isTokenRedeemed, keys.isStartToken(token) else { throw .tokenUsed }
        isTokenRedeemed = true
        let id = SessionKeys.randomToken()
        let session = Session(id: id, device: makeDevice(id))
        sessions[session.id] = session
        return session
    }

    /// The session a cookie value names, when this run signed it and opened that session.
    func session(cookie: String?) throws(Refusal) -> Session {
        guard let cookie, let id = keys.sessionID(fromCookie: cookie), let session = sessions[id] else { throw .noSession }
        return session
    }
}
