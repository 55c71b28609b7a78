/// Explaining a link: what ``resolve(_:from:)`` decides, with the pattern behind it, or the
/// declared pattern nearest to a link no pattern takes.
///
/// Apart from resolving and much slower (it splits the link into strings and compares it with
/// every declared template), so the matcher's hot path stays exactly as it is. For people and
/// tools that ask why, never for opening links.
extension LinkTable {
    /// What `link` does when `source` opens it, or why it does nothing.
    public func explain(_ link: String, from source: LinkSource = .external) -> LinkExplanation {
        var refusal: LinkError?
        do {
            _ = try resolve(link, from: source)
        } catch {
            refusal = error
        }
        let split = LinkComponents.withComponents(of: link, configuration: configuration, failure: { _ -> LinkParts? in nil }) { components -> LinkParts? in
            var parts = LinkParts(components)
            guard let entry = trie.match(components) else { return parts }
            let index = trie.patternIndex(of: entry)
            do throws(LinkParameterFailure) {
                let route = try patterns[index].decode { parameter in
                    trie.parameter(parameter, of: entry, in: components).map { LinkValue(bytes: components.bytes($0)) }
                }
                parts.matched = (index, route)
            } catch {
                parts.matched = (index, nil)
            }
            return parts
        }
        guard let split else {
            // Not a link this table reads (another host or scheme, a malformed link): the
            // refusal says which.
            return LinkExplanation(link: link, source: source, match: nil, refusal: refusal, nearMiss: nil)
        }
        if let matched = split.matched {
            let pattern = patterns[matched.patternIndex]
            let template = Self.templates(of: pattern).first { Self.fit(split, $0, of: pattern)?.mismatch == nil } ?? pattern.templateText
            let match = LinkExplanation.Match(
                pattern: pattern, template: template, isAvailable: available[matched.patternIndex],
                resolved: matched.route.map { ResolvedLink(route: $0, pattern: pattern) }
            )
            // A value that does not decode (a required query item missing) is where it fails.
            let miss = matched.route != nil ? nil : Self.fit(split, template, of: pattern)?.mismatch.map {
                LinkExplanation.NearMiss(pattern: pattern, template: template, isAvailable: match.isAvailable, mismatch: $0)
            }
            return LinkExplanation(link: link, source: source, match: match, refusal: refusal, nearMiss: miss)
        }
        return LinkExplanation(link: link, source: source, match: nil, refusal: refusal, nearMiss: nearestMiss(to: split))
    }

    /// The declared template that takes most of `parts`: the most parts taken (a word spelled
    /// nearly right, or a value of the wrong kind where a parameter stands, counts half), then
    /// the nearest number of segments, then the first declared. Nil when no template has a word
    /// of the link.
    private func nearestMiss(to parts: LinkParts) -> LinkExplanation.NearMiss? {
        var best: (score: Int, distance: Int, miss: LinkExplanation.NearMiss)?
        for (index, pattern) in patterns.enumerated() {
            for template in Self.templates(of: pattern) {
                guard let fit = Self.fit(parts, template, of: pattern), fit.wordsTaken, let mismatch = fit.mismatch else { continue }
                let distance = abs(fit.segmentCount - parts.segments.count)
                if let best, best.score > fit.score || (best.score == fit.score && best.distance <= distance) { continue }
                let miss = LinkExplanation.NearMiss(pattern: pattern, template: template, isAvailable: available[index], mismatch: mismatch)
                best = (fit.score, distance, miss)
            }
        }
        return best?.miss
    }

    private static func templates(of pattern: AnyLinkPattern) -> [String] {
        [pattern.templateText] + pattern.aliasTexts
    }

