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
    func queryValue(forKey key: ArraySlice<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        queryIndex(forKey: key).map { bytes(queryValues[$0]) }
    }

    /// The position of the first query item named `key` (compared exactly), if any.
    func queryIndex(forKey key: ArraySlice<UInt8>) -> Int? {
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

    /// Splits `link` and calls `body` with its components, or `failure` with why it cannot be
    /// split.
    static func withComponents<T>(
        of link: String,
        as form: Form = .link,
        configuration: LinkConfiguration,
        failure: (LinkError.Reason) -> T,
        _ body: (borrowing LinkComponents) -> T
    ) -> T {
        let length = link.utf8.count
        guard length <= LinkLimits.maximumLength else {
            return failure(.tooLong(length: length, limit: LinkLimits.maximumLength))
        }
        var link = link
        return link.withUTF8 { base in
            withUnsafeTemporaryAllocation(of: Span.self, capacity: spanCapacity) { spans in
                split(base, into: spans, as: form, configuration: configuration, failure: failure, body)
            }
        }
    }

    private static func split<T>(
        _ base: UnsafeBufferPointer<UInt8>,
        into spans: UnsafeMutableBufferPointer<Span>,
        as form: Form,
        configuration: LinkConfiguration,
        failure: (LinkError.Reason) -> T,
        _ body: (borrowing LinkComponents) -> T
    ) -> T {
        var components = LinkComponents(base: base, spans: spans)
        var decoded: [UInt8] = []
        do throws(LinkError.Reason) {
            var splitter = LinkSplitter(base: base)
            switch form {
            case .link: try splitter.split(into: &components, decoded: &decoded, configuration: configuration)
            case .path: try splitter.splitPath(into: &components, decoded: &decoded)
            }
        } catch {
            return failure(error)
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
