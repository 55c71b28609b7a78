import Foundation

/// The sailing content a new install starts with: the user, other sailors, their checklists
/// and a charter. The identifiers are fixed, so links in the docs (the PRD's own examples
/// among them) open real content on every fresh install.
public enum SampleContent {
    // MARK: - People

    /// The person using the app.
    public static let currentUser = UUID(uuidString: "5A11A4A7-0000-4000-8000-000000000001")!
    /// Marta Ferrer, a Mediterranean skipper: the PRD's example user link.
    public static let marta = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440001")!
    /// Jonas Lind, a Baltic engineer.
    public static let jonas = UUID(uuidString: "5A11A4A7-0000-4000-8000-000000000002")!
    /// Aiko Tanaka, an instructor.
    public static let aiko = UUID(uuidString: "5A11A4A7-0000-4000-8000-000000000003")!
    /// Sam Okafor, a charter-base manager.
    public static let sam = UUID(uuidString: "5A11A4A7-0000-4000-8000-000000000004")!

    // MARK: - Checklists

    /// Marta's public "Pre-Departure Safety": the PRD's example checklist link.
    public static let preDepartureSafety = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440000")!
    /// Jonas's public "Engine Start".
    public static let engineStart = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000002")!
    /// Aiko's public "Anchoring".
    public static let anchoring = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000003")!
    /// Marta's public "Man Overboard".
    public static let manOverboard = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000004")!
    /// Sam's public "Charter Check-in".
    public static let charterCheckIn = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000005")!
    /// The user's own private "Daily Boat Checks".
    public static let dailyBoatChecks = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000006")!
    /// The user's own private "End of Charter".
    public static let endOfCharter = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000007")!
    /// The user's unlisted "Night Watch Handover".
    public static let nightWatch = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000008")!
    /// The user's fork of Sam's "Charter Check-in".
    public static let myCheckIn = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000009")!

    // MARK: - Charters

    /// "Aegean Week", the user's coming charter: the PRD's example charter link.
    public static let aegeanWeek = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440002")!
    /// "Solent Weekend", an archived charter.
    public static let solentWeekend = UUID(uuidString: "5A11C4A4-0000-4000-8000-000000000002")!
}
