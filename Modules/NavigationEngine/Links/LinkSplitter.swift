/// The one pass over a link's bytes that finds its scheme, host, segments and query, and
/// refuses characters no link may hold on the way.
struct LinkSplitter {
    let base: UnsafeBufferPointer<UInt8>

    /// Splits a whole link, whose scheme and host `configuration` knows. The configuration is
    /// borrowed for the call rather than kept: keeping it would retain its strings on every
    /// match.
    mutating func split(
        into components: inout LinkComponents, decoded: inout [UInt8], configuration: borrowing LinkConfiguration
    ) throws(LinkError.Reason) {
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
            // Runs of letters, digits and `-._~` (all of a UUID) are skipped eight bytes at a
            // time; the byte-at-a-time path below sees only the others.
            if end + 8 <= count {
                let plain = PackedBytes.unreserved(PackedBytes.load(bytes + end))
                guard plain != 0x8080_8080_8080_8080 else {
                    end += 8
                    continue
                }
                end += (~plain & 0x8080_8080_8080_8080).trailingZeroBitCount >> 3
            }
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
