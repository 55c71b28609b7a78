import CLibCrypto
import Foundation

/// The server's secrets: the one-time token it prints at start, and the key that signs session
/// cookies and one-time links and derives CSRF tokens, with HMAC-SHA256 from the system's
/// cryptography library (CLibCrypto).
///
/// The key is kept in the data directory (``fileName``, readable by its owner only), so
/// sessions survive a restart and `sailaway-web link` can sign a link the running server
/// accepts. The start token is random per run.
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

    /// 32 random bytes from the system's secure generator (`getrandom` on Linux).
    static func randomKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// 32 random bytes as 64 hexadecimal digits.
    static func randomToken() -> String {
        hex(randomKey())
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
        guard parts.count == 2, let signature = Self.bytes(hex: parts[1]) else { return nil }
        let id = String(parts[0])
        return isMAC(signature, of: "session:\(id)") ? id : nil
    }

    /// The CSRF token of session `id`: every form of the session carries it.
    func csrfToken(for id: String) -> String {
        mac("csrf:\(id)")
    }

    /// Whether `token` is session `id`'s CSRF token, compared in constant time.
    func isCSRFToken(_ token: String, for id: String) -> Bool {
        guard let bytes = Self.bytes(hex: Substring(token)) else { return false }
        return isMAC(bytes, of: "csrf:\(id)")
    }

    /// Whether `token` is the start token, compared in constant time.
    func isStartToken(_ token: String) -> Bool {
        Self.equalInConstantTime(Array(token.utf8), Array(startToken.utf8))
    }

    /// The HMAC-SHA256 of `text` under the signing key, in hexadecimal.
    private func mac(_ text: String) -> String {
        Self.hex(macBytes(text))
    }

    private func macBytes(_ text: String) -> [UInt8] {
        Self.hmacSHA256(Array(text.utf8), key: signingKey)
    }

    /// The HMAC-SHA256 of `message` under `key` (32 bytes), from the system's library.
    static func hmacSHA256(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        var mac = [UInt8](repeating: 0, count: 32)
        let signed = key.withUnsafeBytes { key in
            message.withUnsafeBytes { data in
                mac.withUnsafeMutableBufferPointer { sailaway_hmac_sha256(key.baseAddress, key.count, data.baseAddress, data.count, $0.baseAddress) }
            }
        }
        // The initializer threw if the library was missing; a loaded library does not fail.
        precondition(signed == 1, "HMAC-SHA256 failed in the system's cryptography library")
        return mac
    }

    /// Whether `signature` is the HMAC of `text`, compared in constant time.
    private func isMAC(_ signature: [UInt8], of text: String) -> Bool {
        Self.equalInConstantTime(signature, macBytes(text))
    }

    /// Whether two byte strings are equal, in a time that depends on their length only.
    static func equalInConstantTime(_ given: [UInt8], _ expected: [UInt8]) -> Bool {
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Bytes as lowercase hexadecimal digits.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] }, as: UTF8.self)
    }

    /// The key kept in `directory`, made (32 random bytes, mode 0600) when there is none yet.
    static func key(in directory: URL) throws -> [UInt8] {
        let file = directory.appendingPathComponent(fileName)
        if let data = try? Data(contentsOf: file), data.count == 32 {
            return Array(data)
        }
        let key = randomKey()
        let data = Data(key)
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
            isMAC(signature, of: "link:\(parts[0])"),
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
