import AppShell
import Community
import Foundation
import HTTPTypes
import Hummingbird
import NavigationEngine
import ProcessTesting
import SailawayDatabase
import Synchronization
import Testing

@testable import SailawayWebServer

/// A browser session ends when the person ends it from the page, and after a week unused.
@MainActor
@Suite struct SessionEndTests {
    @Test func endingASessionFromItsPageForgetsItsDeviceAndItsCookieOpensNothing() async throws {
        let harness = try await WebHarness()
        let browser = Browser(client: InProcessClient(harness.server.application))
        let home = try await AppFlowTests.explore(browser)
        let csrf = try #require(home.csrf)
        #expect(home.html.contains(#"action="/app/end""#), "every app page offers to end the session")
        let cookie = try #require(await browser.cookie)
        let id = String(try #require(await browser.cookieParts).value.prefix { $0 != "." })
        #expect(try await harness.community.accounts.browserSession(id) != nil)

        let forged = try await browser.post("/app/end", [("csrf", String(repeating: "0", count: 64))])
        #expect(forged.status == .forbidden, "a form not from this session's page ends nothing")
        #expect(try await browser.get("/app").status != .forbidden)

        let ended = try await browser.post("/app/end", [("csrf", csrf)])
        #expect(ended.status == .ok)
        #expect(ended.html.contains("This session has ended"))
        #expect(try #require(ended.headers[.setCookie]).contains("Max-Age=0"), "the browser forgets the cookie")
        #expect(try await harness.community.accounts.browserSession(id) == nil, "its navigation state is removed, on every node")

        await browser.setCookie(cookie)
        let after = try await browser.get("/app")
        #expect(after.status == .forbidden)
        #expect(after.html.contains("This session has ended"))
        #expect(after.html.contains("sailaway-web link"), "it says how to get a new one")
    }

    @Test func aSessionUnusedForAWeekEndsAlsoAcrossARestart() async throws {
        let harness = try await WebHarness()
        let keys = try SessionKeys(signingKey: SessionKeys.randomKey(), startToken: WebHarness.token)
        let clock = Clock(Date())
        let composition = harness.session.composition
        let logger = WebHarness.quietLogger
        let community = harness.community
        let sailor = try await community.accounts.localAccount(UUID(), name: "Operator")
        func run() -> BrowserSessions {
            BrowserSessions(keys: keys, accounts: community.accounts, now: clock.now, logger: logger, operatorAccount: { sailor }) { identity, _ in
                AppSession(composition: composition, store: nil, identity: identity, logger: logger)
            }
        }
        let first = run()
        let opened = try await first.redeem(WebHarness.token)
        let cookie = keys.cookieValue(for: opened.id)
        try await community.accounts.markUsed(opened.id, at: clock.now())

        clock.advance(by: BrowserSessions.idleLimit - 3_600)
        #expect(try await first.session(cookie: cookie) === opened, "used within the week: its week starts again")
        clock.advance(by: BrowserSessions.idleLimit - 3_600)
        let restarted = run()
        #expect(try await restarted.session(cookie: cookie).id == opened.id, "the week counts from its last use, across a restart")

        clock.advance(by: BrowserSessions.idleLimit + 1)
        await #expect(throws: BrowserSessions.Refusal.ended) { try await restarted.session(cookie: cookie) }
        #expect(try await community.accounts.browserSession(opened.id) == nil, "it is forgotten")
        await #expect(throws: BrowserSessions.Refusal.ended) { try await run().session(cookie: cookie) }
    }

    @Test func aSessionAnEarlierReleaseKeptInAFolderGoesOnWhereItWas() async throws {
        let harness = try await WebHarness()
        // Its sailor was welcomed long ago.
        try await harness.session.composition.database().writer.write { db in try Preference.newInstall.set(nil, db) }
        let id = String(repeating: "a1", count: 32)
        let folder = harness.directory.appendingPathComponent("browsers/\(id)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let document = #"{"version":1,"selectedTab":"charters","tabs":{"charters":[]}}"#
        try document.write(to: folder.appendingPathComponent("navigation.json"), atomically: true, encoding: .utf8)

        let restarted = try await harness.restartedServer(startToken: String(repeating: "ef", count: 32))
        #expect(!FileManager.default.fileExists(atPath: folder.path), "taken in, the folder goes")
        let browser = Browser(client: InProcessClient(restarted.application))
        let keys = try SessionKeys(signingKey: harness.community.signingKey, startToken: "")
        await browser.setCookie("\(restarted.cookieName)=\(keys.cookieValue(for: id))")
        #expect(try await browser.get("/app").location == "/app/charters")
    }
}

/// A clock the test moves.
private final class Clock: Sendable {
    private let date: Mutex<Date>
    init(_ start: Date) { date = Mutex(start) }
    @Sendable func now() -> Date { date.withLock { $0 } }
    func advance(by interval: TimeInterval) { date.withLock { $0 += interval } }
}
