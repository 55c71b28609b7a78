import Foundation
import GRDB

extension SampleContent {
    /// Writes the sample content; the migrator runs it once, on a new database. A database
    /// that already has people in it is not new, and gets nothing.
    static func insert(_ db: Database) throws {
        guard try User.fetchCount(db) == 0 else { return }
        for user in users {
            try user.insert(db)
        }
        for checklist in checklists {
            try checklist.insert(db)
        }
        for charter in charters {
            try charter.insert(db)
        }
        try insertRatings(ratings, on: "2026-10-01", in: db)
    }

    /// Writes sample ratings: content, who rated it, stars.
    static func insertRatings(_ ratings: [(UUID, UUID, Int)], on day: String, in db: Database) throws {
        for (contentID, userID, stars) in ratings {
            try db.execute(
                sql: "INSERT INTO rating (contentID, userID, stars, ratedAt) VALUES (?, ?, ?, ?)",
                arguments: [contentID, userID, stars, date(day)]
            )
        }
    }

    // MARK: - The content

    static let users = [
        User(id: currentUser, name: "Alex Morgan", bio: "Weekend skipper, learning the ropes of bareboat chartering.", isCurrent: true, joinedAt: date("2026-03-02")),
        User(id: marta, name: "Marta Ferrer", bio: "RYA Yachtmaster. Twenty seasons between Mallorca and the Cyclades.", joinedAt: date("2025-04-11")),
        User(id: jonas, name: "Jonas Lind", bio: "Marine diesel engineer on the Baltic. Bleeds injectors for fun.", joinedAt: date("2025-06-20")),
        User(id: aiko, name: "Aiko Tanaka", bio: "Sailing instructor; teaches anchoring, mooring and heavy-weather tactics.", joinedAt: date("2025-09-05")),
        User(id: sam, name: "Sam Okafor", bio: "Runs a charter base in Lefkada. Has seen every way a handover can go wrong.", joinedAt: date("2025-11-30")),
    ]

    static let checklists = [
        SeedChecklist(
            id: preDepartureSafety, title: "Pre-Departure Safety", author: marta, visibility: .public, updated: "2026-09-14",
            sections: [
                ("Safety gear", ["Life jackets for every crew member", "Harnesses and jacklines rigged", "Flares in date", "Fire extinguishers charged", "First-aid kit stocked"]),
                ("Hull and systems", ["Bilge pump", "Seacocks closed except engine intake", "Battery charge above 12.4 V"]),
                ("Navigation", ["Weather forecast checked", "Passage plan left with someone ashore", "VHF radio check"]),
                ("Crew briefing", ["Man-overboard procedure", "Where the safety gear is", "Engine kill cord and start"]),
            ]
        ),
        SeedChecklist(
            id: engineStart, title: "Engine Start", author: jonas, visibility: .public, updated: "2026-08-02",
            sections: [
                ("Before starting", ["Raw-water seacock open", "Oil level on the dipstick", "Coolant level", "Alternator belt tension", "Fuel level"]),
                ("Starting", ["Throttle in neutral", "Glow plugs for ten seconds", "Start, then check water from the exhaust", "Oil-pressure alarm goes out"]),
            ]
        ),
        SeedChecklist(
            id: anchoring, title: "Anchoring", author: aiko, visibility: .public, updated: "2026-07-19",
            sections: [
                ("Approach", ["Depth and holding ground on the chart", "Swinging room from other boats", "Anchor ready, chain flaked"]),
                ("Letting go", ["Head to wind, boat stopped", "Lower, don't drop", "Pay out three to five times the depth"]),
                ("Setting", ["Reverse gently to dig in", "Take transits to check for dragging", "Anchor alarm on the plotter"]),
            ]
        ),
        SeedChecklist(
            id: manOverboard, title: "Man Overboard", author: marta, visibility: .public, updated: "2026-06-30",
            sections: [
                ("At once", ["Shout \"Man overboard!\" and point", "Throw the horseshoe buoy and danbuoy", "Press MOB on the plotter", "One crew member only spots"]),
                ("Recovery", ["Quick-stop or figure-of-eight", "Approach from downwind, slowly", "Recover with the lifting tackle"]),
                ("Afterwards", ["Mayday or pan-pan as needed", "Treat for cold shock and hypothermia"]),
            ]
        ),
        SeedChecklist(
            id: charterCheckIn, title: "Charter Check-in", author: sam, visibility: .public, updated: "2026-05-21",
            sections: [
                ("Hull and deck", ["Photograph existing damage", "Guardrails and stanchions", "Winches and clutches"]),
                ("Sails and rigging", ["Mainsail and reefing lines", "Genoa furler", "Standing rigging split pins"]),
                ("Dinghy and outboard", ["Dinghy holds air", "Outboard starts", "Oars and pump aboard"]),
                ("Paperwork", ["Inventory signed", "Deposit and insurance explained", "Base emergency number saved"]),
            ]
        ),
        SeedChecklist(
            id: dailyBoatChecks, title: "Daily Boat Checks", author: currentUser, visibility: .private, updated: "2026-10-28",
            sections: [
                ("Morning", ["Engine oil and coolant", "Bilge dry", "Fresh-water level", "Weather and sea state"]),
                ("Evening", ["Log the day's passage", "Charge the batteries", "Secure the dinghy"]),
            ]
        ),
        SeedChecklist(
            id: endOfCharter, title: "End of Charter", author: currentUser, visibility: .private, updated: "2026-10-20",
            sections: [
                ("Clean-up", ["Empty the fridge", "Holding tank pumped out", "Decks rinsed"]),
                ("Handover", ["Fuel tank full", "Damage reported", "Keys and papers returned"]),
            ]
        ),
        SeedChecklist(
            id: nightWatch, title: "Night Watch Handover", author: currentUser, visibility: .unlisted, updated: "2026-09-02",
            sections: [
                ("Handover", ["Course, speed and position", "Traffic in sight", "Weather changes", "Skipper's night orders"]),
            ]
        ),
        SeedChecklist(
            id: myCheckIn, title: "Charter Check-in (Lefkada)", author: currentUser, visibility: .private,
            forkedFrom: charterCheckIn, updated: "2026-10-30",
            sections: [
                ("Hull and deck", ["Photograph existing damage", "Guardrails and stanchions", "Winches and clutches"]),
                ("Below", ["Bilge pump", "Gas locker and solenoid", "Heads pump"]),
                ("Paperwork", ["Inventory signed", "Base emergency number saved"]),
            ]
        ),
    ]

