import Foundation
import PropertyBased

extension Gen where Value == UUID {
    /// Any UUID, for property tests of links and identifiers.
    public static let uuid = zip(Gen<UInt64>.value(), Gen<UInt64>.value()).map { high, low in
        // The sixteen bytes, most significant first: the high word's, then the low word's.
        let b = [high, low].flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (56 - 8 * $0)) } }
        return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }
}
