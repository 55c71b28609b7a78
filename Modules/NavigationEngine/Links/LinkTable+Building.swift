/// Building a table: each template is scanned once into tokens, checked, and inserted into the
/// trie, which refuses a template that can match a link another one matches.
extension LinkTable {
    /// Calls `body` with a template's tokens; a template that does not parse is a table error.
    static func withTokens(
        of text: String, _ owner: String, _ body: (ScannedTemplate) throws(LinkTableError) -> Void
    ) throws(LinkTableError) {
        var failure: LinkTableError?
        do {
            try TemplateScanner.scan(text) { bytes, tokens in
                do throws(LinkTableError) {
                    try body(ScannedTemplate(bytes: bytes, tokens: tokens))
                } catch {
                    failure = error
                }
            }
        } catch {
            throw LinkTableError(features: [owner], patterns: [text], reason: error.reason)
        }
        if let failure { throw failure }
    }

    static func checkParameters(
        of template: ScannedTemplate, isAlias: Bool, _ declaration: Declaration, canonical: ScannedTemplate
    ) throws(LinkTableError) {
        func fail(_ reason: String) -> LinkTableError {
            LinkTableError(features: [declaration.owner], patterns: [template.text], reason: reason)
        }
        let count = template.parameters.count
        if isAlias {
            let same = count == canonical.parameters.count
                && template.parameters.allSatisfy { canonical.parameterIndex(named: $0.word, in: template) != nil }
            guard same else { throw fail("an alias must name the same parameters as '\(canonical.text)'") }
        } else {
            guard count == declaration.kinds.count else {
                throw fail("it names \(count) parameters but the route takes \(declaration.kinds.count)")
            }
        }
        for (index, name) in canonical.parameters.enumerated() where declaration.optionalParameters >> index & 1 == 1 {
            if let token = template.parameterIndex(named: name.word, in: canonical), template.tokens[token].kind == .pathParameter {
                let text = String(decoding: canonical.bytes(name.word), as: UTF8.self)
                throw fail("the optional parameter '\(text)' must be a query item, not a path segment")
            }
        }
    }

    /// What building needs of a pattern, read once: copying a whole pattern per template would
    /// retain every one of its fields.
    struct Declaration {
        var owner: String
        var kinds: [LinkParameterKind]
        var optionalParameters: UInt64

        init(_ pattern: AnyLinkPattern) {
            owner = pattern.owner
            kinds = pattern.parameterKinds
            optionalParameters = pattern.optionalParameters
        }
    }

    /// Arrays reused from one template to the next while building, so that inserting a
    /// template allocates nothing of its own.
    struct InsertionScratch {
        var path: [PathStep] = []
        var sources: [LinkTrie.Source] = []
        var requirements: [LinkTrie.Requirement] = []
        var queryParameters: [LinkTrie.QueryParameter] = []
    }

    /// Inserts a template, or returns the entry it would overlap (and inserts nothing).
    static func insert(
        _ template: ScannedTemplate, at index: Int, alias: Int, _ declaration: Declaration, canonical: ScannedTemplate,
        into builder: inout LinkTrie, scratch: inout InsertionScratch
    ) -> LinkTrie.Entry? {
        scratch.path.removeAll(keepingCapacity: true)
        scratch.sources.removeAll(keepingCapacity: true)
        scratch.requirements.removeAll(keepingCapacity: true)
        scratch.queryParameters.removeAll(keepingCapacity: true)
        let kinds = declaration.kinds
        // A parameter's kind, by its position in the canonical order (path first, then query).
        func kind(of token: TemplateToken) -> LinkParameterKind {
            kinds[canonical.parameterPosition(named: token.word, in: template)!]
        }
        for token in template.tokens {
            switch token.kind {
            case .pathLiteral:
                let word = template.bytes(token.word)
                scratch.path.append(.literal(word, hash: ASCII.hashIgnoringCase(word)))
            case .pathParameter:
                scratch.path.append(.parameter(kind(of: token)))
            case .queryLiteral:
                scratch.requirements.append(.init(key: builder.pooled(template.bytes(token.key)), value: builder.pooled(template.bytes(token.word))))
            case .queryParameter:
                scratch.queryParameters.append(.init(key: builder.pooled(template.bytes(token.key)), kind: kind(of: token)))
            }
        }
        // Where each parameter is, in the canonical order; path tokens come first, so a path
        // parameter's token index is its segment.
        for name in canonical.tokens where name.isParameter {
            guard let token = template.parameterIndex(named: name.word, in: canonical) else { continue }
            if template.tokens[token].kind == .pathParameter {
                scratch.sources.append(.init(segment: Int32(token), key: PooledWord(start: 0, length: 0)))
            } else {
                scratch.sources.append(.init(segment: -1, key: builder.pooled(template.bytes(template.tokens[token].key))))
            }
        }
        let entry = builder.makeEntry(
            patternIndex: index, alias: alias, sources: scratch.sources, requirements: scratch.requirements,
            queryParameters: scratch.queryParameters
        )
        if let clash = builder.overlap(with: entry, path: scratch.path) {
            return builder.entry(clash)
        }
        builder.insert(entry, path: scratch.path)
        return nil
    }

    /// The error for a template that can match the same links as `clash`, already in the table.
    static func overlap(
        _ clash: LinkTrie.Entry, with template: ScannedTemplate, _ declaration: Declaration, in patterns: [AnyLinkPattern]
    ) -> LinkTableError {
        let other = patterns[Int(clash.patternIndex)]
        return LinkTableError(
            features: [other.owner, declaration.owner],
            patterns: [clash.alias < 0 ? other.templateText : other.aliasTexts[Int(clash.alias)], template.text],
            reason: "both can match the same link"
        )
    }
}
