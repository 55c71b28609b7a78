import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// Many browsers at once: every request that reads the app's data gets its answer (they once
/// hung, every database reader held while the threads waited for one).
@MainActor
@Suite struct ConcurrentRequestTests {
    // A hang never ends; the limit is generous, since the whole suite shares two cores with it.
    @Test(.timeLimit(.minutes(3)))
    func manyPublicPagesAtOnceAllAnswer() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Pre-Departure Safety")
        let client = InProcessClient(harness.server.application)
        let statuses = try await Self.statuses(of: client, requests: 96) { index in
            index.isMultiple(of: 2) ? "/content/checklist/\(id.uuidString.lowercased())" : "/search?q=anchor"
        }
        #expect(statuses.count == 96)
        #expect(statuses.allSatisfy { $0 == .ok })
    }

    /// The statuses of `requests` GETs of `uri(index)`, all sent at once.
    nonisolated private static func statuses(
        of client: InProcessClient, requests: Int, uri: @escaping @Sendable (Int) -> String
    ) async throws -> [HTTPResponse.Status] {
        try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
            for index in 0..<requests {
                group.addTask { try await client.execute(uri: uri(index), method: .get).status }
            }
            var statuses: [HTTPResponse.Status] = []
            for try await status in group { statuses.append(status) }
            return statuses
        }
    }
}