    static let charters = [
        SeedCharter(
            id: aegeanWeek, name: "Aegean Week", boat: "Bavaria 46 “Meltemi”", start: "2027-06-12", end: "2027-06-19",
            crew: ["Alex Morgan", "Marta Ferrer", "Jonas Lind", "Priya Shah"],
            checklists: [("check-in", myCheckIn), ("daily", dailyBoatChecks), ("post-charter", endOfCharter)],
            archived: nil, created: "2026-11-02"
        ),
        SeedCharter(
            id: solentWeekend, name: "Solent Weekend", boat: "Sun Odyssey 36i “Skylark”", start: "2026-05-02", end: "2026-05-04",
            crew: ["Alex Morgan", "Aiko Tanaka"],
            checklists: [("check-in", myCheckIn), ("daily", dailyBoatChecks)],
            archived: "2026-05-05", created: "2026-04-10"
        ),
    ]

    static let ratings: [(UUID, UUID, Int)] = [
        (preDepartureSafety, jonas, 5), (preDepartureSafety, aiko, 4), (preDepartureSafety, sam, 5),
        (engineStart, marta, 4), (anchoring, marta, 5), (anchoring, sam, 4), (manOverboard, aiko, 5),
    ]

    /// Midnight UTC of a day, "2026-09-14".
    static func date(_ day: String) -> Date {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
    }
}

/// A sample checklist with its sections and items.
struct SeedChecklist {
    var id: UUID
    var title: String
    var author: UUID
    var visibility: Visibility
    var forkedFrom: UUID?
    var updated: String
    var sections: [(title: String, items: [String])]

    init(
        id: UUID, title: String, author: UUID, visibility: Visibility, forkedFrom: UUID? = nil, updated: String,
        sections: [(String, [String])]
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.visibility = visibility
        self.forkedFrom = forkedFrom
        self.updated = updated
        self.sections = sections.map { (title: $0.0, items: $0.1) }
    }

    func insert(_ db: Database) throws {
        let date = SampleContent.date(updated)
        var item = ContentItem(
            id: id, kind: "checklist", title: title,
            body: ContentItem.body(of: sections.flatMap { [$0.title] + $0.items }),
            authorID: author, visibility: visibility, forkedFromID: forkedFrom, createdAt: date
        )
        try item.insert(db)
        for (sectionIndex, section) in sections.enumerated() {
            let sectionID = SampleContent.derivedID(id, sectionIndex + 1, 0)
            try db.execute(
                sql: "INSERT INTO checklistSection (id, checklistID, position, title) VALUES (?, ?, ?, ?)",
                arguments: [sectionID, id, sectionIndex, section.title]
            )
            for (itemIndex, text) in section.items.enumerated() {
                try db.execute(
                    sql: "INSERT INTO checklistItem (id, sectionID, position, text) VALUES (?, ?, ?, ?)",
                    arguments: [SampleContent.derivedID(id, sectionIndex + 1, itemIndex + 1), sectionID, itemIndex, text]
                )
            }
        }
    }
}

/// A sample charter with its crew and checklists.
struct SeedCharter {
    var id: UUID
    var name: String
    var boat: String
    var start: String
    var end: String
    var crew: [String]
    var checklists: [(role: String, checklist: UUID)]
    var archived: String?
    var created: String

    func insert(_ db: Database) throws {
        let created = SampleContent.date(created)
        try db.execute(
            sql: """
                INSERT INTO charter (id, ownerID, name, boat, startDay, endDay, archivedAt, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [id, SampleContent.currentUser, name, boat, start, end, archived.map(SampleContent.date), created, created]
        )
        for (position, name) in crew.enumerated() {
            try db.execute(sql: "INSERT INTO charterCrew (charterID, position, name) VALUES (?, ?, ?)", arguments: [id, position, name])
        }
        for (role, checklist) in checklists {
            try db.execute(
                sql: "INSERT INTO charterChecklist (charterID, role, checklistID) VALUES (?, ?, ?)",
                arguments: [id, role, checklist]
            )
        }
    }
}

extension SampleContent {
    /// The identifier of a seeded section (`item` 0) or item: the checklist's, with three bytes
    /// the sample identifiers share replaced, so every install has the same ones.
    public static func derivedID(_ base: UUID, _ section: Int, _ item: Int) -> UUID {
        var bytes = base.uuid
        bytes.10 = UInt8(section)
        bytes.11 = UInt8(item >> 8)
        bytes.12 = UInt8(item & 0xFF)
        return UUID(uuid: bytes)
    }
}
