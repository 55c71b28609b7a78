import FeatureRegistry
import Foundation
import GRDB
import ProcessTesting
import SailawayDatabase
import Synchronization
import Testing

/// Preparing a new database — the schema and the sample content — reports each step, so the
/// terminal can draw a progress bar; a database already prepared reports nothing.
@Suite struct PreparationProgressTests {
    /// The steps reported, in order.
    final class Steps: Sendable {
        let all = Mutex<[WorkProgress.Step]>([])
        var progress: WorkProgress { WorkProgress { step in self.all.withLock { $0.append(step) } } }
    }

    @Test func aNewDatabaseReportsEveryMigrationInTurn() throws {
        let steps = Steps()

        _ = try SailawayDatabase(DatabaseQueue(), progress: steps.progress)

        let reported = steps.all.withLock { $0 }
        let count = SailawayDatabase.migrationNames().count
        #expect(reported.map(\.completed) == Array(1...count))
        #expect(reported.allSatisfy { $0.total == count && $0.task == "Preparing your data" })
    }

    @Test func aDatabaseAlreadyPreparedReportsNothing() throws {
        let directory = TestCleanup.path("progress")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try SailawayDatabase.open(in: directory)
        let steps = Steps()

        _ = try SailawayDatabase.open(in: directory, progress: steps.progress)

        #expect(steps.all.withLock { $0 }.isEmpty)
    }
}
