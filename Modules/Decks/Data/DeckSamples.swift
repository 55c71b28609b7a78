import ContentCore
import DecksInterface
import Foundation
import GRDB
import SailawayDatabase

/// The decks a new install starts with: the sailors' public ones and the user's own, with
/// their ratings.
enum DeckSamples {
    /// Writes the sample decks that are not on the device yet, with their cards and ratings.
    @Sendable
    static func insert(_ db: Database) throws {
        for item in decks {
            try item.insert(as: .deck, in: db) { db, id, position, first, second in
                try db.execute(sql: "INSERT INTO deckCard (id, deckID, position, front, back) VALUES (?, ?, ?, ?, ?)", arguments: [id, item.id, position, first, second])
            }
        }
        try SampleContent.insertRatings(ratings, on: "2026-10-20", in: db)
    }

    static let ratings: [(content: UUID, rater: UUID, stars: Int)] = [
        (SampleDecks.knots, SampleContent.marta, 5), (SampleDecks.knots, SampleContent.sam, 4), (SampleDecks.soundSignals, SampleContent.aiko, 4),
    ]

    static let decks = [
        SampleItem(
            id: SampleDecks.knots, title: "Essential Knots", author: SampleContent.aiko, visibility: .public, updated: "2026-10-12",
            parts: [
                ("Bowline", "A fixed loop at the end of a line that neither slips nor jams; easy to untie after loading."),
                ("Clove hitch", "Two round turns crossing over themselves: a quick, adjustable hitch for fenders on a rail."),
                ("Round turn and two half hitches", "Secures a line to a ring or post and holds under load while you tie it."),
                ("Cleat hitch", "A turn around the base, figure-eights over the horns, then a locking hitch."),
                ("Figure-of-eight stopper", "A stopper knot at the end of a sheet so it cannot run out through a block."),
                ("Reef knot", "Joins two ends of the same line around a bundle, as when tying in a reef; never for load."),
            ]
        ),
        SampleItem(
            id: SampleDecks.lightsAndShapes, title: "Lights and Shapes", author: SampleContent.jonas, visibility: .public, updated: "2026-09-20",
            parts: [
                ("Red over white, at night", "A vessel engaged in fishing (other than trawling)."),
                ("Three balls in a vertical line", "A vessel aground."),
                ("A black cone, point down", "A sailing vessel also motoring."),
                ("Green over white, at night", "A vessel engaged in trawling."),
                ("One ball forward", "A vessel at anchor, by day."),
            ]
        ),
        SampleItem(
            id: SampleDecks.soundSignals, title: "Sound Signals", author: SampleContent.marta, visibility: .public, updated: "2026-08-08",
            parts: [
                ("One short blast", "I am altering my course to starboard."),
                ("Two short blasts", "I am altering my course to port."),
                ("Three short blasts", "I am operating astern propulsion."),
                ("Five or more short blasts", "I do not understand your intentions, or doubt you are taking enough action."),
                ("One prolonged blast every two minutes", "A power-driven vessel making way in restricted visibility."),
            ]
        ),
        SampleItem(
            id: SampleDecks.radioProcedure, title: "Radio Procedure", author: SampleContent.currentUser, visibility: .private, updated: "2026-10-25",
            parts: [
                ("Mayday", "Grave and imminent danger to the vessel or a person: a distress call."),
                ("Pan-pan", "Urgent, but no immediate danger to life or the vessel."),
                ("Sécurité", "A safety message: navigation or weather warnings."),
                ("Channel 16", "The international distress, safety and calling channel."),
            ]
        ),
    ]
}
