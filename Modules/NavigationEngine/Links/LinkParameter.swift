import Foundation

/// What values a link parameter accepts, known to the matcher before any value is decoded.
///
/// The kind lets the link table tell at registration whether two patterns can match the same
/// link (`charter/new` and `charter/{id: UUID}` cannot; `charter/{name: String}` and
/// `charter/new` can), and lets the matcher skip a parameter whose shape does not fit.
public enum LinkParameterKind: Hashable, Sendable, CustomStringConvertible {
    /// A UUID, in either case, with dashes (36 characters).
    case uuid
    /// A decimal integer, optionally negative.
    case integer
    /// Any non-empty text.
    case text
    /// One of a fixed set of lowercase words, such as an enumeration's raw values.
    case choice([String])

    /// Whether a value of this kind can be spelled `bytes` (already percent-decoded).
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .uuid: return UUIDBytes.parse(bytes) != nil
        case .integer: return IntegerBytes.isInteger(bytes)
        case .text: return !bytes.isEmpty
        case .choice(let words): return words.contains { ASCII.equalsIgnoringCase(bytes, $0.utf8) }
        }
    }

    /// Whether some spelling is accepted by both kinds.
    func overlaps(_ other: LinkParameterKind) -> Bool {
        switch (self, other) {
        case (.text, _), (_, .text): return true
        case (.uuid, .uuid), (.integer, .integer): return true
        case (.uuid, .integer), (.integer, .uuid): return false
        case (.choice(let words), let kind), (let kind, .choice(let words)):
            return words.contains { word in kind.acceptsLiteral(word) }
        }
    }

    /// Whether a literal path word can be read as a value of this kind.
    func acceptsLiteral(_ literal: String) -> Bool {
        var literal = literal
        return literal.withUTF8 { accepts($0) }
    }

    /// What a value of this kind looks like, for a message: "a UUID, like 550e8400-…".
    public var expectation: String {
        switch self {
        case .uuid: "a UUID, like 550e8400-e29b-41d4-a716-446655440000"
        case .integer: "a whole number"
        case .text: "some text"
        case .choice(let words): "one of \(words.joined(separator: ", "))"
        }
    }

    public var description: String {
        switch self {
        case .uuid: "UUID"
        case .integer: "integer"
        case .text: "text"
        case .choice(let words): words.joined(separator: "|")
        }
    }
}

/// A value that can stand in a link: a path segment (`{id}`) or a query value (`?q={query}`).
///
/// UUID, Int, String and `Optional` of any of them conform, and so does every enumeration of
/// `String` raw values that is `CaseIterable` once it declares the conformance.
public protocol LinkParameter: Sendable {
    /// The values this parameter accepts.
    static var linkParameterKind: LinkParameterKind { get }

    /// The value for a parameter that is missing from the link, when that is allowed.
    ///
    /// Only `Optional` has one (`nil`): every other parameter is required.
    static var valueWhenAbsent: Self? { get }

    /// Reads the value from a link's (percent-decoded) text; nil when it does not fit.
    init?(linkValue: LinkValue)

    /// The value as it is printed into a link (before percent-encoding); nil leaves it out.
    var linkValue: String? { get }
}

extension LinkParameter {
    public static var valueWhenAbsent: Self? { nil }
}

/// The decoded text of one link parameter, valid while the link is being parsed.
public struct LinkValue {
    /// The UTF-8 bytes, percent-decoding already applied.
    public let bytes: UnsafeBufferPointer<UInt8>

    /// The value as a string, or nil when the bytes are not valid UTF-8 or contain NUL.
    public var string: String? {
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}

// MARK: - Standard conformances

extension UUID: LinkParameter {
    public static var linkParameterKind: LinkParameterKind { .uuid }

    public init?(linkValue: LinkValue) {
        guard let uuid = UUIDBytes.parse(linkValue.bytes) else { return nil }
        self = uuid
    }

    /// Lowercase, the form the PRD's links use.
    public var linkValue: String? { uuidString.lowercased() }
}

extension Int: LinkParameter {
    public static var linkParameterKind: LinkParameterKind { .integer }

    public init?(linkValue: LinkValue) {
        guard IntegerBytes.isInteger(linkValue.bytes), let string = linkValue.string, let value = Int(string) else {
            return nil
        }
        self = value
    }

    public var linkValue: String? { String(self) }
}

extension String: LinkParameter {
    public static var linkParameterKind: LinkParameterKind { .text }

    public init?(linkValue: LinkValue) {
        guard !linkValue.bytes.isEmpty, let string = linkValue.string else { return nil }
        self = string
    }

    public var linkValue: String? { self }
}

extension Optional: LinkParameter where Wrapped: LinkParameter {
    public static var linkParameterKind: LinkParameterKind { Wrapped.linkParameterKind }
    public static var valueWhenAbsent: Self? { .some(.none) }

    public init?(linkValue: LinkValue) {
        guard let value = Wrapped(linkValue: linkValue) else { return nil }
        self = .some(value)
    }

    public var linkValue: String? { self?.linkValue }
}

extension LinkParameter where Self: RawRepresentable & CaseIterable, RawValue == String {
    public static var linkParameterKind: LinkParameterKind {
        .choice(allCases.map { $0.rawValue.lowercased() })
    }

    public init?(linkValue: LinkValue) {
        guard let match = Self.allCases.first(where: { ASCII.equalsIgnoringCase(linkValue.bytes, $0.rawValue.utf8) })
        else { return nil }
        self = match
    }

    public var linkValue: String? { rawValue }
}
