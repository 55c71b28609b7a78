/// A link split into path segments and query items, as byte ranges, without allocating unless
/// percent-decoding is needed.
///
/// For the custom scheme the host is the first segment (`sailaway://content/checklist/…` has
/// the segments `content`, `checklist`, `…`); for a universal link the host must be one of the
/// configured hosts and the path holds every segment.
struct LinkComponents {
    /// A range of bytes in the link itself or in its percent-decoded copy. Links are at most
    /// ``LinkLimits/maximumLength`` bytes, so 16-bit offsets hold every position.
    ///
    /// Eight bytes, all zero when empty, so the fixed arrays below clear in a few stores.
    struct Span {
        /// The start, with the top bit set when the span is in the decoded copy.
        private var tagged: UInt16
        var end: UInt16
        /// Where the span's text is in the link itself, before decoding.
        var rawStart: UInt16
        var rawEnd: UInt16

        init(start: UInt16, end: UInt16, rawStart: UInt16, rawEnd: UInt16, isDecoded: Bool) {
            tagged = isDecoded ? start | 0x8000 : start
            self.end = end
            self.rawStart = rawStart
            self.rawEnd = rawEnd
        }

        var start: UInt16 { tagged & 0x7FFF }
        var isDecoded: Bool { tagged & 0x8000 != 0 }

    }

    var base: UnsafeBufferPointer<UInt8>
    var decoded = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Spans live in stack memory that is never cleared: only the first `segmentCount` and
    /// `queryCount` of each are written, and only those are read.
    let segments: UnsafeMutablePointer<Span>
    var segmentCount = 0
    let queryKeys: UnsafeMutablePointer<Span>
    let queryValues: UnsafeMutablePointer<Span>
    var queryCount = 0

    /// How many spans a link needs room for.
    static let spanCapacity = LinkLimits.maximumSegments + 2 * LinkLimits.maximumQueryItems

    init(base: UnsafeBufferPointer<UInt8>, spans: UnsafeMutableBufferPointer<Span>) {
        self.base = base
        segments = spans.baseAddress!
        queryKeys = segments + LinkLimits.maximumSegments
        queryValues = queryKeys + LinkLimits.maximumQueryItems
    }

    @inline(__always)
    func bytes(_ span: Span) -> UnsafeBufferPointer<UInt8> {
        let buffer = span.isDecoded ? decoded : base
        return UnsafeBufferPointer(start: buffer.baseAddress.map { $0 + Int(span.start) }, count: Int(span.end &- span.start))
    }

    @inline(__always)
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        bytes(segments[index])
    }

    /// The value of the first query item named `key` (compared exactly), if any.
    func queryValue(forKey key: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        queryIndex(forKey: key).map { bytes(queryValues[$0]) }
    }

    /// The position of the first query item named `key` (compared exactly), if any.
    func queryIndex(forKey key: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < queryCount {
            if bytes(queryKeys[index]).elementsEqual(key) { return index }
            index += 1
        }
        return nil
    }

    /// What the text to split is.
    enum Form {
        /// A whole link: `scheme://host/path?query`.
        case link
        /// A path and query without scheme or host.
        case path
    }

    /// Splits `link` and calls `body` with its components.
    static func withComponents<T>(
        of link: String,
        as form: Form = .link,
        configuration: LinkConfiguration,
        _ body: (borrowing LinkComponents) -> Result<T, LinkError>
    ) -> Result<T, LinkError> {
        let length = link.utf8.count
        guard length <= LinkLimits.maximumLength else {
            return .failure(LinkError(link: link, reason: .tooLong(length: length, limit: LinkLimits.maximumLength)))
        }
        var link = link
        return link.withUTF8 { base in
            withUnsafeTemporaryAllocation(of: Span.self, capacity: spanCapacity) { spans in
                split(base, into: spans, as: form, configuration: configuration, body)
            }
        }
    }

    private static func split<T>(
        _ base: UnsafeBufferPointer<UInt8>,
        into spans: UnsafeMutableBufferPointer<Span>,
        as form: Form,
        configuration: LinkConfiguration,
        _ body: (borrowing LinkComponents) -> Result<T, LinkError>
    ) -> Result<T, LinkError> {
        var components = LinkComponents(base: base, spans: spans)
        var decoded: [UInt8] = []
        do throws(LinkError.Reason) {
            var splitter = Splitter(base: base, configuration: configuration)
            switch form {
            case .link: try splitter.split(into: &components, decoded: &decoded)
            case .path: try splitter.splitPath(into: &components, decoded: &decoded)
            }
        } catch {
            return .failure(LinkError(link: String(decoding: base, as: UTF8.self), reason: error))
        }
        if decoded.isEmpty {
            return body(components)
        }
        return decoded.withUnsafeBufferPointer { buffer in
            components.decoded = buffer
            return body(components)
        }
    }
}

