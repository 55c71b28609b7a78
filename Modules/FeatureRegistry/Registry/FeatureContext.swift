import Foundation

/// The dependencies a feature reaches through its registrar and its screens' context.
///
/// No feature reads a global: the clock, identifiers, the data directory and services such as
/// the database come from here, and tests hand features a context of their own.
public struct FeatureContext: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date
    /// A new identifier.
    public var makeID: @Sendable () -> UUID
    /// The directory the app keeps its data in.
    public var dataDirectory: URL
    /// The names of the features enabled in this build, for features that degrade gracefully
    /// when a neighbour is absent.
    public internal(set) var enabledFeatures: Set<String> = []

    private var services: [ObjectIdentifier: any Sendable] = [:]

    /// Creates a context.
    public init(
        dataDirectory: URL,
        now: @escaping @Sendable () -> Date = { Date() },
        makeID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.dataDirectory = dataDirectory
        self.now = now
        self.makeID = makeID
    }

    /// A service, or its key's default when none was provided.
    public subscript<Key: ServiceKey>(key: Key.Type) -> Key.Value {
        get { services[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { services[ObjectIdentifier(key)] = newValue }
    }

    /// The same context with `value` provided for `key`.
    public func with<Key: ServiceKey>(_ key: Key.Type, _ value: Key.Value) -> FeatureContext {
        var copy = self
        copy[key] = value
        return copy
    }

    /// Whether the feature named `name` is enabled in this build.
    public func isEnabled(_ name: String) -> Bool {
        enabledFeatures.contains(name)
    }
}

/// The key of a service in a ``FeatureContext``, such as the database.
public protocol ServiceKey: SendableMetatype {
    /// The service's type.
    associatedtype Value: Sendable
    /// The value used when the host provided none.
    static var defaultValue: Value { get }
}
