/// A link split into path segments and query items, as byte ranges, without allocating unless
/// percent-decoding is needed.
///
/// For the custom scheme the host is the first segment (`sailaway://content/checklist/…` has
/// the segments `content`, `checklist`, `…`); for a universal link the host must be one of the
/// configured hosts and the path holds every segment.
struct LinkComponents {
    /// A range of bytes in the link itself or in its percent-decoded copy.
    struct Span {
        var start: Int32
        var end: Int32
        var isDecoded: Bool
        static let empty = Span(start: 0, end: 0, isDecoded: false)
    }

    var base: UnsafeBufferPointer<UInt8>
    var decoded: UnsafeBufferPointer<UInt8>
    var segments = InlineArray<32, Span>(repeating: .empty)
    var segmentCount = 0
    var queryKeys = InlineArray<32, Span>(repeating: .empty)
    var queryValues = InlineArray<32, Span>(repeating: .empty)
    var queryCount = 0

    @inline(__always)
    func bytes(_ span: Span) -> UnsafeBufferPointer<UInt8> {
        let buffer = span.isDecoded ? decoded : base
        return UnsafeBufferPointer(rebasing: buffer[Int(span.start)..<Int(span.end)])
    }

    @inline(__always)
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        bytes(segments[index])
    }

    /// The value of the first query item named `key` (compared exactly), if any.
    func queryValue(forKey key: [UInt8]) -> UnsafeBufferPointer<UInt8>? {
        var index = 0
        while index < queryCount {
            let candidate = bytes(queryKeys[index])
            if candidate.elementsEqual(key) { return bytes(queryValues[index]) }
            index += 1
        }
        return nil
    }

    /// Splits `link` and calls `body` with its components.
    static func withComponents<T>(
        of link: String,
        configuration: LinkConfiguration,
        _ body: (LinkComponents) -> Result<T, LinkError>
    ) -> Result<T, LinkError> {
        let length = link.utf8.count
        guard length <= LinkLimits.maximumLength else {
            return .failure(LinkError(link: link, reason: .tooLong(length: length, limit: LinkLimits.maximumLength)))
        }
        var link = link
        return link.withUTF8 { base in
            var splitter = Splitter(base: base, configuration: configuration)
            do throws(LinkError.Reason) {
                var components = try splitter.split()
                if splitter.decoded.isEmpty {
                    return body(components)
                }
                return splitter.decoded.withUnsafeBufferPointer { decoded in
                    components.decoded = decoded
                    return body(components)
                }
            } catch {
                return .failure(LinkError(link: String(decoding: base, as: UTF8.self), reason: error))
            }
        }
    }
}

/// The one pass over a link's bytes that finds its scheme, host, segments and query.
private struct Splitter {
    let base: UnsafeBufferPointer<UInt8>
    let configuration: LinkConfiguration
    var decoded: [UInt8] = []

    init(base: UnsafeBufferPointer<UInt8>, configuration: LinkConfiguration) {
        self.base = base
        self.configuration = configuration
    }

