import ChecklistsInterface
import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// The checklists a new install starts with: the sailors' public ones, the user's own, an
/// unlisted one and a fork, with their ratings.
enum ChecklistSamples {
    /// Writes the sample checklists that are not on the device yet, with their sections,
    /// items and ratings.
    @Sendable
    static func insert(_ db: Database) throws {
        for checklist in checklists {
            try checklist.insert(db)
        }
        try SampleContent.insertRatings(ratings, on: "2026-10-01", in: db)
    }

    static let checklists = [
        SampleChecklist(
            id: SampleChecklists.preDepartureSafety, title: "Pre-Departure Safety", author: SampleContent.marta, visibility: .public, updated: "2026-09-14",
            sections: [
                ("Safety gear", ["Life jackets for every crew member", "Harnesses and jacklines rigged", "Flares in date", "Fire extinguishers charged", "First-aid kit stocked"]),
                ("Hull and systems", ["Bilge pump", "Seacocks closed except engine intake", "Battery charge above 12.4 V"]),
                ("Navigation", ["Weather forecast checked", "Passage plan left with someone ashore", "VHF radio check"]),
                ("Crew briefing", ["Man-overboard procedure", "Where the safety gear is", "Engine kill cord and start"]),
            ]
        ),
        SampleChecklist(
            id: SampleChecklists.engineStart, title: "Engine Start", author: SampleContent.jonas, visibility: .public, updated: "2026-08-02",
            sections: [
                ("Before starting", ["Raw-water seacock open", "Oil level on the dipstick", "Coolant level", "Alternator belt tension", "Fuel level"]),
                ("Starting", ["Throttle in neutral", "Glow plugs for ten seconds", "Start, then check water from the exhaust", "Oil-pressure alarm goes out"]),
            ]
        ),
        SampleChecklist(
            id: SampleChecklists.anchoring, title: "Anchoring", author: SampleContent.aiko, visibility: .public, updated: "2026-07-19",
            sections: [
                ("Approach", ["Depth and holding ground on the chart", "Swinging room from other boats", "Anchor ready, chain flaked"]),
                ("Letting go", ["Head to wind, boat stopped", "Lower, don't drop", "Pay out three to five times the depth"]),
                ("Setting", ["Reverse gently to dig in", "Take transits to check for dragging", "Anchor alarm on the plotter"]),
            ]
        ),
        SampleChecklist(
            id: SampleChecklists.manOverboard, title: "Man Overboard", author: SampleContent.marta, visibility: .public, updated: "2026-06-30",
            sections: [
                ("At once", ["Shout \"Man overboard!\" and point", "Throw the horseshoe buoy and danbuoy", "Press MOB on the plotter", "One crew member only spots"]),
                ("Recovery", ["Quick-stop or figure-of-eight", "Approach from downwind, slowly", "Recover with the lifting tackle"]),
                ("Afterwards", ["Mayday or pan-pan as needed", "Treat for cold shock and hypothermia"]),
            ]
        ),
        SampleChecklist(
            id: SampleChecklists.charterCheckIn, title: "Charter Check-in", author: SampleContent.sam, visibility: .public, updated: "2026-05-21",
            sections: [
                ("Hull and deck", ["Photograph existing damage", "Guardrails and stanchions", "Winches and clutches"]),
                ("Sails and rigging", ["Mainsail and reefing lines", "Genoa furler", "Standing rigging split pins"]),
                ("Dinghy and outboard", ["Dinghy holds air", "Outboard starts", "Oars and pump aboard"]),
                ("Paperwork", ["Inventory signed", "Deposit and insurance explained", "Base emergency number saved"]),
            ]
        ),
        SampleChecklist(
            id: SampleChecklists.dailyBoatChecks, title: "Daily Boat Checks", author: SampleContent.currentUser, visibility: .private, updated: "2026-10-28",
            sections: [
                ("Morning", ["Engine oil and coolant", "Bilge dry", "Fresh-water level", "Weather and sea state"]),
                ("Evening", ["Log the day's passage", "Charge the batteries", "Secure the dinghy"]),
            ]
        ),
        SampleChecklist(
            id: SampleChecklists.endOfCharter, title: "End of Charter", author: SampleContent.currentUser, visibility: .private, updated: "2026-10-20",
            sections: [
                ("Clean-up", ["Empty the fridge", "Holding tank pumped out", "Decks rinsed"]),
                ("Handover", ["Fuel tank full", "Damage reported", "Keys and papers returned"]),
            ]
        ),
        SampleChecklist(
            id: SampleChecklists.nightWatch, title: "Night Watch Handover", author: SampleContent.currentUser, visibility: .unlisted, updated: "2026-09-02",
            sections: [
                ("Handover", ["Course, speed and position", "Traffic in sight", "Weather changes", "Skipper's night orders"]),
            ]
        ),
        SampleChecklist(
            id: SampleChecklists.myCheckIn, title: "Charter Check-in (Lefkada)", author: SampleContent.currentUser, visibility: .private,
            forkedFrom: SampleChecklists.charterCheckIn, updated: "2026-10-30",
            sections: [
                ("Hull and deck", ["Photograph existing damage", "Guardrails and stanchions", "Winches and clutches"]),
                ("Below", ["Bilge pump", "Gas locker and solenoid", "Heads pump"]),
                ("Paperwork", ["Inventory signed", "Base emergency number saved"]),
            ]
        ),
    ]

    static let ratings: [(content: UUID, rater: UUID, stars: Int)] = [
        (SampleChecklists.preDepartureSafety, SampleContent.jonas, 5), (SampleChecklists.preDepartureSafety, SampleContent.aiko, 4),
        (SampleChecklists.preDepartureSafety, SampleContent.sam, 5), (SampleChecklists.engineStart, SampleContent.marta, 4),
        (SampleChecklists.anchoring, SampleContent.marta, 5), (SampleChecklists.anchoring, SampleContent.sam, 4),
        (SampleChecklists.manOverboard, SampleContent.aiko, 5),
    ]
}

/// A sample checklist with its sections and items.
struct SampleChecklist {
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
        let item = ContentItem(
            id: id, kind: ContentKind.checklist.rawValue, title: title,
            body: ContentItem.body(of: sections.flatMap { [$0.title] + $0.items }),
            authorID: author, visibility: visibility, forkedFromID: forkedFrom, createdAt: SampleContent.date(updated)
        )
        guard try SampleContent.insert(item, in: db) else { return }
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
