import Community
import CommunityProtocol
import FeatureRegistry
import Foundation
import GRDB
import HTTPTypes
import PostgresTesting
import SailawayDatabase
import SailawayHosting
import Testing

/// Two sailors' accounts at the HTTP edge, as devices and browsers reach them: signing up and
/// in, refusals that tell nothing, guessing slowed down, signing out here or everywhere, a new
/// password, and an account deleted with everything it owned. On each engine.
@MainActor
@Suite struct AccountEdgeTests {
    @Test(arguments: Engine.allCases) func twoSailorsSignUpAndEachTokenIsItsOwnAccount(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let marta = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        let jonas = try await harness.api().signUp(name: "Jonas Berg", email: "jonas@example.com")
        let signedUp = try #require(marta.session)
        let taken = try await harness.api().call(.post, "/api/accounts", json: SignUpRequest(name: "Other", email: "MARTA@example.com", password: APIClient.password))
        #expect(taken.status == .conflict)

        #expect(try marta.expect(.ok, from: try await marta.call(.get, "/api/account")) as AccountInfo == signedUp.account)
        let jonasAccount: AccountInfo = try jonas.expect(.ok, from: try await jonas.call(.get, "/api/account"))
        #expect(jonasAccount.name == "Jonas Berg" && jonasAccount.id != signedUp.account.id)

        let signedIn = try #require(try await harness.api().signIn(email: " Marta@Example.com").session)
        #expect(signedIn.account.id == signedUp.account.id && signedIn.token != signedUp.token && signedIn.session != signedUp.session)
        #expect(try await harness.api().call(.get, "/api/account").status == .unauthorized, "no token, no account")
    }

    @Test(arguments: Engine.allCases) func anUnknownEmailAndAWrongPasswordAreRefusedAlikeByTheAPIAndThePage(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        _ = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        let wrong = try await harness.api().call(.post, "/api/sessions", json: SignInRequest(email: "marta@example.com", password: "wrong horse battery"))
        let unknown = try await harness.api().call(.post, "/api/sessions", json: SignInRequest(email: "nobody@example.com", password: APIClient.password))
        for refused in [wrong, unknown] {
            #expect(refused.status == .unauthorized)
            #expect(refused.headers[.wwwAuthenticate] == "Bearer")
        }
        #expect(wrong.text == unknown.text, "the same words for both")

        try await harness.browse { browser in
            let wrongPage = try await browser.signIn(email: "marta@example.com", password: "wrong horse battery")
            let unknownPage = try await browser.signIn(email: "nobody@example.com")
            #expect(wrongPage.status == .unauthorized && unknownPage.status == .unauthorized)
            #expect(wrongPage.text(of: "p", after: "<h1") == unknownPage.text(of: "p", after: "<h1"))
            #expect(wrongPage.html.contains(#"value="marta@example.com""#), "the form keeps the email")
            #expect(!wrongPage.html.contains("wrong horse battery"), "never the password")
            #expect(await browser.cookie == nil, "no session")
        }
    }

    @Test(arguments: Engine.allCases) func repeatedFailuresWaitWithRetryAfterWhileOtherSailorsSignIn(_ engine: Engine) async throws {
        var throttle = SignInThrottle()
        throttle.limit = 3
        let harness = try await WebHarness(engine, throttle: throttle)
        _ = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        _ = try await harness.api().signUp(name: "Jonas Berg", email: "jonas@example.com")
        for _ in 0..<3 {
            let refused = try await harness.api().call(.post, "/api/sessions", json: SignInRequest(email: "marta@example.com", password: "a guess, wrong"))
            #expect(refused.status == .unauthorized)
        }
        // Now even the right password waits, by the API and by the page.
        let waiting = try await harness.api().call(.post, "/api/sessions", json: SignInRequest(email: "marta@example.com", password: APIClient.password))
        #expect(waiting.status == .tooManyRequests)
        let seconds = try #require(waiting.headers[.retryAfter].flatMap(Int.init))
        #expect((1...Int(throttle.firstWait)).contains(seconds))
        #expect(try waiting.json(APIError.self).error.contains("Wait \(seconds) seconds"))
        try await harness.browse { browser in
            let page = try await browser.signIn(email: "marta@example.com")
            #expect(page.status == .tooManyRequests)
            #expect(page.html.contains("Too many sign-ins were refused"))
        }
        // Another sailor, from the same address, is not held up.
        _ = try await harness.api().signIn(email: "jonas@example.com")
    }

