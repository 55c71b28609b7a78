import Foundation
import GRDB

extension SampleContent {
    // MARK: - Decks

    /// Aiko's public "Essential Knots": the example deck link of the docs.
    public static let knots = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440003")!
    /// Jonas's public "Lights and Shapes".
    public static let lightsAndShapes = UUID(uuidString: "5A11DEC4-0000-4000-8000-000000000002")!
    /// Marta's public "Sound Signals".
    public static let soundSignals = UUID(uuidString: "5A11DEC4-0000-4000-8000-000000000003")!
    /// The user's own private "Radio Procedure".
    public static let radioProcedure = UUID(uuidString: "5A11DEC4-0000-4000-8000-000000000004")!

    // MARK: - Guides

    /// Marta's public "Mediterranean Sailing: Stern-to Mooring": the example guide link.
    public static let sternToMooring = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440004")!
    /// Aiko's public "Reefing Before You Need To".
    public static let reefing = UUID(uuidString: "5A11601D-0000-4000-8000-000000000002")!
    /// Jonas's public "Passage Planning Basics".
    public static let passagePlanning = UUID(uuidString: "5A11601D-0000-4000-8000-000000000003")!
    /// The user's own private "Notes for New Crew".
    public static let newCrewNotes = UUID(uuidString: "5A11601D-0000-4000-8000-000000000004")!

    /// Writes the sample decks, guides and follows, on a database that has the sample people
    /// (a new install, or one an earlier version seeded) and no decks or guides of its own yet.
    static func insertDecksGuidesAndFollows(_ db: Database) throws {
        let samplePeople = try User.filter([currentUser, marta, jonas, aiko, sam].contains(Column("id"))).fetchCount(db)
        guard samplePeople == 5, try ContentItem.filter(["deck", "guide"].contains(Column("kind"))).fetchCount(db) == 0 else { return }
        for deck in decks {
            try deck.insert(db)
        }
        for guide in guides {
            try guide.insert(db)
        }
        try insertRatings(deckAndGuideRatings, on: "2026-10-20", in: db)
        for (follower, followed) in follows {
            try db.execute(
                sql: "INSERT INTO follow (followerID, followedID, followedAt) VALUES (?, ?, ?)",
                arguments: [follower, followed, date("2026-09-01")]
            )
        }
    }

    static let deckAndGuideRatings: [(UUID, UUID, Int)] = [
        (knots, marta, 5), (knots, sam, 4), (soundSignals, aiko, 4),
        (sternToMooring, aiko, 5), (sternToMooring, jonas, 5), (sternToMooring, sam, 4), (reefing, marta, 4),
    ]

    static let follows: [(UUID, UUID)] = [
        (currentUser, marta), (currentUser, aiko), (marta, currentUser), (jonas, currentUser), (aiko, marta), (sam, marta),
    ]

    static let decks = [
        SeedContent(
            id: knots, kind: "deck", title: "Essential Knots", author: aiko, visibility: .public, updated: "2026-10-12",
            parts: [
                ("Bowline", "A fixed loop at the end of a line that neither slips nor jams; easy to untie after loading."),
                ("Clove hitch", "Two round turns crossing over themselves: a quick, adjustable hitch for fenders on a rail."),
                ("Round turn and two half hitches", "Secures a line to a ring or post and holds under load while you tie it."),
                ("Cleat hitch", "A turn around the base, figure-eights over the horns, then a locking hitch."),
                ("Figure-of-eight stopper", "A stopper knot at the end of a sheet so it cannot run out through a block."),
                ("Reef knot", "Joins two ends of the same line around a bundle, as when tying in a reef; never for load."),
            ]
        ),
        SeedContent(
            id: lightsAndShapes, kind: "deck", title: "Lights and Shapes", author: jonas, visibility: .public, updated: "2026-09-20",
            parts: [
                ("Red over white, at night", "A vessel engaged in fishing (other than trawling)."),
                ("Three balls in a vertical line", "A vessel aground."),
                ("A black cone, point down", "A sailing vessel also motoring."),
                ("Green over white, at night", "A vessel engaged in trawling."),
                ("One ball forward", "A vessel at anchor, by day."),
            ]
        ),
        SeedContent(
            id: soundSignals, kind: "deck", title: "Sound Signals", author: marta, visibility: .public, updated: "2026-08-08",
            parts: [
                ("One short blast", "I am altering my course to starboard."),
                ("Two short blasts", "I am altering my course to port."),
                ("Three short blasts", "I am operating astern propulsion."),
                ("Five or more short blasts", "I do not understand your intentions, or doubt you are taking enough action."),
                ("One prolonged blast every two minutes", "A power-driven vessel making way in restricted visibility."),
            ]
        ),
        SeedContent(
            id: radioProcedure, kind: "deck", title: "Radio Procedure", author: currentUser, visibility: .private, updated: "2026-10-25",
            parts: [
                ("Mayday", "Grave and imminent danger to the vessel or a person: a distress call."),
                ("Pan-pan", "Urgent, but no immediate danger to life or the vessel."),
                ("Sécurité", "A safety message: navigation or weather warnings."),
                ("Channel 16", "The international distress, safety and calling channel."),
            ]
        ),
    ]

