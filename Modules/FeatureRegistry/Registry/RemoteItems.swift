import Foundation
import NavigationEngine

/// Items this device does not have yet, as whoever syncs it can get them: a host that syncs
/// provides it; the router and the faces know nothing of the network.
///
/// A route declares that its screen can be fetched (``FeatureRegistrar/fetches(_:item:)``):
/// when its content is not on the device, the composition asks here for the item, and shows a
/// pending screen (``Screen/Kind/pending``) while it arrives — or not found, when there is
/// nothing there.
public struct RemoteItems: Sendable {
    /// Where an item stands, once asked for.
    public enum State: Hashable, Sendable {
        /// It is being fetched.
        case arriving
        /// It will be fetched when the device is back online; the link is kept till then.
        case waitingForNetwork
        /// There is nothing at this id this sailor may read.
        case missing
        /// This device does not sync: what is not here is not found.
        case unavailable
    }

    /// Asks for item `id` — a no-op when it was asked for already — and says where it stands.
    public var request: @Sendable (UUID) async -> State

    /// Items got by `request`.
    public init(request: @escaping @Sendable (UUID) async -> State) {
        self.request = request
    }

    /// A device that does not sync.
    public static let unavailable = RemoteItems { _ in .unavailable }
}

/// The key of the items this device can fetch among a ``FeatureContext``'s services.
public enum RemoteItemsKey: ServiceKey {
    /// Without a host that syncs, nothing is fetched.
    public static let defaultValue = RemoteItems.unavailable
}

extension FeatureRegistrar {
    /// Declares that the screens of `type` show an item that may be fetched when it is not on
    /// the device — a link to another sailor's checklist — by the id `item` gives (nil: a route
    /// of the type that shows no such item).
    public func fetches<R: Route>(_ type: R.Type, item: @escaping @Sendable (R) -> UUID?) {
        fetchable[ObjectIdentifier(type)] = { route in route.as(R.self).flatMap(item) }
    }
}