/// The one pass over a link's bytes that finds its scheme, host, segments and query, and
/// refuses characters no link may hold on the way.
private struct Splitter {
    let base: UnsafeBufferPointer<UInt8>
    let configuration: LinkConfiguration

    mutating func split(into components: inout LinkComponents, decoded: inout [UInt8]) throws(LinkError.Reason) {
        // scheme "://"
        var colon = 0
        while colon < base.count, base[colon] != UInt8(ascii: ":") {
            guard ASCII.isUnreserved(base[colon]) || base[colon] == UInt8(ascii: "+") else {
                try Self.refuse(base[colon])
                throw .notALink
            }
            colon += 1
        }
        guard colon > 0, base.count > colon + 2, base[colon + 1] == UInt8(ascii: "/"), base[colon + 2] == UInt8(ascii: "/")
        else {
            try refuseInvalidCharacters()
            throw .notALink
        }
        let scheme = UnsafeBufferPointer(rebasing: base[0..<colon])

        // authority: up to '/', '?' or '#'
        let authorityStart = colon + 3
        if ASCII.equalsIgnoringCase(scheme, configuration.scheme.utf8) {
            let cursor = try scanSegment(from: authorityStart, into: &components, decoded: &decoded)
            guard components.segmentCount > 0 else {
                throw .malformed("it has no address after '\(configuration.scheme)://'")
            }
            try splitPathAndQuery(from: cursor, into: &components, decoded: &decoded)
        } else if ASCII.equalsIgnoringCase(scheme, "https".utf8) {
            var cursor = authorityStart
            while cursor < base.count, !ByteClass.endsSegment(base[cursor]) {
                try Self.refuse(base[cursor])
                cursor += 1
            }
            let authority = UnsafeBufferPointer(rebasing: base[authorityStart..<cursor])
            guard configuration.universalHosts.contains(where: { ASCII.equalsIgnoringCase(authority, $0.utf8) }) else {
                throw .unknownHost(String(decoding: authority, as: UTF8.self))
            }
            try splitPathAndQuery(from: cursor, into: &components, decoded: &decoded)
        } else {
            try refuseInvalidCharacters()
            throw .unsupportedScheme(String(decoding: scheme, as: UTF8.self))
        }
    }

    /// Splits a bare path with its query (`content/checklist/…?q=…`, with or without a leading
    /// `/`): what a router matches once the scheme and host are known.
    mutating func splitPath(into components: inout LinkComponents, decoded: inout [UInt8]) throws(LinkError.Reason) {
        guard base.first != UInt8(ascii: "/") else {
            return try splitPathAndQuery(from: 0, into: &components, decoded: &decoded)
        }
        let cursor = try scanSegment(from: 0, into: &components, decoded: &decoded)
        try splitPathAndQuery(from: cursor, into: &components, decoded: &decoded)
    }

