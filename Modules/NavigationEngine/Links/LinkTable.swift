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

    /// Whether each pattern's feature is available; read by ``explain(_:from:)`` too.
    let available: [Bool]
    let trie: CompiledLinkTrie
    private let plans: LinkPrintPlans
    /// The patterns that print each route type, by the type's identity, in registration order.
    private let printable: [ObjectIdentifier: [Int]]
    /// What every printed link starts with, in each style: `sailaway://`, `https://sailaway.app/`.
    private let customPrefix: [UInt8]
    private let universalPrefix: [UInt8]?
    /// The longest link that prints within ``LinkLimits/maximumLength`` whatever it holds:
    /// printing writes each byte of a value as at most three (`%XX`) after a prefix and a
    /// template's own text. Only a longer link that opens is printed to be sure it can be.
    private let surelyPrintableLength: Int

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
        // Shared, not copied, when every pattern is available.
        let all = unavailable.isEmpty ? patterns : patterns + unavailable
        self.patterns = all
        available = Array(repeating: true, count: patterns.count) + Array(repeating: false, count: unavailable.count)
        customPrefix = Array("\(configuration.scheme)://".utf8)
        universalPrefix = configuration.universalHosts.first.map { Array("https://\($0)/".utf8) }

        var builder = LinkTrie(expectedTemplates: all.count)
        var scratch = InsertionScratch()
        var plans = LinkPrintPlans(expectedPatterns: patterns.count)
        var printable: [ObjectIdentifier: [Int]] = [:]
        // Read while scanning, rather than in a pass of its own over every declaration.
        var longestTemplate = 0
        for index in all.indices {
            let isAvailable = index < patterns.count
            let declaration = Declaration(all[index])
            let aliases = all[index].aliasTexts
            try Self.withTokens(of: all[index].templateText, declaration.owner) { (canonical: ScannedTemplate) throws(LinkTableError) in
                longestTemplate = max(longestTemplate, canonical.bytes.count)
                try Self.checkParameters(of: canonical, isAlias: false, declaration, canonical: canonical)
                if let clash = Self.insert(canonical, at: index, alias: -1, declaration, canonical: canonical, into: &builder, scratch: &scratch) {
                    throw Self.overlap(clash, with: canonical, declaration, in: all)
                }
                for (position, alias) in aliases.enumerated() {
                    try Self.withTokens(of: alias, declaration.owner) { (aliasText: ScannedTemplate) throws(LinkTableError) in
                        try Self.checkParameters(of: aliasText, isAlias: true, declaration, canonical: canonical)
                        if let clash = Self.insert(aliasText, at: index, alias: position, declaration, canonical: canonical, into: &builder, scratch: &scratch) {
                            throw Self.overlap(clash, with: aliasText, declaration, in: all)
                        }
                    }
                }
                if isAvailable {
                    plans.append(canonical, kinds: declaration.kinds)
                } else {
                    plans.appendNothing()
                }
            }
            if isAvailable {
                printable[all[index].routeType, default: []].append(index)
            }
        }
        trie = CompiledLinkTrie(builder)
        self.plans = plans
        let longestPrefix = max(customPrefix.count, universalPrefix?.count ?? 0)
        surelyPrintableLength = (LinkLimits.maximumLength - longestPrefix - longestTemplate) / 3
        self.printable = printable
    }

    // MARK: - Parsing

    /// The route a link opens, or why it opens nothing.
    ///
    /// `source` decides whether internal links are accepted: from outside, only public ones.
    public func resolve(_ link: String, from source: LinkSource) throws(LinkError) -> ResolvedLink {
        let result = LinkComponents.withComponents(
            of: link, configuration: configuration, failure: { .failure(LinkError(link: link, reason: $0)) }
        ) { components -> Result<ResolvedLink, LinkError> in
            guard let entry = trie.match(components) else {
                let (reason, value) = Self.whyNothingMatches(components, trie, patterns)
                return .failure(LinkError(link: link, reason: reason, invalidValue: value))
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
                // A link that opens prints again in each style, or its screen could be neither
                // saved nor shared; only a long link can fail to.
                guard link.utf8.count <= surelyPrintableLength || printsInEveryStyle(route) else {
                    return .failure(LinkError(link: link, reason: .tooLongToShare(limit: LinkLimits.maximumLength)))
                }
                return .success(ResolvedLink(route: route, pattern: pattern))
            } catch {
                let name = Self.parameterName(error.index, of: pattern)
                let value = Self.invalidValue(error.index, of: pattern, entry: entry, components, trie)
                return .failure(LinkError(link: link, reason: .invalidParameter(name: name, pattern: pattern.templateText), invalidValue: value))
            }
        }
        return try result.get()
    }

    /// Why no pattern matches: when the link has the shape of a pattern but a value of the
    /// wrong kind (`charter/not-a-uuid`), that parameter is named; otherwise no route.
    private static func whyNothingMatches(
        _ components: borrowing LinkComponents, _ trie: CompiledLinkTrie, _ patterns: [AnyLinkPattern]
    ) -> (LinkError.Reason, LinkError.InvalidValue?) {
        guard let entry = trie.match(components, leniently: true) else { return (.noRoute, nil) }
        let pattern = patterns[trie.patternIndex(of: entry)]
        for index in pattern.parameterKinds.indices where !trie.accepts(parameter: index, of: entry, in: components) {
            return (
                .invalidParameter(name: parameterName(index, of: pattern), pattern: pattern.templateText),
                invalidValue(index, of: pattern, entry: entry, components, trie)
            )
        }
        return (.noRoute, nil)
    }

    /// The text of parameter `index` that did not fit, and what it accepts, so the message
    /// names the value a person gave ("'abc' is not a valid id … expected a UUID").
    private static func invalidValue(
        _ index: Int, of pattern: AnyLinkPattern, entry: Int32, _ components: borrowing LinkComponents, _ trie: CompiledLinkTrie
    ) -> LinkError.InvalidValue? {
        guard pattern.parameterKinds.indices.contains(index), let span = trie.parameter(index, of: entry, in: components) else { return nil }
        return LinkError.InvalidValue(value: String(decoding: components.bytes(span), as: UTF8.self), kind: pattern.parameterKinds[index])
    }

    /// The name of a pattern's parameter, for a message: read again from the template, which
    /// the table does not keep (it parsed it once, when built).
    private static func parameterName(_ index: Int, of pattern: AnyLinkPattern) -> String {
        guard let names = try? LinkTemplate(pattern.templateText).parameterNames, names.indices.contains(index) else {
            return "#\(index + 1)"
        }
        return names[index]
    }

    /// Matches a path and query without scheme or host (`content/checklist/…`): which pattern,
    /// and where each of its parameters is, without building the route.
    ///
    /// The router's hot path, for hosts that route paths of their own; it allocates nothing
    /// unless the path is percent-encoded. Availability and access are not checked here.
    public func match(path: String) -> LinkMatch? {
        LinkComponents.withComponents(of: path, as: .path, configuration: configuration, failure: { _ in nil }) { components in
            guard let entry = trie.match(components) else { return nil }
            var match = LinkMatch(patternIndex: trie.patternIndex(of: entry))
            trie.forEachParameter(of: entry, in: components) { index, span in
                guard index < LinkMatch.capacity else { return }
                match.parameterCount = index + 1
                if let span { match.ranges[index] = Int32(span.rawStart)..<Int32(span.rawEnd) }
            }
            return match
        }
    }

    // MARK: - Printing

    /// The canonical link of `route`, or nil when no available pattern prints it.
    ///
    /// Printing is the inverse of parsing: a value that parsing would refuse (an empty text, a
    /// NUL) has no link, and neither has a link longer than ``LinkLimits/maximumLength``. The
    /// cost depends on how many patterns the route's own type has, not on the table's size.
    public func link(for route: AnyRoute, style: LinkStyle = .custom) -> String? {
        guard let candidates = printable[route.routeType] else { return nil }
        let prefix = style == .custom ? customPrefix : universalPrefix
        guard let prefix else { return nil }
        return Self.withValue(of: route.base) { value in
            // Most links fit a buffer on the stack; a longer one is printed again on the heap.
            let link = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
                print(value, candidates, prefix: prefix, into: buffer)
            }
            guard case .overflowed = link else { return link.text }
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: LinkLimits.maximumLength)
            defer { buffer.deallocate() }
            return print(value, candidates, prefix: prefix, into: buffer).text
        }
    }

    /// Whether `route` has a link in each style this table prints.
    private func printsInEveryStyle(_ route: AnyRoute) -> Bool {
        link(for: route, style: .custom) != nil && (universalPrefix == nil || link(for: route, style: .universal) != nil)
    }

    /// The pattern that prints `route`, or nil.
    public func pattern(for route: AnyRoute) -> AnyLinkPattern? {
        guard let candidates = printable[route.routeType] else { return nil }
        return Self.withValue(of: route.base) { value in
            candidates.lazy.map { patterns[$0] }.first { pattern in
                // A printer with nothing to write and nowhere to write it: only the case is checked.
                var printer = LinkPrinter(steps: .init(start: nil, count: 0), pool: .init(start: nil, count: 0), prefix: .init(start: nil, count: 0), output: .init(start: nil, count: 0))
                return pattern.write(value, &printer)
            }
        }
    }

    /// Whether routes of this type have at least one available pattern.
    public func hasPatterns(forRouteType type: ObjectIdentifier) -> Bool {
        printable[type] != nil
    }

    /// What printing gave: a link, none, or a link too long for the buffer.
    private enum Printed {
        case link(String)
        case none
        case overflowed

        var text: String? {
            if case .link(let text) = self { text } else { nil }
        }
    }

    private func print(_ route: UnsafeRawPointer, _ candidates: [Int], prefix: [UInt8], into buffer: UnsafeMutableBufferPointer<UInt8>) -> Printed {
        plans.steps.withUnsafeBufferPointer { steps in
            plans.pool.withUnsafeBufferPointer { pool in
                prefix.withUnsafeBufferPointer { prefix in
                    for index in candidates {
                        let range = plans.ranges[index]
                        var printer = LinkPrinter(
                            steps: UnsafeBufferPointer(rebasing: steps[Int(range.lowerBound)..<Int(range.upperBound)]),
                            pool: pool, prefix: prefix, output: buffer
                        )
                        guard patterns[index].write(route, &printer) else { continue }
                        if let link = printer.finish() { return .link(link) }
                        return printer.overflowed ? .overflowed : .none
                    }
                    return .none
                }
            }
        }
    }

    /// Calls `body` with the address of the route inside an existential: opened once here, so
    /// that the patterns of its type need no cast each (see ``AnyLinkPattern/write``).
    private static func withValue<R: Route, T>(of route: R, _ body: (UnsafeRawPointer) -> T) -> T {
        withUnsafePointer(to: route) { body(UnsafeRawPointer($0)) }
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

