import FeatureRegistry
import Foundation
import SailawayDatabase

/// Whose session an ``AppSession`` is: the device's sailor, whoever that is now, or one account.
///
/// The terminal app and a SwiftUI scene are their device's: the sailor onboarding makes or
/// signing in chooses (``DeviceSailor``), read again after every action. A browser signed in to
/// the server is its account's, for as long as the session lasts.
public enum SessionIdentity: Hashable, Sendable {
    /// The device's sailor; the public while the device has none (before onboarding).
    case device
    /// One account: a browser session that signed in as it.
    case account(UUID)

    /// The viewer the identity is now, read from `database` for the device's.
    func viewer(in database: SailawayDatabase?) async -> Viewer {
        switch self {
        case .account(let id): return .account(id)
        case .device:
            // A device whose data cannot be read has no sailor to show anything for.
            return (try? await database?.writer.read(DeviceSailor.viewer)) ?? .public
        }
    }
}