    /// How well `template` (one of `pattern`'s) takes `parts`: two points a part taken, one a
    /// part nearly taken; the first part it does not take, or nil when it takes them all.
    private static func fit(
        _ parts: LinkParts, _ template: String, of pattern: AnyLinkPattern
    ) -> (score: Int, wordsTaken: Bool, segmentCount: Int, mismatch: LinkExplanation.Mismatch?)? {
        guard let parsed = try? LinkTemplate(template), let canonical = try? LinkTemplate(pattern.templateText) else { return nil }
        // Kinds are in the canonical template's order; an alias may name its parameters in another.
        func position(of name: String) -> Int? {
            canonical.parameterNames.firstIndex(of: name).flatMap { pattern.parameterKinds.indices.contains($0) ? $0 : nil }
        }
        func part(_ segment: LinkTemplate.Segment) -> LinkExplanation.TemplatePart {
            switch segment {
            case .literal(let word): .literal(word)
            case .parameter(let name): .parameter(name: name, kind: position(of: name).map { pattern.parameterKinds[$0] } ?? .text)
            }
        }
        var score = 0
        // Whether a fixed word of the template is in the link, spelled right or nearly: a link
        // that has only values where a template has parameters is near no pattern.
        var wordsTaken = false
        var mismatch: LinkExplanation.Mismatch?
        for index in 0..<max(parts.segments.count, parsed.segments.count) {
            guard index < parsed.segments.count else {
                mismatch = mismatch ?? .extraSegment(index: index, found: parts.segments[index])
                continue
            }
            let expected = part(parsed.segments[index])
            guard index < parts.segments.count else {
                mismatch = mismatch ?? .missingSegment(index: index, expected: expected)
                continue
            }
            let found = parts.segments[index]
            switch expected {
            case .literal(let word):
                if found.lowercased() == word {
                    score += 2
                    wordsTaken = true
                    continue
                }
                if isNearSpelling(found.lowercased(), of: word) {
                    score += 1
                    wordsTaken = true
                }
            case .parameter(_, let kind):
                if kind.acceptsLiteral(found) {
                    score += 2
                    continue
                }
                score += 1
            }
            mismatch = mismatch ?? .segment(index: index, found: found, expected: expected)
        }
        for item in parsed.query {
            let expected = part(item.value)
            let found = parts.query.first { $0.key == item.key }?.value
            switch expected {
            case .literal(let word):
                if let found, found.lowercased() == word {
                    score += 2
                    wordsTaken = true
                    continue
                }
            case .parameter(let name, let kind):
                if let found, kind.acceptsLiteral(found) {
                    score += 2
                    continue
                }
                if found == nil, let position = position(of: name), pattern.optionalParameters >> position & 1 == 1 { continue }
            }
            mismatch = mismatch ?? .queryItem(key: item.key, found: found, expected: expected)
        }
        return (score, wordsTaken, parsed.segments.count, mismatch)
    }

    /// Whether `word` is a slip of `target`: at most two edits apart, and fewer than half its
    /// letters (`chartr` for `charter`, not `deck` for `user`).
    static func isNearSpelling(_ word: String, of target: String) -> Bool {
        let a = Array(word.utf8)
        let b = Array(target.utf8)
        guard abs(a.count - b.count) <= 2 else { return false }
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1]
            for j in b.indices {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1)))
            }
            previous = current
        }
        let distance = previous[b.count]
        return distance <= 2 && distance * 2 < max(a.count, b.count)
    }
}

/// A link split into strings, and the pattern the matcher finds for it, if any.
struct LinkParts {
    var segments: [String]
    var query: [(key: String, value: String)]
    /// The pattern that takes the link, and its route when the values decode.
    var matched: (patternIndex: Int, route: AnyRoute?)?

    init(_ components: borrowing LinkComponents) {
        var segments: [String] = []
        for index in 0..<components.segmentCount {
            segments.append(String(decoding: components.bytes(components.segments[index]), as: UTF8.self))
        }
        var query: [(key: String, value: String)] = []
        for index in 0..<components.queryCount {
            query.append((
                String(decoding: components.bytes(components.queryKeys[index]), as: UTF8.self),
                String(decoding: components.bytes(components.queryValues[index]), as: UTF8.self)
            ))
        }
        self.segments = segments
        self.query = query
    }
}
