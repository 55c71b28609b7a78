/// Why a link could not be opened. The navigation state never changes when this is thrown.
public struct LinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Error, Hashable, Sendable {
        /// The link is longer than ``LinkLimits/maximumLength``.
        case tooLong(length: Int, limit: Int)
        /// The link is within ``LinkLimits/maximumLength``, but written as the app saves and
        /// shares it (its values percent-encoded, as a custom-scheme and as a web link) it would
        /// not be, so the screen it opens could be neither saved nor shared.
        case tooLongToShare(limit: Int)
        /// The link holds a character no link may hold (a space, a control character, NUL).
        case invalidCharacter(String)
        /// The text is not a link: it has no `scheme://`.
        case notALink
        /// The scheme is neither the app's nor `https`.
        case unsupportedScheme(String)
        /// A web link to a host that is not the app's.
        case unknownHost(String)
        /// The link's structure is broken, such as an empty path segment.
        case malformed(String)
        /// More path segments than ``LinkLimits/maximumSegments``.
        case tooManySegments(limit: Int)
        /// More query items than ``LinkLimits/maximumQueryItems``.
        case tooManyQueryItems(limit: Int)
        /// A `%` not followed by two hexadecimal digits.
        case invalidPercentEncoding
        /// No registered pattern matches the link.
        case noRoute
        /// A pattern matched, but a parameter's value does not fit its type.
        case invalidParameter(name: String, pattern: String)
        /// The link opens an internal screen, which only the app itself may open.
        case internalOnly(pattern: String)
        /// The link belongs to a feature that this build does not include or has disabled.
        case featureUnavailable(feature: String, pattern: String)
    }

    /// The link, shortened for display when it is long.
    public let link: String
    /// What was wrong.
    public let reason: Reason
    /// For ``Reason/invalidParameter(name:pattern:)``, the value given and what it accepts,
    /// when the table could read it.
    public let invalidValue: InvalidValue?

    /// A parameter's value that does not fit its kind.
    public struct InvalidValue: Hashable, Sendable {
        /// The value as the link spelled it, decoded.
        public var value: String
        /// What the parameter accepts.
        public var kind: LinkParameterKind

        /// Creates the value `value` of a parameter of `kind`.
        public init(value: String, kind: LinkParameterKind) {
            self.value = value
            self.kind = kind
        }
    }

    /// Creates an error for `link`.
    public init(link: String, reason: Reason, invalidValue: InvalidValue? = nil) {
        self.link = link.count > 120 ? String(link.prefix(117)) + "..." : link
        self.reason = reason
        self.invalidValue = invalidValue.map { InvalidValue(value: $0.value.count > 60 ? String($0.value.prefix(57)) + "..." : $0.value, kind: $0.kind) }
    }

    /// A sentence a person can act on.
    public var description: String {
        let subject = "Cannot open '\(link)'"
        switch reason {
        case .tooLong(let length, let limit):
            return "Cannot open a link of \(length) bytes: links are limited to \(limit)."
        case .tooLongToShare(let limit):
            return "\(subject): written as the app saves and shares links, it would be longer than the \(limit) bytes links are limited to."
        case .invalidCharacter(let character):
            return "\(subject): links cannot contain \(character)."
        case .notALink:
            return "\(subject): it is not a link (expected scheme://...)."
        case .unsupportedScheme(let scheme):
            return "\(subject): the scheme '\(scheme)' is not one this app opens."
        case .unknownHost(let host):
            return "\(subject): web links to '\(host)' do not open in this app."
        case .malformed(let detail):
            return "\(subject): \(detail)."
        case .tooManySegments(let limit):
            return "\(subject): links are limited to \(limit) path segments."
        case .tooManyQueryItems(let limit):
            return "\(subject): links are limited to \(limit) query items."
        case .invalidPercentEncoding:
            return "\(subject): a '%' must be followed by two hexadecimal digits."
        case .noRoute:
            return "\(subject): no screen has this address."
        case .invalidParameter(let name, let pattern):
            guard let invalidValue else { return "\(subject): '\(name)' is not a valid value for \(pattern)." }
            return "\(subject): '\(invalidValue.value)' is not a valid \(name) for \(pattern); expected \(invalidValue.kind.expectation)."
        case .internalOnly(let pattern):
            return "\(subject): \(pattern) opens only from inside the app."
        case .featureUnavailable(let feature, let pattern):
            return "\(subject): \(pattern) belongs to \(feature), which is not part of this build."
        }
    }
}

/// Who is opening a link.
public enum LinkSource: String, Hashable, Sendable, Codable {
    /// Anyone outside the app: an email, a web page, the system. Only public links open.
    case external
    /// The app itself: restoration, its own navigation. Internal links open too.
    case `internal`
}

/// The bounds every link is held to before it is matched, so hostile input is refused cheaply.
public enum LinkLimits {
    /// The longest link accepted, in UTF-8 bytes.
    public static let maximumLength = 8_192
    /// The most path segments accepted (for the custom scheme, the host counts as one).
    public static let maximumSegments = 32
    /// The most query items accepted.
    public static let maximumQueryItems = 32
}

/// The app's link addresses: its custom scheme and the web hosts of its universal links.
public struct LinkConfiguration: Hashable, Sendable {
    /// The custom scheme, lowercase, such as `sailaway`.
    public var scheme: String
    /// The hosts whose `https` links open in the app, lowercase; the first is printed.
    public var universalHosts: [String]

    /// Creates a configuration.
    public init(scheme: String, universalHosts: [String]) {
        self.scheme = scheme.lowercased()
        self.universalHosts = universalHosts.map { $0.lowercased() }
    }
}

/// The two spellings of every link.
public enum LinkStyle: String, Hashable, Sendable, CaseIterable {
    /// `scheme://path`, such as `sailaway://charter/…`.
    case custom
    /// `https://host/path`, such as `https://sailaway.app/charter/…`.
    case universal
}
