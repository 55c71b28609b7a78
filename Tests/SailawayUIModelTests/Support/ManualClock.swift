import Foundation
import SailawayUIModel
import Synchronization

/// A clock the test moves by hand: a model's wait ends when the clock passes its deadline, and
/// not before, so the placeholder's timing and a message's time on screen are exact.
final class ManualClock: Sendable {
    private struct State {
        var now: ContinuousClock.Instant
        var sleepers: [Int: (deadline: ContinuousClock.Instant, wake: CheckedContinuation<Void, any Error>)] = [:]
        var nextSleeper = 0
    }

    /// The instant the clock started at: 0 ms.
    let start = ContinuousClock.now
    private let state: Mutex<State>

    init() {
        state = Mutex(State(now: start))
    }

    /// The clock as the models read it; its date is noon UTC on 2 November 2026.
    var clock: ModelClock {
        ModelClock(
            now: { self.now },
            sleep: { deadline in try await self.sleep(until: deadline) },
            date: { Date(timeIntervalSince1970: 1_793_620_800) }
        )
    }

    /// The instant now.
    var now: ContinuousClock.Instant {
        state.withLock { $0.now }
    }

    /// The instant `milliseconds` after the start.
    func at(_ milliseconds: Int) -> ContinuousClock.Instant {
        start + .milliseconds(milliseconds)
    }

    /// How many waits have not ended.
    var waiting: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Moves the clock to `milliseconds` after the start, ending every wait due by then.
    func advance(to milliseconds: Int) {
        let due = state.withLock { state in
            state.now = max(state.now, at(milliseconds))
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.wake)
        }
        for wake in due { wake.resume() }
    }

    private func sleep(until deadline: ContinuousClock.Instant) async throws {
        let id = state.withLock { state in
            defer { state.nextSleeper += 1 }
            return state.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let result: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = (deadline, wake)
                    return nil
                }
                if let result { wake.resume(with: result) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.wake.resume(throwing: CancellationError())
        }
    }
}

/// Waits until `condition` holds, looking again every few milliseconds, up to `looks` times;
/// whether it came to hold. For what another task does: a screen loaded again after a commit.
///
/// The budget is counted in looks, not in seconds: with the whole suite running, the models'
/// tasks and this one wait their turns on the main actor alike, and a budget in seconds ran out
/// while both were waiting (a CI run failed so, 180 s into the suite). Counted in looks, it
/// stretches with the load; unloaded, 4,000 looks still end after about 20 s.
@MainActor
func eventually(looks: Int = 4_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<looks {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}
