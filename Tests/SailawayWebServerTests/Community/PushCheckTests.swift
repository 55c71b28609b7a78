import CommunityProtocol
import Foundation
import PostgresTesting
import SailawayDatabase
import Testing

/// A row every replica could not hold is refused at the push: a device that sends one — a bug,
/// an older build, someone at the API by hand — never stops the nodes and the other devices from
/// applying the log after it. On each engine.
@MainActor
@Suite struct PushCheckTests {
    @Test(arguments: Engine.allCases) func aRowNoReplicaCouldHoldIsRefusedAndTheLogGoesOn(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let marta = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        let author = SyncValue(try marta.account.id)
        let broken = UUID()
        // A checklist without its title, kind or dates: not a row the app's table takes.
        let half: SyncFields = ["id": SyncValue(broken), "authorID": author, "visibility": .text("public")]
        let refused = try await marta.push([RowChange(id: UUID().uuidString, table: "content", key: ["id": SyncValue(broken)], operation: .upsert, base: nil, fields: half)])
        #expect(refused.first?.outcome == .refused, "\(refused)")

        // What comes after it is applied on the node, as ever.
        let id = UUID()
        let whole = SyncFields.checklist(id, by: try marta.account.id, title: "Whole Row", visibility: "public")
        let applied = try await marta.push([RowChange(id: UUID().uuidString, table: "content", key: ["id": SyncValue(id)], operation: .upsert, base: nil, fields: whole)])
        #expect(applied.first?.outcome == .applied, "\(applied)")
        #expect(try await harness.get("/content/checklist/\(id.lowercased)").text.contains("Whole Row"))
    }

    /// A push's rows are tried together, each after the ones before it, in one rehearsal: the
    /// row no replica could hold is refused alone, the rows around it — one of them a part of
    /// the checklist before it — are applied.
    @Test(arguments: Engine.allCases) func aPushsRowsAreCheckedTogetherAndOnlyTheOneNoReplicaCouldHoldIsRefused(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let marta = try await harness.api().signUp(name: "Marta Ferrer", email: "marta@example.com")
        let (first, broken, last) = (UUID(), UUID(), UUID())
        func upsert(_ id: UUID, _ fields: SyncFields) -> RowChange {
            RowChange(id: UUID().uuidString, table: "content", key: ["id": SyncValue(id)], operation: .upsert, base: nil, fields: fields)
        }
        let outcomes = try await marta.push([
            upsert(first, .checklist(first, by: try marta.account.id, title: "Before the Broken Row", visibility: "public")),
            upsert(broken, ["id": SyncValue(broken), "authorID": SyncValue(try marta.account.id), "visibility": .text("public")]),
            upsert(last, .checklist(last, by: try marta.account.id, title: "After the Broken Row", visibility: "public")),
        ])

        #expect(outcomes.map(\.outcome) == [.applied, .refused, .applied], "\(outcomes)")
        #expect(outcomes[1].reason?.contains("NOT NULL") == true, "\(outcomes[1])")
        #expect(try await harness.get("/content/checklist/\(first.lowercased)").text.contains("Before the Broken Row"))
        #expect(try await harness.get("/content/checklist/\(last.lowercased)").text.contains("After the Broken Row"))
    }
}
