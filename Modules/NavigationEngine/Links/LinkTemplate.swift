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
    public init(_ text: String) throws(LinkTemplateError) {
        self.text = text
        var segments: [Segment] = []
        var query: [QueryItem] = []
        var names: [String] = []
        try TemplateScanner.scan(text) { bytes, tokens in
            func string(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            for token in tokens {
                switch token.kind {
                case .pathLiteral: segments.append(.literal(string(token.word)))
                case .pathParameter: segments.append(.parameter(string(token.word)))
                case .queryLiteral: query.append(QueryItem(key: string(token.key), value: .literal(string(token.word))))
                case .queryParameter: query.append(QueryItem(key: string(token.key), value: .parameter(string(token.word))))
                }
                if token.isParameter { names.append(string(token.word)) }
            }
        }
        self.segments = segments
        self.query = query
        parameterNames = names
    }

    public var description: String { text }
}

/// One part of a template: a path word, a path parameter, or a query item.
///
/// Ten bytes, so that a template's tokens fit on the stack.
struct TemplateToken {
    enum Kind: UInt8 {
        case pathLiteral, pathParameter, queryLiteral, queryParameter
    }

    var kind: Kind
    private var wordStart, wordEnd, keyStart, keyEnd: UInt16

    init(kind: Kind, word: Range<Int>, key: Range<Int> = 0..<0) {
        self.kind = kind
        wordStart = UInt16(word.lowerBound)
        wordEnd = UInt16(word.upperBound)
        keyStart = UInt16(key.lowerBound)
        keyEnd = UInt16(key.upperBound)
    }

    /// The literal word, the parameter's name (without braces), or the query item's value.
    var word: Range<Int> { Int(wordStart)..<Int(wordEnd) }
    /// The query item's key; empty in the path.
    var key: Range<Int> { Int(keyStart)..<Int(keyEnd) }

    var isParameter: Bool { kind == .pathParameter || kind == .queryParameter }
}

/// Reads a template's bytes into tokens, checking it on the way; one pass, nothing allocated,
/// so that registering thousands of patterns stays in milliseconds.
enum TemplateScanner {
    /// The most tokens a template may have: a path as long as a link's longest, and its query.
    static let capacity = LinkLimits.maximumSegments + LinkLimits.maximumQueryItems

