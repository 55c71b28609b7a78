import Foundation

/// The practice guides of a new install, by their fixed identifiers.
public enum SampleGuides {
    /// Marta's public "Mediterranean Sailing: Stern-to Mooring": the docs' example guide link.
    public static let sternToMooring = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440004")!
    /// Aiko's public "Reefing Before You Need To".
    public static let reefing = UUID(uuidString: "5A11601D-0000-4000-8000-000000000002")!
    /// Jonas's public "Passage Planning Basics".
    public static let passagePlanning = UUID(uuidString: "5A11601D-0000-4000-8000-000000000003")!
    /// The user's own private "Notes for New Crew".
    public static let newCrewNotes = UUID(uuidString: "5A11601D-0000-4000-8000-000000000004")!
}