    @Test(arguments: Engine.allCases) func signingOutEndsOneSessionAndSigningOutEverywhereEndsEveryDeviceAndBrowser(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let phone = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        let laptop = try await harness.api().signIn(email: "marta@example.com")
        let jonas = try await harness.api().signUp(name: "Jonas Berg", email: "jonas@example.com")
        try await harness.browse { browser in
            try await browser.signIn(email: "marta@example.com")
            #expect(try await browser.open("/app").status == .ok)

            #expect(try await phone.call(.delete, "/api/sessions/current").status == .noContent)
            #expect(try await phone.call(.get, "/api/account").status == .unauthorized, "the phone signed out")
            #expect(try await laptop.call(.get, "/api/account").status == .ok, "the laptop did not")
            #expect(try await browser.open("/app").status == .ok, "nor the browser")

            #expect(try await laptop.call(.delete, "/api/sessions").status == .noContent)
            #expect(try await laptop.call(.get, "/api/account").status == .unauthorized)
            let ended = try await browser.get("/app")
            #expect(ended.status == .forbidden && ended.html.contains("This session has ended"))
            #expect(ended.html.contains(#"<a href="/signin">Sign in</a>"#), "a sailor signs in again")
            #expect(try await jonas.call(.get, "/api/account").status == .ok, "another sailor's sessions go on")
        }
    }

    @Test(arguments: Engine.allCases) func aNewPasswordEndsEveryOtherSessionAndTheOldOneSignsInNoMore(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let phone = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        let laptop = try await harness.api().signIn(email: "marta@example.com")
        let newPassword = "a new password for the boat"
        try await harness.browse { browser in
            try await browser.signIn(email: "marta@example.com")
            let wrongCurrent = try await phone.call(.put, "/api/account/password", json: PasswordChange(currentPassword: "not it at all", newPassword: newPassword))
            #expect(wrongCurrent.status == .unauthorized)
            let tooShort = try await phone.call(.put, "/api/account/password", json: PasswordChange(currentPassword: APIClient.password, newPassword: "short"))
            #expect(tooShort.status == .badRequest)
            #expect(try await laptop.call(.get, "/api/account").status == .ok, "refused changes end nothing")

            let changed = try await phone.call(.put, "/api/account/password", json: PasswordChange(currentPassword: APIClient.password, newPassword: newPassword))
            #expect(changed.status == .noContent)
            #expect(try await phone.call(.get, "/api/account").status == .ok, "the session that changed it goes on")
            #expect(try await laptop.call(.get, "/api/account").status == .unauthorized)
            #expect(try await browser.get("/app").status == .forbidden)
        }
        let old = try await harness.api().call(.post, "/api/sessions", json: SignInRequest(email: "marta@example.com", password: APIClient.password))
        #expect(old.status == .unauthorized)
        _ = try await harness.api().signIn(email: "marta@example.com", password: newPassword)
    }

