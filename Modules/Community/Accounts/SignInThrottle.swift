import Foundation

/// Slows down guessing: after `limit` refused sign-ins of one account within a window, or
/// `addressLimit` from one address, the next ones wait — a minute, then twice as long each time,
/// at most a quarter of an hour. Kept in the community's database, so every node counts alike.
public struct SignInThrottle: Sendable {
    /// Refusals of one account before it waits.
    public var limit = 5
    /// Refusals from one address before it waits.
    public var addressLimit = 20
    /// How long refusals are counted.
    public var window: TimeInterval = 15 * 60
    /// The first wait.
    public var firstWait: TimeInterval = 60
    /// The longest wait.
    public var longestWait: TimeInterval = 15 * 60

    /// The default throttle.
    public init() {}

    /// How many seconds `keys` (one or two) must still wait at `date`, if any.
    func wait(for keys: [String], at date: Date, in database: any CommunityDatabase) async throws -> Int? {
        let rows = try await database.read { connection in
            // One key or two in the statement's two places (one key, twice).
            try await connection.query("SELECT lockedUntil FROM signInFailure WHERE key IN (?, ?)", [keys[0], keys[keys.count - 1]].map(SQLValue.text))
        }
        let until = rows.compactMap { $0["lockedUntil"]?.date }.max()
        guard let until, until > date else { return nil }
        return Int(until.timeIntervalSince(date).rounded(.up))
    }

    /// Counts a refusal for each of `keys`, locking a key that reached its limit.
    func refused(_ keys: [String], at date: Date, in database: any CommunityDatabase) async throws {
        let throttle = self
        try await database.write { connection in
            for key in keys {
                let row = try await connection.first("SELECT failures, windowStart FROM signInFailure WHERE key = ?", [.text(key)])
                let start = row?["windowStart"]?.date ?? date
                let fresh = date.timeIntervalSince(start) > throttle.window
                let failures = (fresh ? 0 : row?["failures"]?.integer ?? 0) + 1
                let limit = key.hasPrefix("address:") ? throttle.addressLimit : throttle.limit
                let over = failures - Int64(limit)
                let wait = over < 0 ? 0 : min(throttle.longestWait, throttle.firstWait * pow(2, Double(min(over, 10))))
                try await connection.execute(
                    """
                    INSERT INTO signInFailure (key, failures, windowStart, lockedUntil) VALUES (?, ?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, windowStart = excluded.windowStart, lockedUntil = excluded.lockedUntil
                    """,
                    [.text(key), .integer(failures), SQLValue(fresh ? date : start), SQLValue(date.addingTimeInterval(wait))]
                )
            }
        }
    }

    /// Forgets the refusals of `key`: the account signed in.
    func forgive(_ key: String, in database: any CommunityDatabase) async throws {
        try await database.write { connection in try await connection.execute("DELETE FROM signInFailure WHERE key = ?", [.text(key)]) }
    }
}
