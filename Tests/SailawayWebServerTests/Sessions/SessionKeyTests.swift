import Community
import Foundation
import ProcessTesting
import Testing

@testable import SailawayWebServer

/// The key the server keeps in the data directory, and the one-time links it signs.
@Suite struct SessionKeyTests {
    @Test(arguments: [
        // RFC 4231, test cases 1 and 2.
        (String(repeating: "0b", count: 20), Array("Hi There".utf8), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        (Secret.hex(Array("Jefe".utf8)), Array("what do ya want for nothing?".utf8), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
    ])
    func signaturesAreHMACSHA256(key: String, message: [UInt8], expected: String) throws {
        let key = try #require(Secret.bytes(hex: Substring(key)))
        #expect(Secret.hex(Secret.hmacSHA256(message, key: key)) == expected)
    }

    @Test func theKeyIsMadeOnceReadableByItsOwnerOnlyAndReadAgainAfterARestart() throws {
        let directory = TestCleanup.directory("keys")
        let first = try SessionKeys(signingKey: SessionKeys.key(in: directory), startToken: "start")
        let file = directory.appendingPathComponent(SessionKeys.fileName)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)
        #expect(mode.intValue & 0o777 == 0o600)

        let again = try SessionKeys(signingKey: SessionKeys.key(in: directory), startToken: "another run")
        let cookie = first.cookieValue(for: "abc")
        #expect(again.sessionID(fromCookie: cookie) == "abc", "a cookie of the last run is still this server's")
    }

    @Test func aLinkIsSignedFreshAndUntampered() throws {
        let directory = TestCleanup.directory("links")
        let keys = try SessionKeys(signingKey: SessionKeys.key(in: directory), startToken: "start")
        let made = Date(timeIntervalSince1970: 1_800_000_000)
        let token = keys.linkToken(at: made)

        #expect(keys.linkNonce(token, at: made.addingTimeInterval(60)) != nil)
        #expect(keys.linkNonce(token, at: made.addingTimeInterval(SessionKeys.linkLifetime + 1)) == nil, "too old")
        #expect(keys.linkNonce(token.replacingOccurrences(of: "1800000000", with: "1800000900"), at: made) == nil, "its time changed")
        let other = try SessionKeys(signingKey: SessionKeys.key(in: TestCleanup.directory("other")), startToken: "start")
        #expect(other.linkNonce(token, at: made) == nil, "another data directory's key")
    }
}
