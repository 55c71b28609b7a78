/// The name of a tab, such as `home` or `charters`.
///
/// Tabs are data, not an enum: the tabs of a build are the ones its features contribute, so the
/// engine never needs to change when a tab is added.
public struct TabID: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The tab's name as it appears in saved state and on the command line (lowercase).
    public let rawValue: String

    /// Creates a tab identifier from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a tab identifier from a literal name.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: TabID, rhs: TabID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}
