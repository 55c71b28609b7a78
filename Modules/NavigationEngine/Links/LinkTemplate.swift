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
    public let parameterNames: [String]

    /// Parses a template, or says what is wrong with it.
    ///
    /// One pass over the UTF-8 bytes: registering thousands of patterns stays in milliseconds.
    public init(_ text: String) throws(LinkTemplateError) {
        self.text = text
        var parser = TemplateParser(text: text)
        try parser.parse()
        segments = parser.segments
        query = parser.query
        parameterNames = parser.names
    }

    public var description: String { text }
}

/// Reads a template's bytes into segments and query items.
private struct TemplateParser {
    let text: String
    var segments: [LinkTemplate.Segment] = []
    var query: [LinkTemplate.QueryItem] = []
    var names: [String] = []

    init(text: String) {
        self.text = text
    }

    mutating func parse() throws(LinkTemplateError) {
        var text = text
        let failure: LinkTemplateError? = text.withUTF8 { utf8 in
            do throws(LinkTemplateError) {
                try parse(utf8)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private mutating func parse(_ utf8: UnsafeBufferPointer<UInt8>) throws(LinkTemplateError) {
        guard !utf8.isEmpty, utf8[0] != UInt8(ascii: "?") else { throw fail("the path is empty") }
        guard utf8[0] != UInt8(ascii: "/") else { throw fail("the path must not start with '/'") }
        var index = 0
        segments.reserveCapacity(utf8.count { $0 == UInt8(ascii: "/") } + 1)
        // Path: words up to '?'.
        while true {
            var end = index
            while end < utf8.count, utf8[end] != UInt8(ascii: "/"), utf8[end] != UInt8(ascii: "?") { end += 1 }
            segments.append(try segment(utf8[index..<end], role: "a path segment"))
            guard end < utf8.count else { return }
            index = end + 1
            if utf8[end] == UInt8(ascii: "?") { break }
        }
        // Query: key=value items separated by '&'.
        while true {
            var end = index
            while end < utf8.count, utf8[end] != UInt8(ascii: "&") { end += 1 }
            let item = utf8[index..<end]
            guard let equals = item.firstIndex(of: UInt8(ascii: "=")), equals > item.startIndex else {
                throw fail("query item '\(String(decoding: item, as: UTF8.self))' must be key=value")
            }
            let key = String(decoding: item[..<equals], as: UTF8.self)
            guard !query.contains(where: { $0.key == key }) else { throw fail("query key '\(key)' appears twice") }
            query.append(.init(key: key, value: try segment(item[(equals + 1)...], role: "query value")))
            guard end < utf8.count else { return }
            index = end + 1
        }
    }

    private mutating func segment(_ word: Slice<UnsafeBufferPointer<UInt8>>, role: String) throws(LinkTemplateError) -> LinkTemplate.Segment {
        if word.count > 2, word.first == UInt8(ascii: "{"), word.last == UInt8(ascii: "}") {
            let name = word.dropFirst().dropLast()
            guard name.allSatisfy({ ASCII.isUnreserved($0) && $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "~") })
            else {
                throw fail("parameter name '\(String(decoding: name, as: UTF8.self))' must be letters, digits or '_'")
            }
            let string = String(decoding: name, as: UTF8.self)
            guard !names.contains(string) else { throw fail("parameter '\(string)' appears twice") }
            names.append(string)
            return .parameter(string)
        }
        guard !word.isEmpty else { throw fail("\(role) is empty") }
        guard word.allSatisfy({ ASCII.isUnreserved($0) && !(0x41...0x5A).contains($0) }) else {
            throw fail("\(role) '\(String(decoding: word, as: UTF8.self))' must be lowercase letters, digits, '-', '.', '_' or '~'")
        }
        return .literal(String(decoding: word, as: UTF8.self))
    }

    private func fail(_ reason: String) -> LinkTemplateError {
        LinkTemplateError(template: text, reason: reason)
    }
}

/// A link template that cannot be parsed: a mistake in a feature's declaration.
public struct LinkTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template as declared.
    public var template: String
    /// What is wrong with it.
    public var reason: String

    public var description: String { "Link pattern '\(template)' is invalid: \(reason)." }
}
