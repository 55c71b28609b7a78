import SailawayDatabase

/// Sailing words for generated content: titles and bodies that read like the app's checklists,
/// decks and guides.
///
/// Words are drawn by Zipf's law, as in real text: the general words of sailing ("boat",
/// "engine", "sail") are in a large share of items, the names of particular gear and manoeuvres
/// ("windlass", "spinnaker", "jackstay") in a few percent. The queries of the search row are
/// words of both kinds.
enum SearchVocabulary {
    /// Kinds in the proportions a library holds them.
    static let kinds = Weighted([("checklist", 5), ("deck", 3), ("guide", 2)])
    /// Most shared content is public.
    static let visibilities = Weighted<Visibility>([(.public, 7), (.private, 2), (.unlisted, 1)])

    /// What content is about, commonest first.
    static let subjects = Zipf([
        "Boat Handling", "Engine", "Safety", "Sailing", "Navigation", "Anchoring", "Mooring", "Passage Planning",
        "Weather", "Crew Briefing", "Docking", "Charter Check-in", "Night Sailing", "Rigging", "Reefing", "Tides",
        "Man Overboard", "Heavy Weather", "Diesel Engine", "Dinghy", "Sail Trim", "Coastal Navigation",
        "Collision Regulations", "Electrical System", "Fire Safety", "First Aid", "Fog", "Gybing", "Tacking",
        "Heaving To", "Hull Inspection", "Knots", "Life Raft", "Lights and Shapes", "Marina Departure",
        "Offshore Passage", "Outboard Motor", "Radar", "Seacocks", "Spinnaker", "Storm Tactics", "Tidal Streams",
        "VHF Radio", "Watch Keeping", "Winches", "Winter Layup", "Provisioning", "Galley", "Gas Locker",
        "Emergency Steering", "Downwind Sailing", "Anchor Watch", "Mediterranean Mooring", "Grounding",
        "Towing", "Single-handed Sailing", "Cruising Chute", "Celestial Navigation", "Chartering",
    ])
    static let forms = [
        "Checklist", "Basics", "Essentials", "Procedure", "Drill", "Guide", "Handbook", "Review", "Quiz",
        "Notes", "for Beginners", "for Skippers", "in the Mediterranean", "in the Baltic", "Before Departure",
    ]
    static let verbs = Zipf([
        "Check", "Inspect", "Test", "Secure", "Stow", "Open", "Close", "Brief", "Log", "Prepare", "Confirm",
        "Monitor", "Clean", "Tighten", "Record", "Replace", "Pump", "Lubricate", "Coil", "Rig", "Flake", "Bleed",
    ])
    /// Things aboard, general ones first.
    static let things = Zipf([
        "boat", "engine", "sail", "deck", "line", "crew", "anchor", "battery", "water", "fuel", "lights", "cockpit",
        "mainsail", "jib", "chart", "log", "hatch", "locker", "rudder", "mast", "boom", "sheet", "halyard", "winch",
        "bilge", "pump", "oil level", "coolant", "filter", "belt", "impeller", "strainer", "seacock", "heads",
        "galley", "stove", "gas", "fender", "mooring line", "spring line", "cleat", "chain", "windlass", "rode",
        "shackle", "swivel", "genoa", "furler", "reefing line", "reef point", "batten", "leech", "luff", "clew",
        "outhaul", "vang", "traveller", "mainsheet", "backstay", "forestay", "shroud", "spreader", "turnbuckle",
        "chainplate", "split pin", "tiller", "wheel", "autopilot", "compass", "binoculars", "barometer",
        "depth sounder", "chart plotter", "radar", "VHF radio", "handheld VHF", "AIS", "EPIRB", "life raft",
        "life jacket", "harness", "tether", "jackstay", "danbuoy", "horseshoe buoy", "throwing line", "flares",
        "fire blanket", "extinguisher", "first aid kit", "grab bag", "gas solenoid", "bubble tester",
        "holding tank", "macerator", "water tank", "watermaker", "shore power", "inverter", "solar panel",
        "wind generator", "fuse panel", "anchor light", "steaming light", "tricolour", "navigation lights",
        "boathook", "dinghy", "outboard", "painter", "oars", "davits", "bimini", "sprayhood", "companionway",
        "washboards", "porthole", "sail ties", "jammer", "clutch", "turning block", "pulpit", "pushpit",
        "stanchion", "guardrail", "toerail", "keel bolts", "hull", "antifouling", "anode", "gelcoat",
        "stern gland", "propeller", "exhaust elbow", "heat exchanger", "fuel injector", "water separator",
        "tide table", "tidal atlas", "pilot book", "almanac", "paper chart", "waypoint", "passage plan",
        "logbook", "crew list", "watch rota", "weather window", "forecast", "grib file", "storm jib", "trysail",
        "drogue", "sea anchor", "spinnaker", "gennaker", "snuffer", "pole", "topping lift", "preventer",
        "lazy jacks", "cunningham", "kicker", "tell-tales", "windex", "anemometer", "speed log", "transducer",
    ])
    static let details = [
        "before leaving the marina", "every morning", "at each watch change", "after heavy weather",
        "before nightfall", "when the wind rises above 20 knots", "at anchor", "on arrival", "weekly",
        "with the skipper", "and note it in the log", "in fog", "before the passage", "after refuelling",
    ]

    /// A title such as "Night Sailing Checklist" or "Reefing for Beginners".
    static func title(_ random: inout SeededGenerator) -> String {
        "\(subjects.pick(&random)) \(forms.pick(&random))"
    }

    /// Five to fifteen lines such as "Check windlass before leaving the marina".
    static func body(_ random: inout SeededGenerator) -> String {
        let lines = 5 + Int(random.next() % 11)
        return (0..<lines).map { _ in
            let detail = random.next() % 3 == 0 ? " \(details.pick(&random))" : ""
            return "\(verbs.pick(&random)) \(things.pick(&random))\(detail)"
        }.joined(separator: "\n")
    }
}

/// Choices in fixed proportions.
struct Weighted<Value: Sendable>: Sendable {
    private let values: [Value]

    init(_ weights: [(Value, Int)]) {
        values = weights.flatMap { Array(repeating: $0.0, count: $0.1) }
    }

    func pick(_ random: inout SeededGenerator) -> Value {
        values[Int(random.next() % UInt64(values.count))]
    }
}

/// Words drawn by Zipf's law: the word of rank k as likely as 1/k.
struct Zipf: Sendable {
    private let words: [String]
    private let cumulative: [Double]

    init(_ words: [String]) {
        self.words = words
        var total = 0.0
        cumulative = words.indices.map { rank in
            total += 1 / Double(rank + 1)
            return total
        }
    }

    func pick(_ random: inout SeededGenerator) -> String {
        let target = Double(random.next() >> 11) / Double(1 << 53) * cumulative[cumulative.count - 1]
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] < target { low = middle + 1 } else { high = middle }
        }
        return words[low]
    }
}

extension Array {
    /// Any element, each as likely.
    func pick(_ random: inout SeededGenerator) -> Element {
        self[Int(random.next() % UInt64(count))]
    }
}
