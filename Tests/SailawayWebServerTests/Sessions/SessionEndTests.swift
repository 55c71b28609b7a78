import AppShell
import Foundation
import HTTPTypes
import Hummingbird
import NavigationEngine
import ProcessTesting
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
        let folder = harness.directory.appendingPathComponent("browsers/\(id)", isDirectory: true)
        #expect(FileManager.default.fileExists(atPath: folder.path))

        let forged = try await browser.post("/app/end", [("csrf", String(repeating: "0", count: 64))])
        #expect(forged.status == .forbidden, "a form not from this session's page ends nothing")
        #expect(try await browser.get("/app").status != .forbidden)

        let ended = try await browser.post("/app/end", [("csrf", csrf)])
        #expect(ended.status == .ok)
        #expect(ended.html.contains("This session has ended"))
        #expect(try #require(ended.headers[.setCookie]).contains("Max-Age=0"), "the browser forgets the cookie")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "its navigation state is removed")

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
        let folders = DeviceFolders(root: TestCleanup.directory("browsers"))
        let composition = harness.session.composition
        let logger = WebHarness.quietLogger
        func run() -> BrowserSessions {
            BrowserSessions(keys: keys, folders: folders, now: clock.now) { folder in
                AppSession(composition: composition, store: NavigationStore(directory: folder), logger: logger)
            }
        }
        let first = run()
        let opened = try await first.redeem(WebHarness.token)
        let cookie = keys.cookieValue(for: opened.id)

        clock.advance(by: BrowserSessions.idleLimit - 3_600)
        #expect(try await first.session(cookie: cookie) === opened, "used within the week: its week starts again")
        clock.advance(by: BrowserSessions.idleLimit - 3_600)
        let restarted = run()
        #expect(try await restarted.session(cookie: cookie).id == opened.id, "the week counts from its last use, across a restart")

        clock.advance(by: BrowserSessions.idleLimit + 1)
        await #expect(throws: BrowserSessions.Refusal.ended) { try await restarted.session(cookie: cookie) }
        #expect(folders.lastUsed(opened.id) == nil, "its folder is removed")
        await #expect(throws: BrowserSessions.Refusal.ended) { try await run().session(cookie: cookie) }
    }

    @Test func aServerStartingRemovesTheFoldersOfSessionsUnusedForAWeek() throws {
        let folders = DeviceFolders(root: TestCleanup.directory("browsers"))
        let old = String(repeating: "a1", count: 32), recent = String(repeating: "b2", count: 32)
        _ = folders.make(old)
        _ = folders.make(recent)
        folders.markUsed(old, at: Date().addingTimeInterval(-BrowserSessions.idleLimit - 60))
        folders.removeUnused(since: Date().addingTimeInterval(-BrowserSessions.idleLimit))
        #expect(folders.lastUsed(old) == nil)
        #expect(folders.lastUsed(recent) != nil)
    }
}

/// A clock the test moves.
private final class Clock: Sendable {
    private let date: Mutex<Date>
    init(_ start: Date) { date = Mutex(start) }
    @Sendable func now() -> Date { date.withLock { $0 } }
    func advance(by interval: TimeInterval) { date.withLock { $0 += interval } }
}
