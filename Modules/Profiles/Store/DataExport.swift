import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// Exports all of the user's data to a JSON file in the data directory: their profile, their
/// content, ratings and reports, the device's drafts and settings, and each feature's part
/// (a checklist's sections, charters with crew, follows…) under the feature's own key.
///
/// The shared tables are read generically, row by row, and every feature exports its own
/// tables through its ``ExportPart``, so the export knows no feature and misses none.
struct DataExport: Sendable {
    /// The database.
    let database: SailawayDatabase
    /// Whose data it exports.
    let account: UUID
    /// The build's features' parts of the export.
    let parts: [ExportPart]
    /// The data directory; files go to its `exports` folder.
    let dataDirectory: URL
    /// The clock, for the file's name and its `exportedAt`.
    let now: @Sendable () -> Date
    /// Hears of each part read, so a large export shows a progress bar.
    var progress: WorkProgress = .silent

    /// The folder exports are written to.
    var folder: URL { dataDirectory.appendingPathComponent("exports", isDirectory: true) }

    /// Writes the export, atomically, and returns its file.
    func write() async throws -> URL {
        let date = now()
        let progress = progress
        let (parts, account) = (parts, account)
        let export = try await database.writer.read { db in try Self.export(account, in: db, parts: parts, at: date, progress: progress) }
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

    /// The format of the file: 2 since each feature exports its own part under its key.
    static let format = 2

    /// The export of account `id`'s data, as of `date`.
    static func export(_ id: UUID, in db: Database, parts: [ExportPart], at date: Date, progress: WorkProgress = .silent) throws -> ExportValue {
        let shared: [(String, String)] = [
            ("content", "SELECT * FROM content WHERE authorID = ? ORDER BY kind, createdAt"),
            ("ratings", "SELECT * FROM rating WHERE userID = ? ORDER BY ratedAt"),
            ("reports", "SELECT * FROM report WHERE reporterID = ? ORDER BY reportedAt"),
        ]
        // The user, the shared lists, the device's drafts and preferences, then each feature's
        // part: one step each.
        let total = 1 + shared.count + 1 + parts.count
        var done = 0
        func step() {
            done += 1
            progress.report("Exporting your data", completed: done, of: total)
        }
        var object: [String: ExportValue] = ["format": .integer(Int64(format)), "exportedAt": .text(DateText.timestamp(date))]
        object["user"] = ExportValue(try Row.fetchOne(db, sql: "SELECT * FROM user WHERE id = ?", arguments: [id]) ?? Row())
        step()
        for (key, sql) in shared {
            object[key] = try .rows(db, sql, [id])
            step()
        }
        object["drafts"] = try .rows(db, "SELECT * FROM draft WHERE ownerID = ? ORDER BY updatedAt", [id])
        object["preferences"] = try .rows(db, "SELECT * FROM preference ORDER BY key")
        step()
        for part in parts {
            object[part.key] = try part.value(db, id)
            step()
        }
        return .object(object)
    }

    /// "20261102-143005", in the device's time zone, for the file's name.
    static func stamp(_ date: Date) -> String {
        DateText.fileStamp(date)
    }
}
