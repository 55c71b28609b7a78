import NavigationEngine

/// One route table of the benchmark: the patterns every router registers, in one shuffled order.
///
/// A table of `size` patterns holds the Sailaway patterns (all of them, or the first `size` when
/// that is fewer) and synthetic `featureN/itemM/{id}` patterns up to `size`, shuffled with a fixed
/// seed so that no router benefits from the order features happen to register in.
///
/// The Sailaway patterns keep one shuffled order relative to each other at every size, and the
/// synthetic ones are shuffled in among them: so two sizes differ only by their padding, not by
/// which Sailaway pattern happens to come first (printing, for one, tries a route type's
/// patterns in registration order).
struct RouteTable {
    /// Where a pattern comes from.
    enum Origin: Hashable {
        /// The `n`th of ``SailawayLinks/patterns``.
        case sailaway(Int)
        /// The `n`th synthetic pattern.
        case synthetic(Int)
    }

    /// A pattern and its origin, in registration order.
    struct Entry {
        var pattern: AnyLinkPattern
        var origin: Origin
    }

    /// The table sizes of the issue.
    static let sizes = [10, 100, 1_000, 10_000]

    let size: Int
    let entries: [Entry]

    /// The patterns, in registration order.
    var patterns: [AnyLinkPattern] { entries.map(\.pattern) }

    init(size: Int, seed: UInt64 = 6) {
        let sailawayCount = min(size, SailawayLinks.patterns.count)
        var sameAtEverySize = SeededGenerator(seed: seed)
        var sailaway = sameAtEverySize.shuffled(Array(SailawayLinks.patterns.indices))
            .filter { $0 < sailawayCount }
            .map { Entry(pattern: SailawayLinks.patterns[$0], origin: .sailaway($0)) }[...]

        var generator = SeededGenerator(seed: seed &+ UInt64(size))
        var synthetic = generator.shuffled((0..<(size - sailawayCount)).map {
            Entry(pattern: SyntheticLinks.pattern($0), origin: .synthetic($0))
        })[...]
        // A random interleaving: shuffle which slots hold a Sailaway pattern.
        let slots = generator.shuffled([Bool](repeating: true, count: sailaway.count) + [Bool](repeating: false, count: synthetic.count))
        self.size = size
        self.entries = slots.map { isSailaway in isSailaway ? sailaway.popFirst()! : synthetic.popFirst()! }
    }

    /// Builds our link table.
    func linkTable() throws(LinkTableError) -> LinkTable {
        try LinkTable(patterns: patterns, configuration: SailawayLinks.configuration)
    }

    /// Each distinct path a router without query matching registers, with its entry's index.
    ///
    /// Routers that route on the path alone (routing-kit, the linear scan) see the aliases
    /// `content/{id}?type=…` as one path; the query is for the handler to read.
    var paths: [(entry: Int, template: String, segments: [PathSegment])] {
        var seen: Set<[PathSegment]> = []
        var result: [(Int, String, [PathSegment])] = []
        for (index, entry) in entries.enumerated() {
            for template in [entry.pattern.templateText] + entry.pattern.aliasTexts {
                let segments = PathSegment.split(template: template)
                if seen.insert(segments.map(\.shape)).inserted {
                    result.append((index, template, segments))
                }
            }
        }
        return result
    }
}

/// One segment of a template's path, for the routers that are not ours.
enum PathSegment: Hashable {
    case literal(String)
    /// A parameter, named by its position in the path (see ``split(template:)``).
    case parameter(String)

    /// The segment without its parameter's name: two paths with the same shapes are one path.
    var shape: PathSegment {
        if case .parameter = self { .parameter("") } else { self }
    }

    /// The path of `template` (its query dropped), each `{name}` renamed `p<position>`.
    ///
    /// routing-kit requires one parameter name per trie position (`charter/:id` and
    /// `charter/:charterID/…` cannot coexist); a Vapor app would rename by hand, positional names
    /// do it mechanically.
    static func split(template: String) -> [PathSegment] {
        let path = template.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return path.split(separator: "/").enumerated().map { position, word in
            word.hasPrefix("{") ? .parameter("p\(position)") : .literal(String(word))
        }
    }
}
