import Foundation
import Synchronization

/// A clock the test moves by hand, so dates (due cards, saves) are exact.
///
/// ```swift
/// let clock = TestClock()
/// let app = try await AppHarness(features: [DecksFeature()], now: { clock.now() })
/// clock.advance(days: 3)
/// ```
public final class TestClock: Sendable {
    private let date: Mutex<Date>

    /// A clock at `start`: by default noon UTC on 2 November 2026.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_793_620_800)) {
        date = Mutex(start)
    }

    /// The time now.
    public func now() -> Date {
        date.withLock { $0 }
    }

    /// Moves the clock on by `days` days.
    public func advance(days: Int) {
        date.withLock { $0 += TimeInterval(days) * 86_400 }
    }
}
