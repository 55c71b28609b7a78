import Community
import CommunityProtocol
import SailawayDatabase
import Foundation
import PostgresTesting
import Testing

/// Sailors sign up once and sign in on each device; a refused sign-in tells nothing, and
/// guessing is slowed down. On each engine.
@Suite struct AccountsTests {
    @Test(arguments: Engine.allCases) func aSailorSignsUpAndSignsInOnAnotherDevice(_ engine: Engine) async throws {
        let harness = try await CommunityHarness(engine)
        let phone = try await harness.accounts.signUp(name: " Marta Ferrer ", email: "Marta@Example.com", password: "correct horse", as: .device)
        #expect(phone.account.name == "Marta Ferrer")
        #expect(phone.account.email == "marta@example.com")

        let laptop = try await harness.accounts.signIn(email: "MARTA@example.com ", password: "correct horse", from: "10.0.0.2", as: .device)
        #expect(laptop.account.id == phone.account.id)
        #expect(laptop.token != phone.token)
        #expect(try await harness.accounts.session(laptop.token)?.account == phone.account.id)
        // The profile is every replica's: the account's first row.
        let batch = try await harness.pull(laptop, after: 0)
        #expect(batch.rows("user")[phone.account.id]?["name"] == .text("Marta Ferrer"))
    }

