/// The merged link patterns of a build: parses links into routes and prints routes into links.
///
/// Built once from every feature's declarations. Building checks the table: a template that
/// does not parse, an alias whose parameters differ from its pattern's, or two templates that
/// can match the same link are each an error naming the features involved.
public struct LinkTable: Sendable {
    /// The configuration links are read and printed with.
    public let configuration: LinkConfiguration
    /// Every pattern, the available ones and those of absent features, in registration order.
    public let patterns: [AnyLinkPattern]

    private let available: [Bool]
    private var canonicalTemplates: [LinkTemplate] = []
    private let trie: CompiledLinkTrie
    private var printable: [ObjectIdentifier: [Int]] = [:]

    /// Builds and checks a table.
    ///
    /// - Parameters:
    ///   - patterns: The patterns of the features in the build.
    ///   - unavailable: Patterns of features that are known but not enabled: their links are
    ///     recognised and refused with ``LinkError/Reason/featureUnavailable(feature:pattern:)``.
    ///   - configuration: The scheme and web hosts.
    public init(
        patterns: [AnyLinkPattern],
        unavailable: [AnyLinkPattern] = [],
        configuration: LinkConfiguration
    ) throws(LinkTableError) {
        self.configuration = configuration
        self.patterns = patterns + unavailable
        self.available = patterns.map { _ in true } + unavailable.map { _ in false }
        var builder = LinkTrie()
        for (index, pattern) in self.patterns.enumerated() {
            let template = try Self.template(pattern.templateText, of: pattern)
            try Self.checkParameters(of: template, pattern: pattern, isAlias: false, canonical: template)
            canonicalTemplates.append(template)
            try Self.insert(template, of: pattern, at: index, canonical: template, into: &builder, patterns: self.patterns)
            for alias in pattern.aliasTexts {
                let aliasTemplate = try Self.template(alias, of: pattern)
                try Self.checkParameters(of: aliasTemplate, pattern: pattern, isAlias: true, canonical: template)
                try Self.insert(aliasTemplate, of: pattern, at: index, canonical: template, into: &builder, patterns: self.patterns)
            }
            if available[index] {
                printable[pattern.routeType, default: []].append(index)
            }
        }
        trie = CompiledLinkTrie(builder)
    }

    // MARK: - Parsing

    /// The route a link opens, or why it opens nothing.
    ///
    /// `source` decides whether internal links are accepted: from outside, only public ones.
    public func resolve(_ link: String, from source: LinkSource) throws(LinkError) -> ResolvedLink {
        let result = LinkComponents.withComponents(of: link, configuration: configuration) {
            [trie, patterns, available, canonicalTemplates] components -> Result<ResolvedLink, LinkError> in
            guard let entry = trie.match(components) else {
                return .failure(LinkError(link: link, reason: Self.whyNothingMatches(components, trie, patterns, canonicalTemplates)))
            }
            let patternIndex = trie.patternIndex(of: entry)
            let pattern = patterns[patternIndex]
            guard available[patternIndex] else {
                return .failure(LinkError(link: link, reason: .featureUnavailable(feature: pattern.owner, pattern: pattern.templateText)))
            }
            guard source == .internal || pattern.access == .public else {
                return .failure(LinkError(link: link, reason: .internalOnly(pattern: pattern.templateText)))
            }
            do throws(LinkParameterFailure) {
                let route = try pattern.decode { index in
                    trie.parameter(index, of: entry, in: components).map { LinkValue(bytes: components.bytes($0)) }
                }
                return .success(ResolvedLink(route: route, pattern: pattern))
            } catch {
                let name = canonicalTemplates[patternIndex].parameterNames[error.index]
                return .failure(LinkError(link: link, reason: .invalidParameter(name: name, pattern: pattern.templateText)))
            }
        }
        return try result.get()
    }