    /// Splits the path that starts at `cursor` (a '/' or the end of the path) and the query
    /// after it.
    private mutating func splitPathAndQuery(
        from cursor: Int, into components: inout LinkComponents, decoded: inout [UInt8]
    ) throws(LinkError.Reason) {
        var cursor = cursor
        while cursor < base.count, base[cursor] == UInt8(ascii: "/") {
            let end = try scanSegment(from: cursor + 1, into: &components, decoded: &decoded)
            if end == cursor + 1 {
                // Only a trailing slash may be empty: `…/id/` and `…/id/?q=` are accepted.
                let atEnd = end == base.count || base[end] != UInt8(ascii: "/")
                guard atEnd, components.segmentCount > 0 else { throw .malformed("it has an empty path segment") }
            }
            cursor = end
        }
        guard components.segmentCount > 0 else { throw .malformed("it has no path") }
        guard cursor < base.count, base[cursor] == UInt8(ascii: "?") else {
            return try refuseInvalidCharacters(from: cursor)
        }

        // query, up to '#'; the fragment is ignored but still checked
        cursor += 1
        while cursor < base.count, base[cursor] != UInt8(ascii: "#") {
            let keyStart = cursor
            var keyEnd = -1
            var needsDecoding = false
            var keyNeedsDecoding = false
            while cursor < base.count {
                let byte = base[cursor]
                if ByteClass.isSpecial(byte) {
                    if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "#") { break }
                    if byte == UInt8(ascii: "=") && keyEnd < 0 {
                        keyEnd = cursor
                        keyNeedsDecoding = needsDecoding
                        needsDecoding = false
                    } else if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") {
                        needsDecoding = true
                    } else if byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "=") {
                        try Self.refuse(byte)
                    }
                }
                cursor += 1
            }
            if cursor > keyStart {
                guard components.queryCount < LinkLimits.maximumQueryItems else {
                    throw .tooManyQueryItems(limit: LinkLimits.maximumQueryItems)
                }
                let hasValue = keyEnd >= 0
                let key = keyStart..<(hasValue ? keyEnd : cursor)
                let value = (hasValue ? keyEnd + 1 : cursor)..<cursor
                components.queryKeys[components.queryCount] = try span(
                    key, needsDecoding: hasValue ? keyNeedsDecoding : needsDecoding, plusIsSpace: true, decoded: &decoded)
                components.queryValues[components.queryCount] = try span(
                    value, needsDecoding: hasValue && needsDecoding, plusIsSpace: true, decoded: &decoded)
                components.queryCount += 1
            }
            if cursor < base.count, base[cursor] == UInt8(ascii: "&") { cursor += 1 }
        }
        try refuseInvalidCharacters(from: cursor)
    }

    /// Scans the segment that starts at `start` up to '/', '?', '#' or the end, appends it when
    /// it is not empty, and returns where it ends.
    private mutating func scanSegment(
        from start: Int, into components: inout LinkComponents, decoded: inout [UInt8]
    ) throws(LinkError.Reason) -> Int {
        var end = start
        var needsDecoding = false
        let count = base.count
        guard let bytes = base.baseAddress else { return end }
        while end < count {
            let byte = bytes[end]
            if ByteClass.isSpecial(byte) {
                if ByteClass.endsSegment(byte) { break }
                if byte == UInt8(ascii: "%") {
                    needsDecoding = true
                } else if byte != UInt8(ascii: "+") && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "=") {
                    try Self.refuse(byte)
                }
            }
            end += 1
        }
        guard end > start else { return end }
        guard components.segmentCount < LinkLimits.maximumSegments else {
            throw .tooManySegments(limit: LinkLimits.maximumSegments)
        }
        components.segments[components.segmentCount] = try span(start..<end, needsDecoding: needsDecoding, plusIsSpace: false, decoded: &decoded)
        components.segmentCount += 1
        return end
    }

    /// The span of `range`, percent-decoded into `decoded` when it needs decoding.
    private func span(
        _ range: Range<Int>, needsDecoding: Bool, plusIsSpace: Bool, decoded: inout [UInt8]
    ) throws(LinkError.Reason) -> LinkComponents.Span {
        let rawStart = UInt16(truncatingIfNeeded: range.lowerBound)
        let rawEnd = UInt16(truncatingIfNeeded: range.upperBound)
        guard needsDecoding else {
            return .init(start: rawStart, end: rawEnd, rawStart: rawStart, rawEnd: rawEnd, isDecoded: false)
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
        return .init(
            start: UInt16(truncatingIfNeeded: start), end: UInt16(truncatingIfNeeded: decoded.count),
            rawStart: rawStart, rawEnd: rawEnd, isDecoded: true
        )
    }

    private func refuseInvalidCharacters(from start: Int = 0) throws(LinkError.Reason) {
        var index = start
        while index < base.count {
            try Self.refuse(base[index])
            index += 1
        }
    }

    /// Throws when `byte` may not appear in a link at all.
    @inline(__always)
    static func refuse(_ byte: UInt8) throws(LinkError.Reason) {
        guard ByteClass.isInvalid(byte) else { return }
        switch byte {
        case 0: throw .invalidCharacter("NUL")
        case 0x20: throw .invalidCharacter("spaces (write %20)")
        case 0x01..<0x20, 0x7F: throw .invalidCharacter("control characters")
        default: throw .invalidCharacter("'\(Character(UnicodeScalar(byte)))'")
        }
    }
}

/// Byte classes for the splitter, as bit masks over ASCII: one test per byte on the hot path.
enum ByteClass {
    /// Bytes no link may hold: controls, space, DEL, and `" < > \ ^ ` { | }`.
    private static let invalidLow: UInt64 = 0x5000_0005_FFFF_FFFF  // 0x00-0x20, '"', '<', '>'
    private static let invalidHigh: UInt64 = 0xB800_0001_5000_0000  // '\', '^', '`', '{', '|', '}', DEL
    /// Bytes the splitter stops at: the invalid ones and `/ ? # % + & =`.
    private static let specialLow: UInt64 = invalidLow | 1 << 0x2F | 1 << 0x3F | 1 << 0x23 | 1 << 0x25 | 1 << 0x2B | 1 << 0x26 | 1 << 0x3D
    private static let specialHigh: UInt64 = invalidHigh

    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        // Branch-free: pick the mask for the byte's half of ASCII; bytes past ASCII never are.
        let mask = byte < 64 ? specialLow : specialHigh
        return byte < 128 && (mask >> (byte & 63)) & 1 == 1
    }

    @inline(__always)
    static func isInvalid(_ byte: UInt8) -> Bool {
        byte < 64 ? invalidLow >> byte & 1 == 1 : byte < 128 && invalidHigh >> (byte &- 64) & 1 == 1
    }

    @inline(__always)
    static func endsSegment(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
}
