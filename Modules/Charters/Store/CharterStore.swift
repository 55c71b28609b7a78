import ChartersInterface
import Foundation
import GRDB
import SailawayDatabase

/// The owner's charters in the database: the lists, a charter's page, and every change, each
/// one transaction so that nothing is ever half-saved.
///
/// Every read and write is scoped to one account, the charters' owner: another owner's charter
/// is reported as not found.
struct CharterStore: Sendable {
    /// The most charters a list shows.
    static let listLimit = 100

    /// The database.
    let database: SailawayDatabase
    /// Whose charters they are: charters are their owner's alone.
    let owner: UUID
    /// The clock, for `createdAt`, `updatedAt` and `archivedAt`.
    let now: @Sendable () -> Date

    // MARK: - Lists

    /// Charters not archived, most recent start first, at most `limit`.
    func active(limit: Int = listLimit) async throws -> [Charter] {
        let owner = owner
        return try await database.writer.read { db in
            // Served by the index charter_byOwner (ownerID, archivedAt, startDay).
            try Charter.fetchAll(
                db,
                sql: "SELECT * FROM charter WHERE ownerID = ? AND archivedAt IS NULL ORDER BY startDay DESC, name LIMIT ?",
                arguments: [owner, limit]
            )
        }
    }

    /// Archived charters, most recent start first, at most `limit`.
    func archived(limit: Int = listLimit) async throws -> [Charter] {
        let owner = owner
        return try await database.writer.read { db in
            try Charter.fetchAll(
                db,
                sql: "SELECT * FROM charter WHERE ownerID = ? AND archivedAt IS NOT NULL ORDER BY startDay DESC, name LIMIT ?",
                arguments: [owner, limit]
            )
        }
    }

    /// Charters not archived that have not ended by `today`, soonest first, at most `limit`.
    func upcoming(from today: CharterDay, limit: Int) async throws -> [Charter] {
        let owner = owner
        return try await database.writer.read { db in
            try Charter.fetchAll(
                db,
                sql: """
                    SELECT * FROM charter
                    WHERE ownerID = ? AND archivedAt IS NULL AND endDay >= ?
                    ORDER BY startDay, name LIMIT ?
                    """,
                arguments: [owner, today, max(0, limit)]
            )
        }
    }

    // MARK: - One charter

    /// `owner`'s charter `id`, if it exists.
    static func charter(_ id: UUID, of owner: UUID, in db: Database) throws -> Charter? {
        try Charter.filter(Column("id") == id && Column("ownerID") == owner).fetchOne(db)
    }

    /// The owner's charter `id`, if it exists.
    func charter(_ id: UUID) async throws -> Charter? {
        let owner = owner
        return try await database.writer.read { db in try Self.charter(id, of: owner, in: db) }
    }

    /// The owner's charter `id` with its crew and the titles of its checklists, if it exists.
    func detail(_ id: UUID) async throws -> CharterDetail? {
        let owner = owner
        return try await database.writer.read { db in
            guard let charter = try Self.charter(id, of: owner, in: db) else { return nil }
            var checklists: [CharterChecklistRole: CharterDetail.Checklist] = [:]
            for (role, checklistID) in try Self.checklists(of: id, in: db) {
                // A checklist's title is in the shared content table, whoever keeps its items;
                // none when it was deleted since it was chosen.
                checklists[role] = CharterDetail.Checklist(id: checklistID, title: try ChecklistLibrary.title(of: checklistID, in: db))
            }
            return CharterDetail(charter: charter, crew: try Self.crew(of: id, in: db), checklists: checklists)
        }
    }

    /// The name of the owner's charter `id`, if it exists: what Charters tells other features.
    func name(of id: UUID) async throws -> String? {
        try await charter(id)?.name
    }

    /// The names of the owner's charters that run checklist `checklistID`, in order of name:
    /// what Charters tells before the checklist is deleted.
    func names(running checklistID: UUID) async throws -> [String] {
        let owner = owner
        return try await database.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT charter.name FROM charter
                    JOIN charterChecklist ON charterChecklist.charterID = charter.id
                    WHERE charter.ownerID = ? AND charterChecklist.checklistID = ?
                    ORDER BY charter.name
                    """,
                arguments: [owner, checklistID]
            )
        }
    }

    /// The crew of charter `id`, in order.
    static func crew(of id: UUID, in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM charterCrew WHERE charterID = ? ORDER BY position", arguments: [id])
    }

    /// The checklist of each role of charter `id`.
    static func checklists(of id: UUID, in db: Database) throws -> [CharterChecklistRole: UUID] {
        var checklists: [CharterChecklistRole: UUID] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT role, checklistID FROM charterChecklist WHERE charterID = ?", arguments: [id]) {
            if let role = CharterChecklistRole(rawValue: row["role"]) {
                checklists[role] = row["checklistID"]
            }
        }
        return checklists
    }

    // MARK: - Changes

    /// Deletes the owner's charter `id` with its crew, its chosen checklists and its unsaved
    /// edits, in one transaction; nil when it does not exist. The checklists stay; their runs
    /// are Checklists' to forget (``ChecklistRunKeeper``).
    func delete(_ id: UUID) async throws -> Charter? {
        let owner = owner
        return try await database.writer.write { db in
            guard let charter = try Self.charter(id, of: owner, in: db) else { return nil }
            try CharterDrafts.delete(id, of: owner, in: db)
            // Crew and chosen checklists cascade from the charter.
            try charter.delete(db)
            return charter
        }
    }

    /// Puts charter `id` away, or back among the active ones; nil when it does not exist.
    func setArchived(_ id: UUID, _ archived: Bool) async throws -> Charter? {
        let (now, owner) = (now(), owner)
        return try await database.writer.write { db in
            guard var charter = try Self.charter(id, of: owner, in: db) else { return nil }
            charter.archivedAt = archived ? now : nil
            charter.updatedAt = now
            try charter.update(db)
            return charter
        }
    }

    /// Replaces the crew of charter `id` with `names`, in order.
    static func replaceCrew(of id: UUID, with names: [String], at now: Date, in db: Database) throws {
        try db.execute(sql: "DELETE FROM charterCrew WHERE charterID = ?", arguments: [id])
        for (position, name) in names.enumerated() {
            try db.execute(
                sql: "INSERT INTO charterCrew (charterID, position, name) VALUES (?, ?, ?)",
                arguments: [id, position, name]
            )
        }
        try db.execute(sql: "UPDATE charter SET updatedAt = ? WHERE id = ?", arguments: [now, id])
    }

    /// Chooses the checklist charter `id` runs in `role`, or none.
    static func setChecklist(_ checklistID: UUID?, for role: CharterChecklistRole, of id: UUID, at now: Date, in db: Database) throws {
        if let checklistID {
            try db.execute(
                sql: """
                    INSERT INTO charterChecklist (charterID, role, checklistID) VALUES (?, ?, ?)
                    ON CONFLICT(charterID, role) DO UPDATE SET checklistID = excluded.checklistID
                    """,
                arguments: [id, role.rawValue, checklistID]
            )
        } else {
            try db.execute(sql: "DELETE FROM charterChecklist WHERE charterID = ? AND role = ?", arguments: [id, role.rawValue])
        }
        try db.execute(sql: "UPDATE charter SET updatedAt = ? WHERE id = ?", arguments: [now, id])
    }
}
