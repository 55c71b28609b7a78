import CLibCrypto
import Community
import Foundation

/// The server's secrets: the one-time token it prints at start, and the key that signs session
/// cookies and one-time links and derives CSRF tokens, with HMAC-SHA256 from the system's
/// cryptography library (CLibCrypto).
///
/// The key is the community's (``Community/signingKey``), the same on every node, so sessions
/// survive a restart and work on every node, and `sailaway-web link` can sign a link the running
/// server accepts. The start token is random per run.
struct SessionKeys: Sendable {
    /// The key's file in the data directory.
    static let fileName = "web-session.key"
    /// How long a link of `sailaway-web link` opens a session.
    static let linkLifetime: TimeInterval = 15 * 60

    /// The system's cryptography library could not be loaded: the server cannot sign sessions.
    struct CryptographyUnavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String { "The web host cannot sign its sessions: \(reason)." }
    }

    /// Signs cookies and one-time links and derives CSRF tokens: 32 bytes.
    private let signingKey: [UInt8]
    /// The token of the link printed at start.
    let startToken: String

    /// Secrets made of a signing key (``key(in:)``, or ``randomKey()`` in tests) and a start
    /// token; throws when the system's cryptography library is not there to use them.
    init(signingKey: [UInt8], startToken: String) throws {
        if let reason = sailaway_libcrypto_error() {
            throw CryptographyUnavailable(reason: String(cString: reason))
        }
        self.signingKey = signingKey
        self.startToken = startToken
    }

    /// 32 random bytes from the system's secure generator.
    static func randomKey() -> [UInt8] {
        Secret.randomKey()
    }

    /// 32 random bytes as 64 hexadecimal digits.
    static func randomToken() -> String {
        Secret.randomToken()
    }

    /// The name of the session cookie: `sailaway_session_` and this server's id, from its key.
    ///
    /// A browser keeps one cookie per name and host, whatever the port, so two servers on one
    /// host — each with its own data directory, so its own key — would otherwise sign each
    /// other's browsers out. The id is the same for every run on one data directory, so a
    /// session survives a restart on another port.
    var cookieName: String {
        "sailaway_session_" + mac("cookie-name").prefix(12)
    }

    /// The cookie value for session `id`: the id, a dot, its HMAC-SHA256 in hexadecimal.
    func cookieValue(for id: String) -> String {
        "\(id).\(mac("session:\(id)"))"
    }

    /// The session id a cookie value carries, when its signature is this run's.
    func sessionID(fromCookie value: String) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let signature = Secret.bytes(hex: parts[1]) else { return nil }
        let id = String(parts[0])
        return isMAC(signature, of: "session:\(id)") ? id : nil
    }

    /// The CSRF token of session `id`: every form of the session carries it.
    func csrfToken(for id: String) -> String {
        mac("csrf:\(id)")
    }

    /// Whether `token` is session `id`'s CSRF token, compared in constant time.
    func isCSRFToken(_ token: String, for id: String) -> Bool {
        guard let bytes = Secret.bytes(hex: Substring(token)) else { return false }
        return isMAC(bytes, of: "csrf:\(id)")
    }

    /// Whether `token` is the start token, compared in constant time.
    func isStartToken(_ token: String) -> Bool {
        Secret.equalInConstantTime(Array(token.utf8), Array(startToken.utf8))
    }

    /// The HMAC-SHA256 of `text` under the signing key, in hexadecimal.
    private func mac(_ text: String) -> String {
        Secret.hex(macBytes(text))
    }

    private func macBytes(_ text: String) -> [UInt8] {
        Secret.hmacSHA256(Array(text.utf8), key: signingKey)
    }

    /// Whether `signature` is the HMAC of `text`, compared in constant time.
    private func isMAC(_ signature: [UInt8], of text: String) -> Bool {
        Secret.equalInConstantTime(signature, macBytes(text))
    }

    /// The key an earlier release kept in `directory`, if any: a new community adopts it, so
    /// the browser sessions it signed go on.
    static func keptKey(in directory: URL) -> [UInt8]? {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(fileName)), data.count == 32 else { return nil }
        return Array(data)
    }

    /// A one-time link's token, made at `date`: when, a random part, and their signature.
    func linkToken(at date: Date = Date()) -> String {
        let nonce = "\(Int(date.timeIntervalSince1970))-\(Self.randomToken().prefix(32))"
        return "\(nonce).\(mac("link:\(nonce)"))"
    }

    /// The one-time part of `token` when this key signed it less than ``linkLifetime`` before
    /// `date`; nil otherwise.
    func linkNonce(_ token: String, at date: Date = Date()) -> String? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let signature = Secret.bytes(hex: parts[1]),
            isMAC(signature, of: "link:\(parts[0])"),
            let made = parts[0].split(separator: "-").first.flatMap({ TimeInterval(String($0)) }),
            date.timeIntervalSince1970 - made < Self.linkLifetime, made <= date.timeIntervalSince1970 + 60
        else { return nil }
        return String(parts[0])
    }
}
