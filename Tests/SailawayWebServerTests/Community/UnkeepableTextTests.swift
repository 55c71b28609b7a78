import CommunityProtocol
import Foundation
import PostgresTesting
import SailawayDatabase
import Testing

/// Text the community's database cannot keep as it is — PostgreSQL keeps no NUL character in
/// text, and indexes no key of many kilobytes — is refused as a request that is not right (or
/// read as what it cannot be), never answered with a 500; and text a sailor typed reaches
/// whoever must be told of it whatever it holds. On each engine: they answer alike.
@MainActor
@Suite struct UnkeepableTextTests {
    /// 12,000 letters no compression shortens.
    static let long: String = {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return String((0..<12_000).map { _ in letters.randomElement(using: &generator)! })
    }()

    @Test(arguments: Engine.allCases) func accountsRefuseTextNoAccountCanHave(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        for body in [
            SignUpRequest(name: "Nul\u{0}Name", email: "nul@example.com", password: APIClient.password),
            SignUpRequest(name: "Marta", email: "nul\u{0}@example.com", password: APIClient.password),
            SignUpRequest(name: "Marta", email: "marta@example.com", password: "correct\u{0}horse battery"),
        ] {
            #expect(try await harness.api().call(.post, "/api/accounts", json: body).status == .badRequest, "\(body)")
        }
        for email in ["nul\u{0}@example.com", Self.long + "@example.com", Self.long + "@example.com"] {
            let refused = try await harness.api().call(.post, "/api/sessions", json: SignInRequest(email: email, password: APIClient.password))
            #expect(refused.status == .unauthorized, "an email no account can have is no account's")
        }
    }

    @Test(arguments: Engine.allCases) func aPushOfTextTheCommunityCannotKeepIsRefused(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let marta = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        let key: SyncFields = ["id": SyncValue(UUID())]
        for (id, table) in [("a\u{0}b", "content"), (Self.long, "content"), (UUID().uuidString, "con\u{0}tent"), (UUID().uuidString, Self.long)] {
            let change = RowChange(id: id, table: table, key: key, operation: .delete, base: nil, fields: nil)
            let answer = try await marta.call(.post, "/api/sync/push", json: PushRequest(changes: [change]))
            #expect(answer.status == .badRequest, "\(answer.status): \(answer.text.prefix(200))")
        }
        // A row whose key is many kilobytes long is refused, alone.
        let table = try #require(harness.community.authority.schema.tables.first { $0.key.count > 1 })
        var row: SyncFields = [:]
        for column in table.key { row[column] = SyncValue(UUID()) }
        let owner: String? = if case .column(let column) = table.owner { column } else { nil }
        if let owner { row[owner] = SyncValue(try marta.account.id) }
        row[try #require(table.key.first { $0 != owner })] = .text(Self.long)
        let outcome = try await marta.push([RowChange(id: UUID().uuidString, table: table.name, key: table.key(of: row), operation: .upsert, base: nil, fields: row)])
        #expect(outcome.first?.outcome == .refused, "\(outcome)")
    }

    /// Her phone titles a checklist with a NUL in it; her laptop, which had not seen that, titles
    /// it again: the phone is told what it had typed, NUL and all.
    @Test(arguments: Engine.allCases) func aReplacedEditIsToldWhateverItHeld(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let phone = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        let laptop = try await harness.api().signIn(email: "marta@example.com")
        let id = UUID()
        let first = SyncFields.checklist(id, by: try phone.account.id, title: "Harbour")
        var typed = first
        typed["title"] = .text("Harbour\u{0}Log")
        var other = first
        other["title"] = .text("Harbour Notes")
        for (device, change) in [
            (phone, RowChange(id: UUID().uuidString, table: "content", key: ["id": SyncValue(id)], operation: .upsert, base: nil, fields: first)),
            (phone, RowChange(id: UUID().uuidString, table: "content", key: ["id": SyncValue(id)], operation: .upsert, base: first, fields: typed)),
            (laptop, RowChange(id: UUID().uuidString, table: "content", key: ["id": SyncValue(id)], operation: .upsert, base: first, fields: other)),
        ] {
            #expect(try await device.push([change]).first?.outcome == .applied)
        }
        let told = try await phone.pullAll().notices.map(\.text)
        #expect(told.contains { $0.contains("Harbour") && $0.contains("Log") }, "\(told)")
    }
}
