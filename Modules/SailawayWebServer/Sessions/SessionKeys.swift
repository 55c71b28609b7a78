import Crypto
import Foundation

/// The secrets of one run of the server: the one-time token it prints, and the key that signs
/// session cookies and derives CSRF tokens.
///
/// All are random per process: a restart ends every session, and nothing secret is ever
/// written to disk.
struct SessionKeys: Sendable {
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
