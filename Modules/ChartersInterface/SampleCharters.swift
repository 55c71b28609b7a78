import Foundation

/// The charters of a new install, by their fixed identifiers.
public enum SampleCharters {
    /// "Aegean Week", the user's coming charter: the PRD's example charter link.
    public static let aegeanWeek = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440002")!
    /// "Solent Weekend", an archived charter.
    public static let solentWeekend = UUID(uuidString: "5A11C4A4-0000-4000-8000-000000000002")!
}
