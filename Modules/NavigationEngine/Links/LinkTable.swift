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
    private var trie = LinkTrie()
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
        for (index, pattern) in self.patterns.enumerated() {
            let template = try Self.template(pattern.templateText, of: pattern)
            try Self.checkParameters(of: template, pattern: pattern, isAlias: false, canonical: template)
            canonicalTemplates.append(template)
            try insert(template, of: pattern, at: index, canonical: template)
            for alias in pattern.aliasTexts {
                let aliasTemplate = try Self.template(alias, of: pattern)
                try Self.checkParameters(of: aliasTemplate, pattern: pattern, isAlias: true, canonical: template)
                try insert(aliasTemplate, of: pattern, at: index, canonical: template)
            }
            if available[index] {
                printable[pattern.routeType, default: []].append(index)
            }
        }
    }

    // MARK: - Parsing

    /// The route a link opens, or why it opens nothing.
    ///
    /// `source` decides whether internal links are accepted: from outside, only public ones.
    public func resolve(_ link: String, from source: LinkSource) throws(LinkError) -> ResolvedLink {
        let result = LinkComponents.withComponents(of: link, configuration: configuration) {
            components -> Result<ResolvedLink, LinkError> in
            guard let entryIndex = trie.match(components) else {
                return .failure(LinkError(link: link, reason: .noRoute))
            }
            let entry = trie.entry(entryIndex)
            let pattern = patterns[entry.patternIndex]
            guard available[entry.patternIndex] else {
                return .failure(LinkError(link: link, reason: .featureUnavailable(feature: pattern.owner, pattern: pattern.templateText)))
            }
            guard source == .internal || pattern.access == .public else {
                return .failure(LinkError(link: link, reason: .internalOnly(pattern: pattern.templateText)))
            }
            do throws(LinkParameterFailure) {
                let route = try pattern.decode { index in
                    switch entry.parameterSources[index] {
                    case .segment(let segment):
                        return LinkValue(bytes: components.segment(segment))
                    case .query(let key):
                        return components.queryValue(forKey: key).map(LinkValue.init(bytes:))
                    }
                }
                return .success(ResolvedLink(route: route, pattern: pattern))
            } catch {
                let name = canonicalTemplates[entry.patternIndex].parameterNames[error.index]
                return .failure(LinkError(link: link, reason: .invalidParameter(name: name, pattern: pattern.templateText)))
            }
        }
        return try result.get()
    }

    // MARK: - Printing

    /// The canonical link of `route`, or nil when no available pattern prints it.
    ///
    /// Also nil when the link could not be opened again: a value its parameter does not accept
    /// (empty text), NUL, or a link longer than ``LinkLimits/maximumLength``.
    public func link(for route: AnyRoute, style: LinkStyle = .custom) -> String? {
        guard let candidates = printable[route.routeType] else { return nil }
        for index in candidates {
            guard let values = patterns[index].encode(route) else { continue }
            return Self.print(
                canonicalTemplates[index], values: values, kinds: patterns[index].parameterKinds,
                style: style, configuration: configuration
            )
        }
        return nil
    }

    /// The pattern that prints `route`, or nil.
    public func pattern(for route: AnyRoute) -> AnyLinkPattern? {
        printable[route.routeType]?.lazy.map { patterns[$0] }.first { $0.encode(route) != nil }
    }

    /// Whether routes of this type have at least one available pattern.
    public func hasPatterns(forRouteType type: ObjectIdentifier) -> Bool {
        printable[type] != nil
    }

    private static func print(
        _ template: LinkTemplate, values: [String?], kinds: [LinkParameterKind], style: LinkStyle,
        configuration: LinkConfiguration
    ) -> String? {
        // Printing is the inverse of parsing: a value parsing would refuse has no link.
        func readable(_ value: String, at index: Int) -> Bool {
            kinds[index].acceptsLiteral(value) && !value.utf8.contains(0)
        }
        var link: String
        switch style {
        case .custom:
            link = configuration.scheme + "://"
        case .universal:
            guard let host = configuration.universalHosts.first else { return nil }
            link = "https://" + host + "/"
        }
        var valueIndex = 0
        for (position, segment) in template.segments.enumerated() {
            if position > 0 { link += "/" }
            switch segment {
            case .literal(let word):
                link += word
            case .parameter:
                guard let value = values[valueIndex], readable(value, at: valueIndex) else { return nil }
                LinkEncoding.append(value, to: &link, spaceAsPlus: false)
                valueIndex += 1
            }
        }
        var separator = "?"
        for item in template.query {
            switch item.value {
            case .literal(let word):
                link += separator + item.key + "=" + word
            case .parameter:
                defer { valueIndex += 1 }
                guard let value = values[valueIndex] else { continue }
                guard readable(value, at: valueIndex) else { return nil }
                link += separator + item.key + "="
                LinkEncoding.append(value, to: &link, spaceAsPlus: true)
            }
            separator = "&"
        }
        return link.utf8.count <= LinkLimits.maximumLength ? link : nil
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

    private mutating func insert(
        _ template: LinkTemplate, of pattern: AnyLinkPattern, at index: Int, canonical: LinkTemplate
    ) throws(LinkTableError) {
        let sources: [LinkTrie.ParameterSource] = canonical.parameterNames.map { name in
            if let position = template.segments.firstIndex(of: .parameter(name)) {
                return .segment(position)
            }
            let key = template.query.first { $0.value == .parameter(name) }!.key
            return .query(key: Array(key.utf8))
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
        if let clash = trie.overlaps(with: entry).first {
            let other = trie.entry(clash)
            let otherPattern = patterns[other.patternIndex]
            throw LinkTableError(
                features: [otherPattern.owner, pattern.owner],
                patterns: [other.template.text, template.text],
                reason: "both can match the same link"
            )
        }
        trie.insert(entry)
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

/// Percent-encoding for printed links.
enum LinkEncoding {
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    static func append(_ value: String, to link: inout String, spaceAsPlus: Bool) {
        if value.utf8.allSatisfy(ASCII.isUnreserved) {
            link += value
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count * 3)
        for byte in value.utf8 {
            if ASCII.isUnreserved(byte) {
                bytes.append(byte)
            } else if spaceAsPlus, byte == 0x20 {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        link += String(decoding: bytes, as: UTF8.self)
    }
}
