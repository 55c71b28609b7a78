import Foundation

/// The checklists of a new install, by their fixed identifiers: the docs' links and other
/// features' sample content (a charter's check-in checklist) name them.
public enum SampleChecklists {
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
}
