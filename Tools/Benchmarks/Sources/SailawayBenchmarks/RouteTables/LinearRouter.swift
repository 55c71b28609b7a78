/// The baseline: a list of split patterns, compared segment by segment in registration order.
///
/// What a simple, fair router looks like: the path's UTF-8 is split once on `/` (splitting the
/// `String` itself walks grapheme clusters and costs about a microsecond, which would make the
/// baseline look worse than it needs to), each pattern with the same number of segments is
/// compared word by word, and the first that matches wins. Parameters match any segment, as in
/// routing-kit; words compare byte for byte, as routing-kit's default does.
struct LinearRouter {
    /// One segment of a registered pattern.
    enum Segment {
        case literal([UInt8])
        case parameter
    }

    private let routes: [(segments: [Segment], output: Int)]

    /// Registers the paths of `table`; a match's output is the entry's index.
    init(_ table: RouteTable) {
        routes = table.paths.map { path in
            (path.segments.map { if case .literal(let word) = $0 { .literal(Array(word.utf8)) } else { .parameter } }, path.entry)
        }
    }

    /// The first pattern that matches `path`, with its parameters' text.
    func route(_ path: String) -> (output: Int, captures: [Substring])? {
        let parts = path.utf8.split(separator: UInt8(ascii: "/"))
        search: for route in routes where route.segments.count == parts.count {
            for (segment, part) in zip(route.segments, parts) {
                if case .literal(let word) = segment, !word.elementsEqual(part) { continue search }
            }
            var captures: [Substring] = []
            for (segment, part) in zip(route.segments, parts) {
                if case .parameter = segment { captures.append(Substring(part)) }
            }
            return (route.output, captures)
        }
        return nil
    }
}
