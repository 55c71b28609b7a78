import FeatureRegistry
import SyncClient

/// The interactive app's sync, in the background for as long as the app runs: what the person
/// changes goes to the server when it can, what changed elsewhere comes in and shows live, and
/// what sync must tell (an edit that lost to another device's, a copy kept) is told once, as a
/// warning under the screen.
///
/// It runs off the main actor: a slow or absent server never holds a key.
@MainActor
enum BackgroundSync {
    /// Starts syncing the session's device, telling `context`; cancel the task to stop.
    static func start(telling context: CommandContext) -> Task<Void, Never>? {
        guard let sync = try? context.deviceSync() else { return nil }
        return Task.detached {
            await sync.keepInSync { result in
                guard case .success = result, let notices = try? await sync.takeNotices(), !notices.isEmpty else { return }
                await MainActor.run {
                    for notice in notices { context.warn(notice) }
                }
            }
        }
    }
}
