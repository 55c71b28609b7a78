// new-feature: with --typed-form
import FeatureRegistry
// new-feature: end
import Foundation
import GRDB
import FieldNotesInterface
import SailawayDatabase

/// The entries a new install starts with: the user's, with the fixed identifiers of
/// ``SampleFieldNotes``, on fixed days.
enum FieldNoteSamples {
    // new-feature: with --typed-form
    /// The entries, oldest first, with the nautical miles of each day.
    static let entries: [(id: UUID, title: String, text: String, day: String, distance: Int)] = [
    // new-feature: else
    // /// The entries, oldest first.
    // static let entries: [(id: UUID, title: String, text: String, day: String)] = [
    // new-feature: end
        (
            SampleFieldNotes.departure, "Left the marina at dawn",
            "Slipped the lines at 06:10 on the ebb. Wind west 3, sea slight; full main and genoa past the breakwater.",
            // new-feature: with --typed-form
            "2026-09-12", 28
            // new-feature: else
            // "2026-09-12"
            // new-feature: end
        ),
        (
            SampleFieldNotes.reefing, "Reefed in a building breeze",
            "Wind backed south-west and rose to 5 by noon. First reef in, a few rolls in the genoa: steadier at 6 knots.",
            // new-feature: with --typed-form
            "2026-09-13", 41
            // new-feature: else
            // "2026-09-13"
            // new-feature: end
        ),
        (
            SampleFieldNotes.anchorage, "Anchored for the night",
            "Dropped the hook in 6 m on sand with 30 m of chain. Anchor alarm set; held through two wind shifts.",
            // new-feature: with --typed-form
            "2026-09-14", 12
            // new-feature: else
            // "2026-09-14"
            // new-feature: end
        ),
    ]
    // new-feature: with --public-link

    /// The entries their author made public.
    static let publicEntries: Set<UUID> = [SampleFieldNotes.anchorage]
    // new-feature: end

    /// Writes the sample entries, once, on a database new to FieldNotes: none when the user's
    /// account is not on the device (deleted before FieldNotes first ran), none twice.
    @Sendable
    static func insert(_ db: Database) throws {
        // new-feature: with --typed-form
        let rows = try entries.map { sample in
        // new-feature: else
        // let rows = entries.map { sample in
        // new-feature: end
            FieldNoteEntry(
                id: sample.id, title: sample.title, text: sample.text,
                // new-feature: with --typed-form
                day: try CalendarDay(parsing: sample.day), distance: sample.distance,
                // new-feature: end
                // new-feature: with --public-link
                visibility: publicEntries.contains(sample.id) ? .public : .private,
                // new-feature: end
                createdAt: SampleContent.date(sample.day), authorID: SampleContent.currentUser
            )
        }
        try SampleContent.insert(rows, ownedBy: SampleContent.currentUser, in: db)
    }
}
