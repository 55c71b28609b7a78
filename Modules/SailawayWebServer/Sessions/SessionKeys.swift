import Crypto
import Foundation

/// The server's secrets: the one-time token it prints at start, and the key that signs session
/// cookies and one-time links and derives CSRF tokens.
///
/// The key is kept in the data directory (``fileName``, readable by its owner only), so
/// sessions survive a restart and `sailaway-web link` can sign a link the running server
/// accepts. The start token is random per run.
struct SessionKeys: Sendable {
    /// The key's file in the data directory.
    static let fileName = "web-session.key"
    /// How long a link of `sailaway-web link` opens a session.
    static let linkLifetime: TimeInterval = 15 * 60

    /// The key's bytes: `SymmetricKey` is not `Sendable` in the swift-crypto this builds with.
    private let keyBytes: Data
    /// Signs cookies and derives CSRF tokens.
    var signingKey: SymmetricKey { SymmetricKey(data: keyBytes) }
    /// The token of the link printed at start.
    let startToken: String

    /// Fresh random secrets.
    init() {
        self.init(startToken: Self.randomToken())
    }

    /// A fresh signing key, with a given start token.
    init(startToken: String) {
        self.init(signingKey: SymmetricKey(size: .bits256), startToken: startToken)
    }

    /// Given secrets, for tests.
    init(signingKey: SymmetricKey, startToken: String) {
        keyBytes = signingKey.withUnsafeBytes { Data($0) }
        self.startToken = startToken
    }

    /// 32 random bytes as 64 hexadecimal digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// The cookie value for session `id`: the id, a dot, its HMAC-SHA256 in hexadecimal.
    func cookieValue(for id: String) -> String {
        "\(id).\(mac("session:\(id)"))"
    }

    /// The session id a cookie value carries, when its signature is this run's.
    func sessionID(fromCookie value: String) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let signature = Self.bytes(hex: parts[1]) else { return nil }
        let id = String(parts[0])
        let valid = HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Data("session:\(id)".utf8), using: signingKey)
        return valid ? id : nil
    }

    /// The CSRF token of session `id`: every form of the session carries it.
    func csrfToken(for id: String) -> String {
        mac("csrf:\(id)")
    }

    /// Whether `token` is session `id`'s CSRF token, compared in constant time.
    func isCSRFToken(_ token: String, for id: String) -> Bool {
        guard let bytes = Self.bytes(hex: Substring(token)) else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(bytes, authenticating: Data("csrf:\(id)".utf8), using: signingKey)
    }

    /// Whether `token` is the start token, compared in constant time.
    func isStartToken(_ token: String) -> Bool {
        let given = Array(token.utf8), expected = Array(startToken.utf8)
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private func mac(_ text: String) -> String {
        HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: signingKey).map { String(format: "%02x", $0) }.joined()
    }

    /// The key kept in `directory`, made (32 random bytes, mode 0600) when there is none yet.
    static func key(in directory: URL) throws -> SymmetricKey {
        let file = directory.appendingPathComponent(fileName)
        if let data = try? Data(contentsOf: file), data.count == 32 {
            return SymmetricKey(data: data)
        }
        let key = SymmetricKey(size: .bits256)
        let data = key.withUnsafeBytes { Data($0) }
        let temporary = directory.appendingPathComponent(".\(fileName).\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        // Two servers starting at once keep whichever key was written first.
        if link(temporary.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            return try Self.key(in: directory)
        }
        try? FileManager.default.removeItem(at: temporary)
        return key
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
        guard parts.count == 2, let signature = Self.bytes(hex: parts[1]),
            HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Data("link:\(parts[0])".utf8), using: signingKey),
            let made = parts[0].split(separator: "-").first.flatMap({ TimeInterval(String($0)) }),
            date.timeIntervalSince1970 - made < Self.linkLifetime, made <= date.timeIntervalSince1970 + 60
        else { return nil }
        return String(parts[0])
    }

    /// The bytes of an even-length hexadecimal string, or nil.
    static func bytes(hex: Substring) -> [UInt8]? {
        guard hex.utf8.count.isMultiple(of: 2), hex.utf8.count <= 128 else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}
