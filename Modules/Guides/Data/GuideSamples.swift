import ContentCore
import GuidesInterface
import Foundation
import GRDB
import SailawayDatabase

/// The guides a new install starts with: the sailors' public ones and the user's own, with
/// their ratings.
enum GuideSamples {
    /// Writes the sample guides that are not on the device yet, with their sections and ratings.
    @Sendable
    static func insert(_ db: Database) throws {
        for item in guides {
            try item.insert(as: .guide, in: db) { db, id, position, first, second in
                try db.execute(sql: "INSERT INTO guideSection (id, guideID, position, title, body) VALUES (?, ?, ?, ?, ?)", arguments: [id, item.id, position, first, second])
            }
        }
        try SampleContent.insertRatings(ratings, on: "2026-10-20", in: db)
    }

    static let ratings: [(content: UUID, rater: UUID, stars: Int)] = [
        (SampleGuides.sternToMooring, SampleContent.aiko, 5), (SampleGuides.sternToMooring, SampleContent.jonas, 5),
        (SampleGuides.sternToMooring, SampleContent.sam, 4), (SampleGuides.reefing, SampleContent.marta, 4),
    ]

    static let guides = [
        SampleItem(
            id: SampleGuides.sternToMooring, title: "Mediterranean Sailing: Stern-to Mooring", author: SampleContent.marta, visibility: .public,
            updated: "2026-10-02",
            parts: [
                ("Before you come in", "Rig fenders on both sides and lines at both stern quarters. Brief who drops the anchor and who steps ashore."),
                ("Dropping the anchor", "Line up three to four boat lengths out, drop the anchor while reversing slowly, and pay out as you go astern."),
                ("Backing in", "Keep gentle way astern; use short bursts of forward gear to correct the bow in a crosswind."),
                ("Made fast", "Pass the stern lines, take up the anchor chain until the boat sits a metre off the quay, and rig the passerelle."),
            ]
        ),
        SampleItem(
            id: SampleGuides.reefing, title: "Reefing Before You Need To", author: SampleContent.aiko, visibility: .public, updated: "2026-09-10",
            parts: [
                ("When", "Reef when you first wonder whether you should. The forecast top of the range is the one you will meet."),
                ("Slab reefing, step by step", "Head up, ease the mainsheet, lower to the reef mark, hook or pull down the tack, tension the clew, then the halyard."),
                ("Shaking it out", "Reverse the order, and only when the wind has settled rather than in a lull."),
            ]
        ),
        SampleItem(
            id: SampleGuides.passagePlanning, title: "Passage Planning Basics", author: SampleContent.jonas, visibility: .public, updated: "2026-07-01",
            parts: [
                ("Tides and timing", "Work the tidal gates first; they fix when you leave."),
                ("Bolt-holes", "Note every harbour you could run for, with its approach in bad weather."),
                ("Watches and food", "Plan who sleeps when, and cook before you leave."),
            ]
        ),
        SampleItem(
            id: SampleGuides.newCrewNotes, title: "Notes for New Crew", author: SampleContent.currentUser, visibility: .private, updated: "2026-10-18",
            parts: [
                ("On board", "One hand for yourself and one for the boat. Ask before you touch a winch under load."),
                ("Seasickness", "Stay on deck, look at the horizon, keep warm and keep drinking water."),
            ]
        ),
    ]
}