    /// Marta publishes from her device and deletes her account: her items, her profile and her
    /// sessions are gone from every public page of the build and every answer of the API, while
    /// the copy Jonas forked from her public checklist stays his.
    @Test(arguments: Engine.allCases) func aDeletedAccountsDataIsGoneFromEveryPublicPageAndEveryAPIAnswer(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let marta = try await Device()
        let martaID = try await marta.signUp(to: try await harness.listen(), as: "Marta Ferrer")
        let published = try await marta.makeChecklist("Lagoon Crossing", visibility: "public")
        let unlisted = try await marta.makeChecklist("Reef Pass Notes", visibility: "unlisted")
        try await marta.syncNow()
        let jonas = try await harness.api().signUp(name: "Jonas Berg", email: "jonas@example.com")
        let jonasBrowser = Browser(client: InProcessClient(harness.server.application))
        try await jonasBrowser.signIn(email: "jonas@example.com")

        let page = "/content/checklist/\(published.uuidString.lowercased())"
        #expect(try await harness.get(page).text.contains("Lagoon Crossing"), "public before")
        #expect(try await jonas.call(.get, "/api/items/\(published.uuidString.lowercased())").status == .ok)
        let shown = try await jonasBrowser.open("/app\(page)")
        _ = try await jonasBrowser.tap("Fork", on: shown)

        let signedInAsMarta = try await marta.api(over: InProcessClient(harness.server.application))
        #expect(try await signedInAsMarta.call(.delete, "/api/account", json: AccountDeletion(password: "not her password")).status == .unauthorized)
        #expect(try await harness.get(page).status == .ok, "a refused deletion deletes nothing")
        #expect(try await signedInAsMarta.call(.delete, "/api/account", json: AccountDeletion(password: APIClient.password)).status == .noContent)

        // Every public page of every public route, with each of her ids and words of her titles.
        let ids = [martaID, published, unlisted]
        for path in try harness.publicPaths(ids: ids, words: ["lagoon", "reef", "marta"]) {
            let answer = try await harness.get(path)
            #expect(answer.status == .ok || answer.status == .notFound, "\(path): \(answer.status)")
            for trace in ["Marta Ferrer", "Lagoon Crossing", "Reef Pass Notes"] where answer.text.contains(trace) {
                Issue.record("\(path) still shows “\(trace)”")
            }
        }
        for id in ids { #expect(try await harness.get("/user/\(id.uuidString.lowercased())").status == .notFound) }

        // Every answer of the API to another sailor: nothing of hers, and his fork stays his.
        for id in ids { #expect(try await jonas.call(.get, "/api/items/\(id.uuidString.lowercased())").status == .notFound) }
        let pulled = try await jonas.pullAll()
        let discovered: PullBatch = try jonas.expect(.ok, from: await jonas.call(.get, "/api/sync/discover?limit=200"))
        for change in pulled.changes + discovered.changes {
            #expect(!ids.contains { change.key.values.contains(SyncValue($0)) }, "\(change.table) \(change.key) is hers")
            for (column, value) in change.row ?? [:] where value == SyncValue(martaID) { Issue.record("\(change.table).\(column) names her") }
        }
        let fork = pulled.changes.first { $0.table == "content" && $0.row?["forkedFromID"] == SyncValue(published) }
        #expect(fork?.row?["authorID"] == SyncValue(try jonas.account.id), "what he forked from her stays his")

        // Her sessions ended, and her email signs in to nothing.
        #expect(try await signedInAsMarta.call(.get, "/api/account").status == .unauthorized)
        let again = try await harness.api().call(.post, "/api/sessions", json: SignInRequest(email: Device.email(of: "Marta Ferrer"), password: APIClient.password))
        #expect(again.status == .unauthorized)
    }

    @Test func theSignUpAndSignInPagesKeepWhatWasTypedButThePasswordAndRefuseAnotherSite() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let form = try await browser.get("/signup")
            #expect(form.status == .ok)
            for field in ["name", "email", "password"] { #expect(form.html.contains(#"name="\#(field)""#), "\(field)") }

            let short = try await browser.post("/signup", [("name", "Marta Ferrer"), ("email", "marta@example.com"), ("password", "tiny")])
            #expect(short.status == .badRequest)
            #expect(short.html.contains(#"value="Marta Ferrer""#) && short.html.contains(#"value="marta@example.com""#))
            #expect(!short.html.contains(#"value="tiny""#), "never the password")
            #expect(short.html.contains("at least \(Accounts.passwordMinimum) characters"))

            let signedUp = try await browser.post("/signup", [("name", "Marta Ferrer"), ("email", "marta@example.com"), ("password", APIClient.password)])
            #expect(signedUp.status == .seeOther && signedUp.location == "/app")
            #expect(try #require(signedUp.headers[.setCookie]).contains("HttpOnly"))
            #expect(try await browser.open("/app").status == .ok, "the browser is a session of the new account")
        }
        // A form posted from another site's page does nothing, and says so.
        let client = InProcessClient(harness.server.application)
        for path in ["/signup", "/signin"] {
            let body = "name=Eve&email=eve%40example.com&password=\(APIClient.password.replacingOccurrences(of: " ", with: "+"))"
            let forged = try await client.execute(
                uri: path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded", .origin: "https://elsewhere.example"],
                body: .init(string: body)
            )
            #expect(forged.status == .forbidden, "\(path)")
            #expect(forged.headers[.setCookie] == nil)
            #expect(forged.text.contains("sent from another site"))
        }
        let eve = try await harness.api().call(.post, "/api/sessions", json: SignInRequest(email: "eve@example.com", password: APIClient.password))
        #expect(eve.status == .unauthorized, "no account was made")
    }
}
