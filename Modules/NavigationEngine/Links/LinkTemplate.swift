/// The parsed text of a link pattern, such as `content/checklist/{id}` or `search?q={query}`.
///
/// A template is a path of literal words and `{name}` parameters, optionally followed by query
/// items whose values are literals (which must be present with that value) or parameters.
/// Literals are lowercase ASCII words; they match links case-insensitively.
public struct LinkTemplate: Hashable, Sendable, CustomStringConvertible {
    /// One segment of the path.
    public enum Segment: Hashable, Sendable {
        /// A fixed word, lowercase.
        case literal(String)
        /// A parameter, by name.
        case parameter(String)
    }

    /// One query item.
    public struct QueryItem: Hashable, Sendable {
        /// The item's key.
        public var key: String
        /// The item's value: a literal the link must carry, or a parameter.
        public var value: Segment
    }

    /// The path segments, in order.
    public let segments: [Segment]
    /// The query items, in order.
    public let query: [QueryItem]
    /// The template as it was declared.
    public let text: String

    /// The parameter names in the order they appear: path first, then query.
    public var parameterNames: [String] {
        (segments + query.map(\.value)).compactMap {
            if case .parameter(let name) = $0 { name } else { nil }
        }
    }

    /// Parses a template, or says what is wrong with it.
    public init(_ text: String) throws(LinkTemplateError) {
        self.text = text
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0]
        guard !path.isEmpty else { throw .init(template: text, reason: "the path is empty") }
        guard !path.hasPrefix("/") else { throw .init(template: text, reason: "the path must not start with '/'") }

        var names: Set<String> = []
        func segment(_ word: Substring, role: String) throws(LinkTemplateError) -> Segment {
            if word.hasPrefix("{") && word.hasSuffix("}") && word.count > 2 {
                let name = String(word.dropFirst().dropLast())
                guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw .init(template: text, reason: "parameter name '\(name)' must be letters, digits or '_'")
                }
                guard names.insert(name).inserted else {
                    throw .init(template: text, reason: "parameter '\(name)' appears twice")
                }
                return .parameter(name)
            }
            guard !word.isEmpty else { throw .init(template: text, reason: "\(role) is empty") }
            guard word.utf8.allSatisfy({ ASCII.isUnreserved($0) && !(0x41...0x5A).contains($0) }) else {
                throw .init(template: text, reason: "\(role) '\(word)' must be lowercase letters, digits, '-', '.', '_' or '~'")
            }
            return .literal(String(word))
        }

        var segments: [Segment] = []
        for word in path.split(separator: "/", omittingEmptySubsequences: false) {
            segments.append(try segment(word, role: "a path segment"))
        }
        var query: [QueryItem] = []
        if parts.count == 2 {
            for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, !pair[0].isEmpty else {
                    throw .init(template: text, reason: "query item '\(item)' must be key=value")
                }
                let key = String(pair[0])
                guard !query.contains(where: { $0.key == key }) else {
                    throw .init(template: text, reason: "query key '\(key)' appears twice")
                }
                query.append(QueryItem(key: key, value: try segment(pair[1], role: "query value")))
            }
        }
        self.segments = segments
        self.query = query
    }

    public var description: String { text }
}

/// A link template that cannot be parsed: a mistake in a feature's declaration.
public struct LinkTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template as declared.
    public var template: String
    /// What is wrong with it.
    public var reason: String

    public var description: String { "Link pattern '\(template)' is invalid: \(reason)." }
}
