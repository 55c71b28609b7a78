import Foundation
import Synchronization

/// An in-memory store of harbors, standing in for the database in tests.
public final class HarborStore: Sendable {
    /// A harbor.
    public struct Harbor: Hashable, Sendable {
        /// Its identifier.
        public var id: UUID
        /// Its name.
        public var name: String
        /// Its region.
        public var region: HarborRegion
        /// Reviews left on it.
        public var reviews: [String] = []
    }

    /// A harbor every new store has.
    public static let portoCervo = Harbor(
        id: UUID(uuidString: "550E8400-E29B-41D4-A716-446655440000")!, name: "Porto Cervo", region: .south
    )
    /// A second harbor every new store has.
    public static let kiel = Harbor(id: UUID(uuidString: "550E8400-E29B-41D4-A716-446655440001")!, name: "Kiel", region: .north)

    private let harbors: Mutex<[Harbor]>

    /// Creates a store holding `harbors`.
    public init(harbors: [Harbor] = [HarborStore.portoCervo, HarborStore.kiel]) {
        self.harbors = Mutex(harbors)
    }

    /// Every harbor, in order.
    public func all() -> [Harbor] {
        harbors.withLock { $0 }
    }

    /// The harbor with `id`, if any.
    public func harbor(_ id: UUID) -> Harbor? {
        harbors.withLock { $0.first { $0.id == id } }
    }

    /// Renames a harbor; false when there is no such harbor.
    @discardableResult
    public func rename(_ id: UUID, to name: String) -> Bool {
        harbors.withLock { harbors in
            guard let index = harbors.firstIndex(where: { $0.id == id }) else { return false }
            harbors[index].name = name
            return true
        }
    }

    /// Adds a review.
    public func review(_ id: UUID, _ text: String) {
        harbors.withLock { harbors in
            if let index = harbors.firstIndex(where: { $0.id == id }) { harbors[index].reviews.append(text) }
        }
    }
}
