import Community
import Foundation
import Testing

@testable import SailawayWebServer

/// Settings › Account in a browser signed in to the server is the account's own: its password
/// changed, every session ended, the account deleted — each asking for what proves it is theirs.
@MainActor
@Suite struct SettingsAccountTests {
    static let password = "correct horse battery"

    /// A browser signed up as Marta, on her Settings › Account page.
    static func martasAccountPage(_ harness: WebHarness) async throws -> (Browser, Browser.Page) {
        let browser = Browser(client: InProcessClient(harness.server.application))
        let signedUp = try await browser.post("/signup", [("name", "Marta Ferrer"), ("email", "marta@example.com"), ("password", password)])
        #expect(signedUp.location == "/app")
        return (browser, try await accountPage(browser, from: try await browser.open("/app")))
    }

    /// Profile › Settings › Account, from `page`.
    static func accountPage(_ browser: Browser, from page: Browser.Page) async throws -> Browser.Page {
        let profile = try await browser.submit("/app/tab", [("csrf", try #require(page.csrf)), ("tab", "profile")])
        return try await browser.tap("Account", on: try await browser.tap("Settings", on: profile))
    }

    @Test func theAccountPageSaysWhoIsSignedInAndAsksForPasswordsInPasswordFields() async throws {
        let harness = try await WebHarness()
        let (_, account) = try await Self.martasAccountPage(harness)
        #expect(account.html.contains("Signed in to this server as marta@example.com"))
        for label in ["Change Password", "Sign Out Everywhere", "Delete Account"] {
            #expect(account.actionID(labelled: label) != nil, "\(label)")
        }
        #expect(account.html.contains(#"type="password" autocomplete="current-password""#))
        #expect(account.html.contains(#"type="password" autocomplete="new-password""#))
    }

    @Test func signingOutEverywhereEndsThisBrowserToo() async throws {
        let harness = try await WebHarness()
        let (browser, account) = try await Self.martasAccountPage(harness)
        let device = try await harness.community.accounts.signIn(email: "marta@example.com", password: Self.password, from: "test", as: .device)
        _ = try await browser.tap("Sign Out Everywhere", on: account)
        #expect(try await harness.community.accounts.session(device.token) == nil)
        #expect(try await browser.get("/app").status == .forbidden)
    }

    @Test func aWrongPasswordDeletesNothingAndTheRightOneDeletesTheAccount() async throws {
        let harness = try await WebHarness()
        let (browser, account) = try await Self.martasAccountPage(harness)
        let refused = try await browser.tap("Delete Account", on: account, inputs: [("password", "not it")])
        #expect(refused.html.contains("The email or password is not right"))
        #expect(!refused.html.contains(#"value="not it""#), "a password is never put back on the page")
        let signedIn = try await harness.community.accounts.signIn(email: "marta@example.com", password: Self.password, from: "test", as: .device)

        _ = try await browser.tap("Delete Account", on: refused, inputs: [("password", Self.password)])
        #expect(try await harness.community.accounts.account(signedIn.account.id) == nil)
        #expect(try await harness.community.accounts.session(signedIn.token) == nil, "her device is signed out too")
        #expect(try await browser.get("/app").status == .forbidden, "this browser's session ended with the account")
    }

    @Test func aNewPasswordSignsEveryOtherSessionOutButTheBrowserThatSetIt() async throws {
        let harness = try await WebHarness()
        let (browser, account) = try await Self.martasAccountPage(harness)
        let device = try await harness.community.accounts.signIn(email: "marta@example.com", password: Self.password, from: "test", as: .device)

        let wrong = try await browser.tap("Change Password", on: account, inputs: [("current", "not it"), ("new", "a new harbour")])
        #expect(wrong.html.contains("The email or password is not right"))
        let changed = try await browser.tap("Change Password", on: wrong, inputs: [("current", Self.password), ("new", "a new harbour")])
        #expect(changed.status == .ok)
        #expect(changed.html.contains("Your password is changed"))
        #expect(try await harness.community.accounts.session(device.token) == nil)
        await #expect(throws: AccountError.refused) {
            try await harness.community.accounts.signIn(email: "marta@example.com", password: Self.password, from: "test", as: .device)
        }
        _ = try await harness.community.accounts.signIn(email: "marta@example.com", password: "a new harbour", from: "test", as: .device)
    }

    @Test func theOperatorsBrowserIsTheServersOwnSailorWithoutAPassword() async throws {
        let harness = try await WebHarness()
        let browser = Browser(client: InProcessClient(harness.server.application))
        let account = try await Self.accountPage(browser, from: try await AppFlowTests.explore(browser))
        #expect(account.html.contains("operator link"))
        #expect(account.actionID(labelled: "Change Password") == nil)
    }
}
