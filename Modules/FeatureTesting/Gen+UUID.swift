import Foundation
import PropertyBased

extension Gen where Value == UUID {
    /// Any UUID, for property tests of links and identifiers.
    public static let uuid = zip(Gen<UInt64>.value(), Gen<UInt64>.value()).map { high, low in
        withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
}
