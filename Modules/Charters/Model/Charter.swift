import Foundation
import GRDB

/// A charter as the `charter` table holds it: a week or a weekend on a boat, with its crew and
/// checklists in their own tables.
struct Charter: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "charter"

    /// Its identifier, as in `sailaway://charter/{id}`.
    var id: UUID
    /// The person whose charter it is.
    var ownerID: UUID
    /// Its name, such as "Aegean Week".
    var name: String
    /// The boat, such as "Bavaria 46 “Meltemi”".
    var boat: String
    /// The first day aboard.
    var startDay: CharterDay
    /// The last day aboard.
    var endDay: CharterDay
    /// When it was put away, if it was.
    var archivedAt: Date?
    /// When it was created.
    var createdAt: Date
    /// When it last changed.
    var updatedAt: Date

    /// Its days. The table's check keeps the end on or after the start.
    var days: CharterDays {
        CharterDays(clamping: startDay, endDay)
    }

    /// Whether it is put away.
    var isArchived: Bool { archivedAt != nil }

    /// "Bavaria 46 “Meltemi” · 12–19 Jun 2027": what lists show under its name.
    var summary: String {
        "\(boat) · \(days)"
    }
}
