import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Many browsers at once: every request that reads the app's data gets its answer (they once
/// hung, every database reader held while the threads waited for one).
@MainActor
@Suite struct ConcurrentRequestTests {
    @Test(.timeLimit(.minutes(1)))
    func manyPublicPagesAtOnceAllAnswer() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Pre-Departure Safety")
        try await harness.server.application.test(.router) { client in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<96 {
                    group.addTask {
                        let uri = index.isMultiple(of: 2) ? "/content/checklist/\(id.uuidString.lowercased())" : "/search?q=anchor"
                        return try await client.execute(uri: uri, method: .get).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.count == 96)
            #expect(statuses.allSatisfy { $0 == .ok })
        }
    }
}
