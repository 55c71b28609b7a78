import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

extension RemoteItems {
    /// The items a device signed in to a community fetches: an item asked for is kept on the
    /// device's list (``WantedItems``, which outlives a relaunch) and `wake` tells its sync to
    /// fetch it; a device that is not signed in fetches nothing.
    public static func device(_ database: DatabaseHandle, wake: @escaping @Sendable () -> Void) -> RemoteItems {
        RemoteItems { id in
            // The database is open: a screen was being loaded from it.
            guard let database = try? database.database(schema: { throw CancellationError() }) else { return .unavailable }
            let state = try? await database.writer.write { db -> RemoteItems.State in
                guard try DeviceAccount.current(in: db) != nil else { return .unavailable }
                if try WantedItems.state(of: id, in: db) == .missing { return .missing }
                try WantedItems.ask(id, at: Date(), in: db)
                return try SyncState.value(SyncLog.online, in: db) == "0" ? .waitingForNetwork : .arriving
            }
            if state == .arriving || state == .waitingForNetwork { wake() }
            return state ?? .unavailable
        }
    }
}
