import Foundation

/// What one run of the load measured, as `Tools/web-load` reads it (one JSON object). Times
/// are in milliseconds.
struct SyncReport: Encodable {
    var name: String
    var nodes: Int
    var devices: Int
    var changesPerDevice: Int
    var batch: Int
    var push: Push
    var sync: SyncPhase
    var pullOfN: PullOfN

    /// The push phase, beside the plain insert.
    struct Push: Encodable {
        var changes: Int
        var changesPerSecond: Double
        var plainInsertPerSecond: Double
        /// The push's rate over the plain insert's: the target is ≥ 0.3.
        var ratio: Double
        var p50: Double
        var p99: Double

        init(times: [Duration], changes: Int, elapsed: Duration, plainInsert: Double) {
            self.changes = changes
            changesPerSecond = Double(changes) / elapsed.seconds
            plainInsertPerSecond = plainInsert
            ratio = changesPerSecond / plainInsert
            (p50, p99) = (times.percentile(50), times.percentile(99))
        }
    }

    /// One device's sync: its push, then its pulls until nothing more waited.
    struct Sync: Sendable {
        var push: Duration
        var pulls: [Duration]
        var changes: Int
        var bytes: Int
    }

    /// The sync phase.
    struct SyncPhase: Encodable {
        var syncs: Int
        var syncsPerSecond: Double
        /// A whole sync, push and pulls: the target is a p99 ≤ 100 ms.
        var p50: Double
        var p99: Double
        var pushP99: Double
        var pullP99: Double
        var pulledChanges: Int
        var bytesPerChange: Double

        init(_ syncs: [Sync], elapsed: Duration) {
            self.syncs = syncs.count
            syncsPerSecond = Double(syncs.count) / elapsed.seconds
            let whole = syncs.map { $0.pulls.reduce($0.push, +) }
            (p50, p99) = (whole.percentile(50), whole.percentile(99))
            pushP99 = syncs.map(\.push).percentile(99)
            pullP99 = syncs.flatMap(\.pulls).percentile(99)
            pulledChanges = syncs.reduce(0) { $0 + $1.changes }
            bytesPerChange = Double(syncs.reduce(0) { $0 + $1.bytes }) / Double(max(1, pulledChanges))
        }
    }

    /// A pull of the same n changes with a short log and with a long one.
    struct PullOfN: Encodable {
        struct Probe: Encodable {
            var changes: Int
            /// Where the log ended.
            var log: Int64
            var median: Double

            init(changes: Int, log: Int64, median: Duration) {
                (self.changes, self.log, self.median) = (changes, log, median.milliseconds)
            }
        }

        var early: Probe
        var late: Probe
        /// The long log's pull over the short one's: near 1 when a pull costs O(n).
        var ratio: Double

        init(early: Probe, late: Probe) {
            (self.early, self.late, ratio) = (early, late, late.median / early.median)
        }
    }
}

extension [Duration] {
    /// The `percent`th percentile, in milliseconds: the smallest time at least that share of
    /// them are within.
    func percentile(_ percent: Double) -> Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        return sorted[Swift.max(0, Int((Double(count) * percent / 100).rounded(.up)) - 1)].milliseconds
    }
}
