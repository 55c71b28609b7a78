import SailawayDatabase

/// Sailing words for generated content: titles and bodies that read like the app's checklists,
/// decks and guides, with common words common and specific ones rare, as in real text.
enum SearchVocabulary {
    /// Kinds in the proportions a library holds them.
    static let kinds = Weighted([("checklist", 5), ("deck", 3), ("guide", 2)])
    /// Most shared content is public.
    static let visibilities = Weighted<Visibility>([(.public, 7), (.private, 2), (.unlisted, 1)])

    static let subjects = [
        "Anchoring", "Anchor Watch", "Bilge Pump", "Boat Handling", "Charter Check-in", "Coastal Navigation",
        "Collision Regulations", "Crew Briefing", "Diesel Engine", "Dinghy", "Docking", "Downwind Sailing",
        "Electrical System", "Emergency Steering", "Fire Safety", "First Aid", "Fog Navigation", "Fuel System",
        "Galley", "Gas Locker", "Gybing", "Heavy Weather", "Heaving To", "Hull Inspection", "Knots",
        "Life Raft", "Lights and Shapes", "Man Overboard", "Marina Departure", "Mooring Lines", "Night Passage",
        "Offshore Passage", "Outboard Motor", "Passage Planning", "Radar", "Reefing", "Rigging Inspection",
        "Sail Trim", "Seacocks", "Spinnaker", "Storm Tactics", "Tacking", "Tidal Streams", "Tides",
        "VHF Radio", "Watch Keeping", "Weather Forecasts", "Winches", "Winter Layup", "Provisioning",
    ]
    static let forms = [
        "Checklist", "Basics", "Essentials", "Procedure", "Drill", "Guide", "Handbook", "Review", "Quiz",
        "Notes", "for Beginners", "for Skippers", "in the Mediterranean", "in the Baltic", "Before Departure",
    ]
    static let verbs = [
        "Check", "Inspect", "Test", "Open", "Close", "Stow", "Secure", "Brief", "Log", "Record", "Clean",
        "Pump", "Tighten", "Lubricate", "Prepare", "Confirm", "Monitor", "Replace", "Coil", "Rig",
    ]
    static let objects = [
        "bilge pump float switch", "engine oil level", "coolant level", "raw water strainer", "fuel filter",
        "battery charge", "navigation lights", "VHF radio channel 16", "life jackets", "jackstays",
        "harness tethers", "fire extinguishers", "gas solenoid", "seacocks", "cockpit drains", "anchor chain",
        "windlass", "mooring lines", "fenders", "reef lines", "mainsail slides", "genoa furler", "spinnaker sheets",
        "shrouds and turnbuckles", "boom vang", "steering cables", "emergency tiller", "life raft certificate",
        "flares", "first aid kit", "tide tables", "chart plotter", "paper charts", "barometer", "weather forecast",
        "depth sounder", "log impeller", "dinghy painter", "outboard fuel", "hatches and portholes", "heads",
        "holding tank", "water tanks", "galley stove", "grab bag", "EPIRB registration", "AIS transponder",
        "radar reflector", "foghorn", "crew list", "passage plan", "watch rota", "night lighting",
    ]
    static let details = [
        "before leaving the marina", "every morning", "at each watch change", "after heavy weather",
        "before nightfall", "when the wind rises above 20 knots", "at anchor", "on arrival", "weekly",
        "with the skipper", "and note it in the log", "in fog", "before the passage", "after refuelling",
    ]

    /// A title such as "Night Passage Checklist" or "Reefing for Beginners".
    static func title(_ random: inout SeededGenerator) -> String {
        "\(subjects.pickSkewed(&random)) \(forms.pick(&random))"
    }

    /// Five to fifteen lines such as "Check bilge pump float switch before leaving the marina".
    static func body(_ random: inout SeededGenerator) -> String {
        let lines = 5 + Int(random.next() % 11)
        return (0..<lines).map { _ in
            let detail = random.next() % 3 == 0 ? " \(details.pick(&random))" : ""
            return "\(verbs.pickSkewed(&random)) \(objects.pickSkewed(&random))\(detail)"
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

extension Array {
    /// Any element, each as likely.
    func pick(_ random: inout SeededGenerator) -> Element {
        self[Int(random.next() % UInt64(count))]
    }

    /// Any element, the first ones far likelier (roughly Zipf's law, as words in real text).
    func pickSkewed(_ random: inout SeededGenerator) -> Element {
        let uniform = Double(random.next() >> 11) / Double(1 << 53)
        return self[Swift.min(count - 1, Int(Double(count) * uniform * uniform))]
    }
}
