import SailawayDatabase

/// What wakes a device's background sync at once — an item was asked for —: one per process,
/// which the interactive app's sync waits on between rounds.
public enum SyncWake {
    /// The process's one.
    public static let shared = Signal()
}
