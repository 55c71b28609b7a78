import Foundation
import HTTPTypes
import Hummingbird
import Testing

@testable import SailawayWebServer

@MainActor
@Suite struct SessionTests {
    @Test func theAppRefusesABrowserWithoutASession() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            for path in ["/app", "/app/home", "/app/content/checklist/\(UUID().uuidString)"] {
                let page = try await browser.get(path)
                #expect(page.status == .forbidden, "\(path)")
                #expect(page.html.contains("Open a link sailaway-web made"))
                #expect(page.html.contains("sailaway-web link"), "it says how to get a new one")
            }
        }
    }

    @Test func aBrowserSessionAndItsStacksSurviveARestart() async throws {
        let harness = try await WebHarness()
        let browser = Browser(client: InProcessClient(harness.server.application))
        let home = try await AppFlowTests.explore(browser)
        _ = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "charters")])
        #expect(try await browser.get("/app").location == "/app/charters")

        // The same data directory, a new run: the key is read again, the device restored.
        let restarted = try await harness.restartedServer(startToken: String(repeating: "ef", count: 32))
        let returning = Browser(client: InProcessClient(restarted.application))
        await returning.setCookie(await browser.cookie)
        #expect(try await returning.get("/app").location == "/app/charters")
    }

    @Test func theStartTokenOpensOneSessionOnce() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let wrong = try await browser.startSession(token: String(repeating: "cd", count: 32))
            #expect(wrong.status == .forbidden)
            #expect(await browser.cookie == nil)

            let first = try await browser.startSession(token: WebHarness.token)
            #expect(first.status == .seeOther)
            #expect(first.location == "/app")
            let setCookie = try #require(first.headers[.setCookie])
            #expect(setCookie.hasPrefix(harness.server.cookieName + "="))
            #expect(harness.server.cookieName.hasPrefix("sailaway_session_"), "the server's own name: another server on this host has another")
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Lax"))
            #expect(setCookie.contains("Path=/"))
            #expect(try await browser.get("/app").status != .forbidden)

            let again = try await browser.startSession(token: WebHarness.token)
            #expect(again.status == .forbidden)
            #expect(again.html.contains("This link has been used"))
            #expect(again.html.contains("sailaway-web link"), "it says how to get a new one")
        }
    }

    @Test func aForgedOrUnsignedCookieIsRefused() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            try await browser.startSession(token: WebHarness.token)
            let (name, genuine) = try #require(await browser.cookieParts)
            let id = String(genuine.prefix { $0 != "." })
            let otherKeys = try SessionKeys(signingKey: SessionKeys.randomKey(), startToken: WebHarness.token)
            let forgeries = [
                "\(name)=\(id)",
                "\(name)=\(id).",
                "\(name)=\(id).\(String(repeating: "0", count: 64))",
                "\(name)=\(otherKeys.cookieValue(for: id))",
                "\(name)=\(SessionKeys.randomToken()).zz",
                "\(name)=",
                // Another server's cookie: the same session, under the other server's name.
                "\(otherKeys.cookieName)=\(genuine)",
            ]
            for forged in forgeries {
                await browser.setCookie(forged)
                #expect(try await browser.get("/app").status == .forbidden, "\(forged)")
            }
        }
    }

    @Test func aPostWithoutTheRightCSRFTokenChangesNothing() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            try await browser.startSession(token: WebHarness.token)
            let page = try await browser.open("/app")
            let csrf = try #require(page.csrf)
            let saved = harness.savedNavigationFromAnyActor()
            for fields in [[("tab", "discover")], [("csrf", ""), ("tab", "discover")], [("csrf", String(csrf.reversed())), ("tab", "discover")]] {
                let answer = try await browser.post("/app/tab", fields)
                #expect(answer.status == .forbidden)
            }
            for kind in ["back", "action"] {
                #expect(try await browser.post("/app/\(kind)", [("csrf", "nope"), ("action", "x")]).status == .forbidden)
            }
            #expect(harness.savedNavigationFromAnyActor() == saved)
            #expect(try await browser.post("/app/tab", [("csrf", csrf), ("tab", "discover")]).status == .seeOther)
        }
    }
}

extension WebHarness {
    /// The saved navigation document, read from a test's browser closure.
    nonisolated func savedNavigationFromAnyActor() -> String {
        (try? String(contentsOf: navigationFileURL, encoding: .utf8)) ?? ""
    }
}
