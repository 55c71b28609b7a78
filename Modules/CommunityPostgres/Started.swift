import Synchronization

/// Opens once the database's `run()` has started, letting through what waited for it: a lease
/// asked of a pool that does not run yet would wait all the same, with a warning in the log.
final class Started: Sendable {
    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Lets through everything that waits, and everything that comes later.
    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach { $0.resume() }
    }

    /// Returns once it is open.
    func wait() async {
        if state.withLock({ $0.isOpen }) { return }
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }
}
