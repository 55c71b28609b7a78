import CLibCrypto
import Foundation

/// Secrets and their digests, with HMAC-SHA256 from the system's cryptography library
/// (CLibCrypto): random tokens, keys, and what the database keeps instead of a token.
public enum Secret {
    /// The system's cryptography library could not be loaded: nothing can be signed.
    public struct Unavailable: Error, CustomStringConvertible {
        let reason: String
        public var description: String { "The server cannot sign its sessions nor keep its accounts' tokens secret: \(reason)." }
    }

    /// Throws when the system's cryptography library is not there.
    public static func checkAvailable() throws(Unavailable) {
        if let reason = sailaway_libcrypto_error() {
            throw Unavailable(reason: String(cString: reason))
        }
    }

    /// 32 random bytes from the system's secure generator (`getrandom` on Linux).
    public static func randomKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// 32 random bytes as 64 hexadecimal digits.
    public static func randomToken() -> String {
        hex(randomKey())
    }

    /// The HMAC-SHA256 of `message` under `key` (32 bytes).
    public static func hmacSHA256(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        var mac = [UInt8](repeating: 0, count: 32)
        let signed = key.withUnsafeBytes { key in
            message.withUnsafeBytes { data in
                mac.withUnsafeMutableBufferPointer { sailaway_hmac_sha256(key.baseAddress, key.count, data.baseAddress, data.count, $0.baseAddress) }
            }
        }
        // ``checkAvailable()`` threw if the library was missing; a loaded library does not fail.
        precondition(signed == 1, "HMAC-SHA256 failed in the system's cryptography library")
        return mac
    }

    /// Whether two byte strings are equal, in a time that depends on their length only.
    public static func equalInConstantTime(_ given: [UInt8], _ expected: [UInt8]) -> Bool {
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Bytes as lowercase hexadecimal digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] }, as: UTF8.self)
    }

    /// The bytes of an even-length hexadecimal string of at most 128 digits, or nil.
    public static func bytes(hex: Substring) -> [UInt8]? {
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