    /// Why no pattern matches: when the link has the shape of a pattern but a value of the
    /// wrong kind (`charter/not-a-uuid`), that parameter is named; otherwise no route.
    private static func whyNothingMatches(
        _ components: borrowing LinkComponents, _ trie: CompiledLinkTrie, _ patterns: [AnyLinkPattern],
        _ templates: [LinkTemplate]
    ) -> LinkError.Reason {
        guard let entry = trie.match(components, leniently: true) else { return .noRoute }
        let patternIndex = trie.patternIndex(of: entry)
        let names = templates[patternIndex].parameterNames
        for index in names.indices where !trie.accepts(parameter: index, of: entry, in: components) {
            return .invalidParameter(name: names[index], pattern: patterns[patternIndex].templateText)
        }
        return .noRoute
    }

    /// Matches a path and query without scheme or host (`content/checklist/…`): which pattern,
    /// and where each of its parameters is, without building the route.
    ///
    /// The router's hot path, for hosts that route paths of their own; it allocates nothing
    /// unless the path is percent-encoded. Availability and access are not checked here.
    public func match(path: String) -> LinkMatch? {
        let result = LinkComponents.withComponents(of: path, as: .path, configuration: configuration) {
            [trie] components -> Result<LinkMatch, LinkError> in
            guard let entry = trie.match(components) else { return .failure(LinkError(link: "", reason: .noRoute)) }
            var match = LinkMatch(patternIndex: trie.patternIndex(of: entry))
            trie.forEachParameter(of: entry, in: components) { index, span in
                guard index < LinkMatch.capacity else { return }
                match.parameterCount = index + 1
                if let span { match.ranges[index] = Int32(span.rawStart)..<Int32(span.rawEnd) }
            }
            return .success(match)
        }
        return try? result.get()
    }

    // MARK: - Printing

    /// The canonical link of `route`, or nil when no available pattern prints it.
    ///
    /// Printing is the inverse of parsing: a value that parsing would refuse (an empty text, a
    /// NUL) has no link, and neither has a link longer than ``LinkLimits/maximumLength``. The
    /// cost depends on how many patterns the route's own type has, not on the table's size.
    public func link(for route: AnyRoute, style: LinkStyle = .custom) -> String? {
        guard let candidates = printable[route.routeType] else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LinkPrinter.stackCapacity) { buffer in
            for index in candidates {
                var printer = LinkPrinter(
                    template: canonicalTemplates[index], kinds: patterns[index].parameterKinds, style: style,
                    configuration: configuration, buffer: buffer
                )
                guard patterns[index].write(route, { printer.append($0) }) else { continue }
                return printer.finish()
            }
            return nil
        }
    }

    /// The pattern that prints `route`, or nil.
    public func pattern(for route: AnyRoute) -> AnyLinkPattern? {
        printable[route.routeType]?.lazy.map { patterns[$0] }.first { $0.write(route, { _ in }) }
    }

    /// Whether routes of this type have at least one available pattern.
    public func hasPatterns(forRouteType type: ObjectIdentifier) -> Bool {
        printable[type] != nil
    }

    // MARK: - Building

    private static func template(_ text: String, of pattern: AnyLinkPattern) throws(LinkTableError) -> LinkTemplate {
        do {
            return try LinkTemplate(text)
        } catch {
            throw LinkTableError(features: [pattern.owner], patterns: [text], reason: error.reason)
        }
    }

    private static func checkParameters(
        of template: LinkTemplate, pattern: AnyLinkPattern, isAlias: Bool, canonical: LinkTemplate
    ) throws(LinkTableError) {
        let names = template.parameterNames
        func fail(_ reason: String) -> LinkTableError {
            LinkTableError(features: [pattern.owner], patterns: [template.text], reason: reason)
        }
        if isAlias {
            guard Set(names) == Set(canonical.parameterNames) else {
                throw fail("an alias must name the same parameters as '\(canonical.text)'")
            }
        } else {
            guard names.count == pattern.parameterKinds.count else {
                throw fail("it names \(names.count) parameters but the route takes \(pattern.parameterKinds.count)")
            }
        }
        for (index, name) in canonical.parameterNames.enumerated() where pattern.parameterIsOptional[index] {
            if template.segments.contains(.parameter(name)) {
                throw fail("the optional parameter '\(name)' must be a query item, not a path segment")
            }
        }
    }

    private static func insert(
        _ template: LinkTemplate, of pattern: AnyLinkPattern, at index: Int, canonical: LinkTemplate,
        into builder: inout LinkTrie, patterns: [AnyLinkPattern]
    ) throws(LinkTableError) {
        var sources: [LinkTrie.ParameterSource] = []
        sources.reserveCapacity(canonical.parameterNames.count)
        if template == canonical {
            // Parameters are numbered in the order they appear: path first, then query.
            for (position, segment) in template.segments.enumerated() {
                if case .parameter = segment { sources.append(.segment(position)) }
            }
            for item in template.query {
                if case .parameter = item.value { sources.append(.query(key: Array(item.key.utf8))) }
            }
        } else {
            for name in canonical.parameterNames {
                if let position = template.segments.firstIndex(of: .parameter(name)) {
                    sources.append(.segment(position))
                } else if let item = template.query.first(where: { $0.value == .parameter(name) }) {
                    sources.append(.query(key: Array(item.key.utf8)))
                }
            }
        }
        let entry = LinkTrie.Entry(
            patternIndex: index,
            template: template,
            parameterSources: sources,
            parameterKinds: pattern.parameterKinds,
            requiredQuery: template.query.compactMap {
                if case .literal(let value) = $0.value { (Array($0.key.utf8), Array(value.utf8)) } else { nil }
            },
            queryParameters: template.query.compactMap { item in
                guard case .parameter(let name) = item.value,
                    let position = canonical.parameterNames.firstIndex(of: name)
                else { return nil }
                return (Array(item.key.utf8), pattern.parameterKinds[position])
            }
        )
        if let clash = builder.overlaps(with: entry).first {
            let other = builder.entry(clash)
            let otherPattern = patterns[other.patternIndex]
            throw LinkTableError(
                features: [otherPattern.owner, pattern.owner],
                patterns: [other.template.text, template.text],
                reason: "both can match the same link"
            )
        }
        builder.insert(entry)
    }
}

