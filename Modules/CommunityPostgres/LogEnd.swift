import Community
import SailawayDatabase
import Synchronization

/// The last place of the log this node has heard of, and the followers told each time it moves
/// on: from this node's own commits, from every node's notifications, and from the listener's
/// look at the log after it (re)connects or while it waits.
///
/// Each commit tells where the log ends after it, so hearing one twice, or a transaction that
/// grew nothing, tells nobody anything.
final class LogEnd: Sendable {
    private let last = Mutex<Int64>(0)
    private let growth = Signal()

    /// The signals from now on.
    func followers() -> AsyncStream<Void> {
        growth.stream()
    }

    /// The log ends at `seq`: followers hear of it when that is further than before.
    func heard(_ seq: Int64) {
        let grew = last.withLock { last in
            guard seq > last else { return false }
            last = seq
            return true
        }
        if grew { growth.fire() }
    }

    /// A notification's payload: the log's last place when its transaction committed.
    func heard(payload: String) {
        if let seq = Int64(payload) { heard(seq) }
    }
}
