import Community
import Foundation
import SailawayDatabase
import ProcessTesting
import Testing

@testable import SailawayWebServer

/// The key the community keeps, and the one-time links it signs.
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

    @Test func theKeyIsTheCommunitysMadeOnceAndReadAgainAfterARestart() async throws {
        let directory = TestCleanup.directory("keys")
        let schema = try SyncSchema(SailawayDatabase.syncedTables)
        let first = try SessionKeys(signingKey: try await Community.open(try SQLiteCommunityDatabase(directory: directory), schema: schema).signingKey, startToken: "start")
        let again = try SessionKeys(signingKey: try await Community.open(try SQLiteCommunityDatabase(directory: directory), schema: schema).signingKey, startToken: "another run")
        #expect(again.sessionID(fromCookie: first.cookieValue(for: "abc")) == "abc", "a cookie of the last run is still this server's")
    }

    @Test func aKeyAnEarlierReleaseKeptIsAdoptedSoItsSessionsGoOn() async throws {
        let directory = TestCleanup.directory("keys")
        let kept = Secret.randomKey()
        try Data(kept).write(to: directory.appendingPathComponent(SessionKeys.fileName))
        let community = try await Community.open(
            try SQLiteCommunityDatabase(directory: directory), schema: try SyncSchema(SailawayDatabase.syncedTables), adopting: SessionKeys.keptKey(in: directory)
        )
        #expect(community.signingKey == kept)
    }

    @Test func aLinkIsSignedFreshAndUntampered() throws {
        let keys = try SessionKeys(signingKey: Secret.randomKey(), startToken: "start")
        let made = Date(timeIntervalSince1970: 1_800_000_000)
        let token = keys.linkToken(at: made)

        #expect(keys.linkNonce(token, at: made.addingTimeInterval(60)) != nil)
        #expect(keys.linkNonce(token, at: made.addingTimeInterval(SessionKeys.linkLifetime + 1)) == nil, "too old")
        #expect(keys.linkNonce(token.replacingOccurrences(of: "1800000000", with: "1800000900"), at: made) == nil, "its time changed")
        let other = try SessionKeys(signingKey: Secret.randomKey(), startToken: "start")
        #expect(other.linkNonce(token, at: made) == nil, "another community's key")
    }
}