    @Test(arguments: Engine.allCases) func anEmailSignsUpOnce(_ engine: Engine) async throws {
        let harness = try await CommunityHarness(engine)
        _ = try await harness.sailor("Marta")
        await #expect(throws: AccountError.emailTaken) {
            _ = try await harness.accounts.signUp(name: "Other", email: "marta@example.com", password: "another one", as: .device)
        }
    }

    @Test(arguments: Engine.allCases, [
        (name: "", email: "marta@example.com", password: "correct horse", field: "name"),
        (name: "Marta", email: "marta.example.com", password: "correct horse", field: "email"),
        (name: "Marta", email: "marta@example.com", password: "short", field: "password"),
        (name: String(repeating: "M", count: 61), email: "marta@example.com", password: "correct horse", field: "name"),
    ])
    func badInputSaysWhichFieldAndWhy(_ engine: Engine, input: (name: String, email: String, password: String, field: String)) async throws {
        let harness = try await CommunityHarness(engine)
        do {
            _ = try await harness.accounts.signUp(name: input.name, email: input.email, password: input.password, as: .device)
            Issue.record("accepted")
        } catch let error as AccountError {
            guard case .invalid(let refused, _) = error else { Issue.record("\(error)"); return }
            #expect(refused == input.field)
            #expect(error.status == 400)
        }
    }

    @Test(arguments: Engine.allCases) func anUnknownEmailAndAWrongPasswordAreRefusedAlike(_ engine: Engine) async throws {
        let harness = try await CommunityHarness(engine)
        _ = try await harness.sailor("Marta")
        let unknown = await #expect(throws: AccountError.self) {
            _ = try await harness.accounts.signIn(email: "nobody@example.com", password: "correct horse", from: "10.0.0.2", as: .device)
        }
        let wrong = await #expect(throws: AccountError.self) {
            _ = try await harness.accounts.signIn(email: "marta@example.com", password: "wrong horse", from: "10.0.0.2", as: .device)
        }
        #expect(unknown == .refused && wrong == .refused)
        #expect(unknown?.description == wrong?.description)
    }

    @Test(arguments: Engine.allCases) func repeatedFailuresWaitPerAccountAndPerAddress(_ engine: Engine) async throws {
        var throttle = SignInThrottle()
        throttle.limit = 3
        throttle.addressLimit = 5
        let harness = try await CommunityHarness(engine, throttle: throttle)
        _ = try await harness.sailor("Marta")
        _ = try await harness.sailor("Jonas")
        for _ in 0..<3 {
            await #expect(throws: AccountError.refused) {
                _ = try await harness.accounts.signIn(email: "marta@example.com", password: "guess", from: "10.0.0.9", as: .device)
            }
        }
        // The account waits, even with the right password, from anywhere.
        do {
            _ = try await harness.accounts.signIn(email: "marta@example.com", password: "correct horse", from: "10.0.0.7", as: .device)
            Issue.record("signed in while throttled")
        } catch AccountError.throttled(let seconds) {
            #expect((1...60).contains(seconds))
        }
        // Another account from another address signs in.
        _ = try await harness.accounts.signIn(email: "jonas@example.com", password: "correct horse", from: "10.0.0.7", as: .device)
        // The guessing address waits for every account once it passes its own limit.
        for _ in 0..<2 {
            _ = try? await harness.accounts.signIn(email: "jonas@example.com", password: "guess", from: "10.0.0.9", as: .device)
        }
        await #expect(throws: AccountError.self) {
            _ = try await harness.accounts.signIn(email: "jonas@example.com", password: "correct horse", from: "10.0.0.9", as: .device)
        }
    }

    @Test(arguments: Engine.allCases) func signingOutEndsOneSessionAndEverywhereEndsAll(_ engine: Engine) async throws {
        let harness = try await CommunityHarness(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        let tablet = try await harness.otherDevice(of: phone)

        try await harness.accounts.signOut(phone.token)
        #expect(try await harness.accounts.session(phone.token) == nil)
        #expect(try await harness.accounts.session(laptop.token) != nil)

        try await harness.accounts.signOutEverywhere(laptop.account.id)
        #expect(try await harness.accounts.session(laptop.token) == nil)
        #expect(try await harness.accounts.session(tablet.token) == nil)
    }

    @Test(arguments: Engine.allCases) func aNewPasswordEndsTheOtherSessions(_ engine: Engine) async throws {
        let harness = try await CommunityHarness(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        await #expect(throws: AccountError.refused) {
            try await harness.accounts.changePassword(of: phone.account.id, current: "wrong", new: "battery staple", keeping: phone.session)
        }
        try await harness.accounts.changePassword(of: phone.account.id, current: "correct horse", new: "battery staple", keeping: phone.session)
        #expect(try await harness.accounts.session(phone.token) != nil)
        #expect(try await harness.accounts.session(laptop.token) == nil)
        _ = try await harness.accounts.signIn(email: "marta@example.com", password: "battery staple", from: "10.0.0.2", as: .device)
    }

    @Test(arguments: Engine.allCases) func aDeletedAccountTakesItsRowsAndSessionsButNotOthersForks(_ engine: Engine) async throws {
        let harness = try await CommunityHarness(engine)
        let marta = try await harness.sailor("Marta")
        let jonas = try await harness.sailor("Jonas")
        let log = UUID()
        try await harness.push([CommunityHarness.new("content", CommunityHarness.contentRow(log, by: marta.account.id, title: "Ionian log", visibility: "public"))], from: marta)
        let fork = UUID()
        var forked = CommunityHarness.contentRow(fork, by: jonas.account.id, title: "Ionian log")
        forked["forkedFromID"] = SyncValue(log)
        try await harness.push([CommunityHarness.new("content", forked)], from: jonas)
        let cursor = try await harness.pull(jonas, after: 0).cursor

        await #expect(throws: AccountError.refused) { try await harness.accounts.deleteAccount(marta.account.id, password: "nope") }
        try await harness.accounts.deleteAccount(marta.account.id, password: "correct horse")

        #expect(try await harness.accounts.session(marta.token) == nil)
        #expect(try await harness.accounts.account(marta.account.id) == nil)
        await #expect(throws: AccountError.refused) {
            _ = try await harness.accounts.signIn(email: "marta@example.com", password: "correct horse", from: "10.0.0.2", as: .device)
        }
        #expect(try await harness.authority.fetch(log, for: try await harness.session(jonas), in: harness.community.database) == nil)
        let after = try await harness.pull(jonas, after: cursor)
        #expect(after.rows("content").isEmpty)
        #expect(try await harness.authority.fetch(fork, for: try await harness.session(jonas), in: harness.community.database) != nil, "Jonas's fork stays his")
    }
}
