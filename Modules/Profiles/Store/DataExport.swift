import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// Exports all of the user's data to a JSON file in the data directory: their profile, their
/// content with its parts, ratings, follows, reviews, charters with crew, checklists and runs,
/// and the device's drafts and settings.
///
/// The shared tables are read generically, row by row, so the export carries every kind of
/// content without knowing any content feature.
struct DataExport: Sendable {
    /// The database.
    let database: SailawayDatabase
    /// The data directory; files go to its `exports` folder.
    let dataDirectory: URL
    /// The clock, for the file's name and its `exportedAt`.
    let now: @Sendable () -> Date
    /// Hears of each piece of content and charter read, so a large export shows a progress bar.
    var progress: WorkProgress = .silent

    /// The folder exports are written to.
    var folder: URL { dataDirectory.appendingPathComponent("exports", isDirectory: true) }

    /// Writes the export, atomically, and returns its file.
    func write() async throws -> URL {
        let date = now()
        let progress = progress
        let export = try await database.writer.read { db in try Self.export(in: db, at: date, progress: progress) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(export)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("sailaway-export-\(Self.stamp(date)).json")
        try data.write(to: file, options: .atomic)
        return file
    }

    /// The exports written so far, newest first.
    func files() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("sailaway-export-") && $0.hasSuffix(".json") }
            .sorted(by: >)
            .map { folder.appendingPathComponent($0) }
    }

    // MARK: - Reading

    /// The export of the current user's data, as of `date`.
    static func export(in db: Database, at date: Date, progress: WorkProgress = .silent) throws -> ExportValue {
        let user = try User.current(db)
        let id = user.id
        let contentRows = try Row.fetchAll(db, sql: "SELECT * FROM content WHERE authorID = ? ORDER BY kind, createdAt", arguments: [id])
        let charterRows = try Row.fetchAll(db, sql: "SELECT * FROM charter WHERE ownerID = ? ORDER BY startDay", arguments: [id])
        let total = contentRows.count + charterRows.count
        var done = 0
        func step() {
            done += 1
            progress.report("Exporting your data", completed: done, of: total)
        }
        let content = try contentRows.map { row in
            defer { step() }
            return try parts(of: row["id"], adding: ExportValue(row), in: db)
        }
        let charters = try charterRows
            .map { row -> ExportValue in
                defer { step() }
                let charterID: UUID = row["id"]
                return ExportValue(row)
                    .adding("crew", try rows(db, "SELECT * FROM charterCrew WHERE charterID = ? ORDER BY position", charterID))
                    .adding("checklists", try rows(db, "SELECT * FROM charterChecklist WHERE charterID = ? ORDER BY role", charterID))
                    .adding("runItems", try rows(db, "SELECT * FROM checklistRunItem WHERE charterID = ? ORDER BY updatedAt", charterID))
            }
        return .object([
            "format": .integer(1),
            "exportedAt": .text(ISO8601DateFormatter().string(from: date)),
            "user": ExportValue(try Row.fetchOne(db, sql: "SELECT * FROM user WHERE id = ?", arguments: [id]) ?? Row()),
            "content": .list(content),
            "ratings": try rows(db, "SELECT * FROM rating WHERE userID = ? ORDER BY ratedAt", id),
            "reports": try rows(db, "SELECT * FROM report WHERE reporterID = ? ORDER BY reportedAt", id),
            "cardReviews": try rows(db, "SELECT * FROM cardReview WHERE userID = ? ORDER BY reviewedAt", id),
            "following": try rows(db, "SELECT * FROM follow WHERE followerID = ? ORDER BY followedAt DESC", id),
            "followers": try rows(db, "SELECT * FROM follow WHERE followedID = ? ORDER BY followedAt DESC", id),
            "charters": .list(charters),
            "drafts": .rows(try Row.fetchAll(db, sql: "SELECT * FROM draft ORDER BY updatedAt")),
        ])
    }

    /// A piece of content with the parts any content feature keeps in the shared tables:
    /// checklist sections and items, deck cards, guide sections. Empty kinds are left out.
    static func parts(of contentID: UUID, adding item: ExportValue, in db: Database) throws -> ExportValue {
        var item = item
        let sections = try Row.fetchAll(db, sql: "SELECT * FROM checklistSection WHERE checklistID = ? ORDER BY position", arguments: [contentID])
        if !sections.isEmpty {
            item = item.adding("checklistSections", .list(try sections.map { section in
                ExportValue(section).adding("items", try rows(db, "SELECT * FROM checklistItem WHERE sectionID = ? ORDER BY position", section["id"]))
            }))
        }
        for (key, table, column) in [("deckCards", "deckCard", "deckID"), ("guideSections", "guideSection", "guideID")] {
            let parts = try Row.fetchAll(db, SQLRequest<Row>(
                literal: "SELECT * FROM \(identifier: table) WHERE \(identifier: column) = \(contentID) ORDER BY position"))
            if !parts.isEmpty { item = item.adding(key, .rows(parts)) }
        }
        return item
    }

    private static func rows(_ db: Database, _ sql: String, _ id: UUID) throws -> ExportValue {
        .rows(try Row.fetchAll(db, sql: sql, arguments: [id]))
    }

    /// "20261102-143005", in the device's time zone, for the file's name.
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
