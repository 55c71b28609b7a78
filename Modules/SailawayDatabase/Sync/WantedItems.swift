import Foundation
import GRDB

/// Items a device was asked to open that it does not have yet — a link from an email, a
/// follow's new checklist — by id: kept until they arrive (also across a relaunch), or until the
/// server says there is nothing there for this sailor.
public enum WantedItems {
    /// Where an item asked for stands.
    public enum State: Hashable, Sendable {
        /// Asked for, not here yet.
        case waiting(since: Date)
        /// The server has nothing at this id that this sailor may read.
        case missing
    }

    /// Asks for item `id`, unless it was asked for already.
    public static func ask(_ id: UUID, at date: Date, in db: Database) throws {
        try db.execute(sql: "INSERT INTO syncWanted (id, askedAt) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", arguments: [id, date])
    }

    /// Where item `id` stands, if it was asked for.
    public static func state(of id: UUID, in db: Database) throws -> State? {
        try Row.fetchOne(db, sql: "SELECT askedAt, isMissing FROM syncWanted WHERE id = ?", arguments: [id]).map { row in
            row["isMissing"] ? .missing : .waiting(since: row["askedAt"])
        }
    }

    /// The items waiting to be fetched, oldest first.
    public static func waiting(in db: Database) throws -> [UUID] {
        try UUID.fetchAll(db, sql: "SELECT id FROM syncWanted WHERE NOT isMissing ORDER BY askedAt")
    }

    /// How many items wait.
    public static func count(in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM syncWanted WHERE NOT isMissing") ?? 0
    }

    /// Notes that the server has nothing at `id` for this sailor.
    public static func markMissing(_ id: UUID, in db: Database) throws {
        try db.execute(sql: "UPDATE syncWanted SET isMissing = 1 WHERE id = ?", arguments: [id])
    }

    /// Forgets item `id`: it arrived.
    public static func forget(_ id: UUID, in db: Database) throws {
        try db.execute(sql: "DELETE FROM syncWanted WHERE id = ?", arguments: [id])
    }

    /// Forgets every item asked for: the device signed out, or in to another account.
    public static func forgetAll(in db: Database) throws {
        try db.execute(sql: "DELETE FROM syncWanted")
    }
}
