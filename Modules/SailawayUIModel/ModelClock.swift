import Foundation

/// The time as the models read it: the instant now, a wait until an instant, and the wall
/// clock's date for a form's date fields.
///
/// The app runs on the system's clocks (``system``); tests move a clock of their own by hand,
/// so the placeholder's timing and a message's time on screen are exact.
public struct ModelClock: Sendable {
    /// The instant now.
    public var now: @Sendable () -> ContinuousClock.Instant
    /// Returns at `deadline`, or throws when the task waiting is cancelled first.
    public var sleep: @Sendable (_ deadline: ContinuousClock.Instant) async throws -> Void
    /// The date now, for what a person reads as a day (a date field's first value).
    public var date: @Sendable () -> Date

    /// A clock of `now`, `sleep` and `date`.
    public init(
        now: @escaping @Sendable () -> ContinuousClock.Instant,
        sleep: @escaping @Sendable (_ deadline: ContinuousClock.Instant) async throws -> Void,
        date: @escaping @Sendable () -> Date
    ) {
        self.now = now
        self.sleep = sleep
        self.date = date
    }

    /// The system's clocks.
    public static let system = ModelClock(
        now: { ContinuousClock.now },
        sleep: { deadline in try await Task.sleep(until: deadline, clock: .continuous) },
        date: { Date() }
    )
}
