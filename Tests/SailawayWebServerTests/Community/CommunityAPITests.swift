import CommunityProtocol
import Foundation
import HTTPTypes
import Testing

/// The API answers in its own JSON wherever it is reached: a method one of its paths does not
/// take is 405 with the methods it does (`Allow`), as its OpenAPI document implies.
@MainActor
@Suite struct CommunityAPITests {
    @Test func aMethodAnAPIPathDoesNotTakeIs405WithTheOnesItDoes() async throws {
        let harness = try await WebHarness()
        let client = InProcessClient(harness.server.application)
        for (path, method, allowed) in [
            ("/api/sync/push", HTTPRequest.Method.trace, "POST"), ("/api/account", .patch, "GET, DELETE"), ("/api/sessions", .get, "POST, DELETE"),
            ("/api/items/0f4f3c02-7f5e-4b7e-9d3c-2f1f2a3b4c5d", .post, "GET"), ("/api/health", HTTPRequest.Method("QUERY")!, "GET"), ("/api/health", .head, "GET"),
        ] {
            let answer = try await client.execute(uri: path, method: method)
            #expect(answer.status == .methodNotAllowed, "\(method) \(path)")
            #expect(answer.headers[.allow] == allowed, "\(method) \(path)")
            #expect(try answer.json(APIError.self).error.contains(allowed))
        }
        #expect(try await client.execute(uri: "/api/nothing-here", method: .post).status == .notFound)
    }
}
