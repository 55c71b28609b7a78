import FeatureRegistry
import Foundation
@testable import Profiles
import SailawayDatabase
import Synchronization
import Testing

/// Exporting reports each piece of content and each charter it writes, so a large export shows
/// a progress bar.
@Suite struct DataExportProgressTests {
    @Test func eachContentAndCharterIsAStepAndTheLastCompletesTheWork() async throws {
        let steps = Mutex<[WorkProgress.Step]>([])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sailaway-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = DataExport(
            database: try SailawayDatabase.inMemory(), dataDirectory: directory, now: { Date() },
            progress: WorkProgress { step in steps.withLock { $0.append(step) } }
        )

        _ = try await export.write()

        let reported = steps.withLock { $0 }
        // The sample user's six pieces of content and two charters.
        #expect(reported.map(\.completed) == Array(1...8))
        #expect(reported.allSatisfy { $0.total == 8 && $0.task == "Exporting your data" })
    }
}
