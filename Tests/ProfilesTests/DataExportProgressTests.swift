@testable import Profiles
import FeatureRegistry
import Foundation
import ProcessTesting
import SailawayDatabase
import Synchronization
import Testing

/// Exporting reports each part it writes — the shared tables, then each feature's part — so a
/// large export shows a progress bar.
@Suite struct DataExportProgressTests {
    @Test func eachPartIsAStepAndTheLastCompletesTheWork() async throws {
        let steps = Mutex<[WorkProgress.Step]>([])
        let directory = TestCleanup.path("export")
        defer { try? FileManager.default.removeItem(at: directory) }
        let parts = [ExportPart("logbooks") { _, _ in .list([]) }, ExportPart("tides") { _, _ in .null }]
        let export = DataExport(
            database: try SailawayDatabase.inMemory(), account: SampleContent.currentUser, parts: parts, dataDirectory: directory, now: { Date() },
            progress: WorkProgress { step in steps.withLock { $0.append(step) } }
        )

        _ = try await export.write()

        let reported = steps.withLock { $0 }
        // The user, content, ratings, reports and drafts, then the two features' parts.
        #expect(reported.map(\.completed) == Array(1...7))
        #expect(reported.allSatisfy { $0.total == 7 && $0.task == "Exporting your data" })
    }
}