    /// Calls `body` with the template's UTF-8 bytes and its tokens in order (path first, then
    /// query), or throws what is wrong with it.
    static func scan(
        _ text: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<TemplateToken>) throws(LinkTemplateError) -> Void
    ) throws(LinkTemplateError) {
        var utf8 = text
        let failure: LinkTemplateError? = utf8.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: TemplateToken.self, capacity: capacity) { tokens in
                do throws(LinkTemplateError) {
                    let count = try scan(bytes, into: tokens, text: text)
                    defer { tokens.baseAddress!.deinitialize(count: count) }
                    try body(bytes, UnsafeBufferPointer(rebasing: tokens[0..<count]))
                    return nil
                } catch {
                    return error
                }
            }
        }
        if let failure { throw failure }
    }

    private static func scan(
        _ utf8: UnsafeBufferPointer<UInt8>, into tokens: UnsafeMutableBufferPointer<TemplateToken>, text: String
    ) throws(LinkTemplateError) -> Int {
        func fail(_ reason: String) -> LinkTemplateError { LinkTemplateError(template: text, reason: reason) }
        func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self) }
        guard utf8.count <= LinkLimits.maximumLength else { throw fail("it is longer than \(LinkLimits.maximumLength) bytes") }
        var count = 0
        func add(_ token: TemplateToken) throws(LinkTemplateError) {
            guard count < capacity else { throw fail("it has more than \(capacity) parts") }
            if token.isParameter {
                let name = utf8[token.word]
                for earlier in tokens[0..<count] where earlier.isParameter && ASCII.equal(UnsafeBufferPointer(rebasing: utf8[earlier.word]), UnsafeBufferPointer(rebasing: name)) {
                    throw fail("parameter '\(string(token.word))' appears twice")
                }
            }
            (tokens.baseAddress! + count).initialize(to: token)
            count += 1
        }
        /// A literal or `{name}`, checked.
        func word(_ range: Range<Int>, role: String) throws(LinkTemplateError) -> (range: Range<Int>, isParameter: Bool) {
            if range.count > 2, utf8[range.lowerBound] == UInt8(ascii: "{"), utf8[range.upperBound - 1] == UInt8(ascii: "}") {
                let name = (range.lowerBound + 1)..<(range.upperBound - 1)
                for index in name {
                    let byte = utf8[index]
                    guard ASCII.isUnreserved(byte), byte != UInt8(ascii: "-"), byte != UInt8(ascii: "."), byte != UInt8(ascii: "~") else {
                        throw fail("parameter name '\(string(name))' must be letters, digits or '_'")
                    }
                }
                return (name, true)
            }
            guard !range.isEmpty else { throw fail("\(role) is empty") }
            for index in range {
                let byte = utf8[index]
                guard ASCII.isUnreserved(byte), !(0x41...0x5A).contains(byte) else {
                    throw fail("\(role) '\(string(range))' must be lowercase letters, digits, '-', '.', '_' or '~'")
                }
            }
            return (range, false)
        }

        guard !utf8.isEmpty, utf8[0] != UInt8(ascii: "?") else { throw fail("the path is empty") }
        guard utf8[0] != UInt8(ascii: "/") else { throw fail("the path must not start with '/'") }
        var index = 0
        // Path: words up to '?'.
        while true {
            var end = index
            while end < utf8.count, utf8[end] != UInt8(ascii: "/"), utf8[end] != UInt8(ascii: "?") { end += 1 }
            let segment = try word(index..<end, role: "a path segment")
            try add(TemplateToken(kind: segment.isParameter ? .pathParameter : .pathLiteral, word: segment.range))
            guard end < utf8.count else { return count }
            index = end + 1
            if utf8[end] == UInt8(ascii: "?") { break }
        }
        // Query: key=value items separated by '&'.
        while true {
            var end = index
            while end < utf8.count, utf8[end] != UInt8(ascii: "&") { end += 1 }
            var equals = index
            while equals < end, utf8[equals] != UInt8(ascii: "=") { equals += 1 }
            guard equals < end, equals > index else {
                throw fail("query item '\(string(index..<end))' must be key=value")
            }
            let key = index..<equals
            for earlier in tokens[0..<count] where !earlier.key.isEmpty && ASCII.equal(UnsafeBufferPointer(rebasing: utf8[earlier.key]), UnsafeBufferPointer(rebasing: utf8[key])) {
                throw fail("query key '\(string(key))' appears twice")
            }
            let value = try word((equals + 1)..<end, role: "query value")
            try add(TemplateToken(kind: value.isParameter ? .queryParameter : .queryLiteral, word: value.range, key: key))
            guard end < utf8.count else { return count }
            index = end + 1
        }
    }
}

/// A template's bytes and tokens, while the link table is built.
struct ScannedTemplate {
    var bytes: UnsafeBufferPointer<UInt8>
    var tokens: UnsafeBufferPointer<TemplateToken>

    /// The template as declared, for messages.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The parameter tokens, in the canonical order: path first, then query.
    var parameters: LazyFilterSequence<UnsafeBufferPointer<TemplateToken>> {
        tokens.lazy.filter(\.isParameter)
    }

    /// The position among the parameters of the one named like `name` in `other`, if any.
    func parameterPosition(named name: Range<Int>, in other: ScannedTemplate) -> Int? {
        let wanted = other.bytes(name)
        var position = 0
        for token in tokens where token.isParameter {
            if ASCII.equal(bytes(token.word), wanted) { return position }
            position += 1
        }
        return nil
    }

    /// The index among the tokens of the parameter named like `name` in `other`, if any.
    func parameterIndex(named name: Range<Int>, in other: ScannedTemplate) -> Int? {
        let wanted = other.bytes(name)
        return tokens.indices.first { tokens[$0].isParameter && ASCII.equal(bytes(tokens[$0].word), wanted) }
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