/// Where a path matched: the pattern, and the raw text of each of its parameters.
public struct LinkMatch: Sendable {
    /// The most parameters whose ranges a match records.
    public static let capacity = 8

    /// The matched pattern's index in ``LinkTable/patterns``.
    public let patternIndex: Int
    /// How many parameters the pattern has (at most ``capacity`` are recorded).
    public internal(set) var parameterCount = 0
    var ranges = InlineArray<8, Range<Int32>>(repeating: -1 ..< -1)

    init(patternIndex: Int) {
        self.patternIndex = patternIndex
    }

    /// The UTF-8 offsets of parameter `index` (in the pattern's order) in the matched path,
    /// still percent-encoded; nil for an optional query parameter the path does not carry.
    public func parameter(_ index: Int) -> Range<Int>? {
        precondition(index < min(parameterCount, Self.capacity), "parameter \(index) of \(parameterCount)")
        let range = ranges[index]
        return range.lowerBound < 0 ? nil : Int(range.lowerBound)..<Int(range.upperBound)
    }
}

/// A link resolved to its route.
public struct ResolvedLink: Sendable {
    /// The route the link names.
    public let route: AnyRoute
    /// The pattern that matched (its canonical form, even when an alias matched).
    public let pattern: AnyLinkPattern
}

/// A mistake in the merged link table, found when it is built.
public struct LinkTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The features whose patterns are involved.
    public var features: [String]
    /// The templates involved.
    public var patterns: [String]
    /// What is wrong.
    public var reason: String

    public var description: String {
        let involved = zip(patterns, features).map { "'\($0)' (\($1.isEmpty ? "unowned" : $1))" }
        return "Link table: \(involved.joined(separator: " and ")): \(reason)."
    }
}