    mutating func split() throws(LinkError.Reason) -> LinkComponents {
        var components = LinkComponents(base: base, decoded: UnsafeBufferPointer(start: nil, count: 0))
        try refuseInvalidCharacters()

        // scheme "://"
        guard let colon = base.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            base.count > colon + 2, base[colon + 1] == UInt8(ascii: "/"), base[colon + 2] == UInt8(ascii: "/")
        else { throw .notALink }
        let scheme = UnsafeBufferPointer(rebasing: base[0..<colon])
        guard scheme.allSatisfy({ ASCII.isUnreserved($0) || $0 == UInt8(ascii: "+") }) else { throw .notALink }

        // authority: up to '/', '?' or '#'
        let authorityStart = colon + 3
        var cursor = authorityStart
        while cursor < base.count, !Self.endsSegment(base[cursor]) { cursor += 1 }
        let authority = UnsafeBufferPointer(rebasing: base[authorityStart..<cursor])

        if ASCII.equalsIgnoringCase(scheme, configuration.scheme.utf8) {
            guard !authority.isEmpty else { throw .malformed("it has no address after '\(configuration.scheme)://'") }
            try append(segment: authorityStart..<cursor, to: &components)
        } else if ASCII.equalsIgnoringCase(scheme, "https".utf8) {
            guard configuration.universalHosts.contains(where: { ASCII.equalsIgnoringCase(authority, $0.utf8) }) else {
                throw .unknownHost(String(decoding: authority, as: UTF8.self))
            }
        } else {
            throw .unsupportedScheme(String(decoding: scheme, as: UTF8.self))
        }

        // path
        while cursor < base.count, base[cursor] == UInt8(ascii: "/") {
            let start = cursor + 1
            var end = start
            while end < base.count, !Self.endsSegment(base[end]) { end += 1 }
            if start == end {
                // Only a trailing slash may be empty: `…/id/` and `…/id/?q=` are accepted.
                let atEnd = end == base.count || base[end] != UInt8(ascii: "/")
                guard atEnd, components.segmentCount > 0 else { throw .malformed("it has an empty path segment") }
            } else {
                try append(segment: start..<end, to: &components)
            }
            cursor = end
        }
        guard components.segmentCount > 0 else { throw .malformed("it has no path") }

        // query, up to '#'; the fragment is ignored
        if cursor < base.count, base[cursor] == UInt8(ascii: "?") {
            cursor += 1
            while cursor < base.count, base[cursor] != UInt8(ascii: "#") {
                var end = cursor
                var equals: Int?
                while end < base.count, base[end] != UInt8(ascii: "&"), base[end] != UInt8(ascii: "#") {
                    if equals == nil, base[end] == UInt8(ascii: "=") { equals = end }
                    end += 1
                }
                if end > cursor {
                    try appendQueryItem(key: cursor..<(equals ?? end), value: (equals.map { $0 + 1 } ?? end)..<end, to: &components)
                }
                cursor = end < base.count && base[end] == UInt8(ascii: "&") ? end + 1 : end
            }
        }
        return components
    }

    private static func endsSegment(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    private func refuseInvalidCharacters() throws(LinkError.Reason) {
        for byte in base {
            switch byte {
            case 0: throw .invalidCharacter("NUL")
            case 0x20: throw .invalidCharacter("spaces (write %20)")
            case 0x01..<0x20, 0x7F: throw .invalidCharacter("control characters")
            case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
                UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
                throw .invalidCharacter("'\(Character(UnicodeScalar(byte)))'")
            default: continue
            }
        }
    }

    private mutating func append(segment range: Range<Int>, to components: inout LinkComponents) throws(LinkError.Reason) {
        guard components.segmentCount < LinkLimits.maximumSegments else {
            throw .tooManySegments(limit: LinkLimits.maximumSegments)
        }
        components.segments[components.segmentCount] = try span(range, plusIsSpace: false)
        components.segmentCount += 1
    }

    private mutating func appendQueryItem(key: Range<Int>, value: Range<Int>, to components: inout LinkComponents) throws(LinkError.Reason) {
        guard components.queryCount < LinkLimits.maximumQueryItems else {
            throw .tooManyQueryItems(limit: LinkLimits.maximumQueryItems)
        }
        components.queryKeys[components.queryCount] = try span(key, plusIsSpace: true)
        components.queryValues[components.queryCount] = try span(value, plusIsSpace: true)
        components.queryCount += 1
    }

    /// The span of `range`, percent-decoded into `decoded` when it needs decoding.
    private mutating func span(_ range: Range<Int>, plusIsSpace: Bool) throws(LinkError.Reason) -> LinkComponents.Span {
        let needsDecoding = base[range].contains { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }
        guard needsDecoding else {
            return .init(start: Int32(range.lowerBound), end: Int32(range.upperBound), isDecoded: false)
        }
        let start = decoded.count
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = base[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < range.upperBound,
                    let high = ASCII.hexValue(base[index + 1]), let low = ASCII.hexValue(base[index + 2])
                else { throw .invalidPercentEncoding }
                let value = high << 4 | low
                guard value != 0 else { throw .invalidCharacter("NUL (%00)") }
                decoded.append(value)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
                index += 1
            }
        }
        return .init(start: Int32(start), end: Int32(decoded.count), isDecoded: true)
    }
}
