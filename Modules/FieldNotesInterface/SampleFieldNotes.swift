import Foundation

/// The field note entries of a new install, by their fixed identifiers: the same on every install,
/// so links in docs and tests open real entries.
public enum SampleFieldNotes {
    /// “Left the marina at dawn”, the oldest.
    public static let departure = UUID(uuidString: "6A2CC433-52BD-507B-86E5-FC5E50B6342D")!
    /// “Reefed in a building breeze”.
    public static let reefing = UUID(uuidString: "F60BFD5D-B132-599B-9581-4DF2E7EDB868")!
    // new-feature: with --public-link
    /// “Anchored for the night”, the most recent, and the one its author made public.
    // new-feature: else
    // /// “Anchored for the night”, the most recent.
    // new-feature: end
    public static let anchorage = UUID(uuidString: "FFEC9AE3-12C7-50BC-A1EE-A6584D2353FC")!
}