    static let guides = [
        SeedContent(
            id: sternToMooring, kind: "guide", title: "Mediterranean Sailing: Stern-to Mooring", author: marta, visibility: .public,
            updated: "2026-10-02",
            parts: [
                ("Before you come in", "Rig fenders on both sides and lines at both stern quarters. Brief who drops the anchor and who steps ashore."),
                ("Dropping the anchor", "Line up three to four boat lengths out, drop the anchor while reversing slowly, and pay out as you go astern."),
                ("Backing in", "Keep gentle way astern; use short bursts of forward gear to correct the bow in a crosswind."),
                ("Made fast", "Pass the stern lines, take up the anchor chain until the boat sits a metre off the quay, and rig the passerelle."),
            ]
        ),
        SeedContent(
            id: reefing, kind: "guide", title: "Reefing Before You Need To", author: aiko, visibility: .public, updated: "2026-09-10",
            parts: [
                ("When", "Reef when you first wonder whether you should. The forecast top of the range is the one you will meet."),
                ("Slab reefing, step by step", "Head up, ease the mainsheet, lower to the reef mark, hook or pull down the tack, tension the clew, then the halyard."),
                ("Shaking it out", "Reverse the order, and only when the wind has settled rather than in a lull."),
            ]
        ),
        SeedContent(
            id: passagePlanning, kind: "guide", title: "Passage Planning Basics", author: jonas, visibility: .public, updated: "2026-07-01",
            parts: [
                ("Tides and timing", "Work the tidal gates first; they fix when you leave."),
                ("Bolt-holes", "Note every harbour you could run for, with its approach in bad weather."),
                ("Watches and food", "Plan who sleeps when, and cook before you leave."),
            ]
        ),
        SeedContent(
            id: newCrewNotes, kind: "guide", title: "Notes for New Crew", author: currentUser, visibility: .private, updated: "2026-10-18",
            parts: [
                ("On board", "One hand for yourself and one for the boat. Ask before you touch a winch under load."),
                ("Seasickness", "Stay on deck, look at the horizon, keep warm and keep drinking water."),
            ]
        ),
    ]
}

/// A sample deck (parts are cards: front, back) or guide (parts are sections: title, text).
struct SeedContent {
    var id: UUID
    var kind: String
    var title: String
    var author: UUID
    var visibility: Visibility
    var updated: String
    var parts: [(String, String)]

    func insert(_ db: Database) throws {
        var item = ContentItem(
            id: id, kind: kind, title: title, body: ContentItem.body(of: parts.flatMap { [$0.0, $0.1] }),
            authorID: author, visibility: visibility, createdAt: SampleContent.date(updated)
        )
        try item.insert(db)
        for (position, (first, second)) in parts.enumerated() {
            let partID = SampleContent.derivedID(id, 1, position + 1)
            switch kind {
            case "deck":
                try db.execute(
                    sql: "INSERT INTO deckCard (id, deckID, position, front, back) VALUES (?, ?, ?, ?, ?)",
                    arguments: [partID, id, position, first, second]
                )
            default:
                try db.execute(
                    sql: "INSERT INTO guideSection (id, guideID, position, title, body) VALUES (?, ?, ?, ?, ?)",
                    arguments: [partID, id, position, first, second]
                )
            }
        }
    }
}
