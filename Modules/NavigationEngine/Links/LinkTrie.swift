/// The trie of path segments as the link table builds it: each template is checked against the
/// ones already there (two that can match the same link are refused), then inserted.
///
/// Once built, it is compiled into a ``CompiledLinkTrie`` for matching.
struct LinkTrie: Sendable {
    /// A node: the heads of its lists of children and terminals, kept in the flat arrays below
    /// so that building allocates per pattern, not per node.
    struct Node: Sendable {
        var firstLiteral: Int32 = -1
        var firstParameter: Int32 = -1
        var firstTerminal: Int32 = -1
    }

    struct LiteralEdge: Sendable {
        var word: String
        var parent: Int32
        var child: Int32
        /// The next edge with the same key (parent and hash), or -1.
        var nextWithSameKey: Int32
        /// The parent's next literal edge, or -1.
        var nextSibling: Int32
    }

    struct ParameterEdge: Sendable {
        var kind: LinkParameterKind
        var child: Int32
        /// The parent's next parameter edge, or -1.
        var nextSibling: Int32
    }

    struct Terminal: Sendable {
        var entry: Int32
        var next: Int32
    }

    /// A template in the trie: one canonical template or alias of a pattern.
    struct Entry: Sendable {
        var patternIndex: Int
        var template: LinkTemplate
        /// Where each of the pattern's parameters is, in the pattern's canonical order.
        var parameterSources: [ParameterSource]
        /// The kind of each of the pattern's parameters, in the same order.
        var parameterKinds: [LinkParameterKind]
        /// Query items that must be present with these values.
        var requiredQuery: [(key: [UInt8], value: [UInt8])]
        /// Each query key that carries a parameter, with that parameter's kind.
        var queryParameters: [(key: [UInt8], kind: LinkParameterKind)]
    }

    enum ParameterSource: Sendable {
        case segment(Int)
        case query(key: [UInt8])
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var literalEdges: [LiteralEdge] = []
    private(set) var parameterEdges: [ParameterEdge] = []
    private(set) var terminals: [Terminal] = []
    /// Literal children of every node: key of parent and word → the first edge with that key.
    private var literals: [UInt64: Int32] = [:]
    private(set) var entries: [Entry] = []

    // MARK: - Building

    /// The entries that can match some link that `entry` also matches.
    func overlaps(with entry: Entry) -> [Int32] {
        var found: [Int32] = []
        collectOverlaps(node: 0, depth: 0, entry, into: &found)
        return found
    }

    private func collectOverlaps(node nodeIndex: Int32, depth: Int, _ entry: Entry, into found: inout [Int32]) {
        let node = nodes[Int(nodeIndex)]
        guard depth < entry.template.segments.count else {
            for terminal in terminalEntries(of: node) where queriesOverlap(entries[Int(terminal)], entry) {
                found.append(terminal)
            }
            return
        }
        switch entry.template.segments[depth] {
        case .literal(let word):
            if let child = literalChild(of: nodeIndex, word: word) {
                collectOverlaps(node: child, depth: depth + 1, entry, into: &found)
            }
            var edge = node.firstParameter
            while edge >= 0 {
                if parameterEdges[Int(edge)].kind.acceptsLiteral(word) {
                    collectOverlaps(node: parameterEdges[Int(edge)].child, depth: depth + 1, entry, into: &found)
                }
                edge = parameterEdges[Int(edge)].nextSibling
            }
        case .parameter:
            let kind = kind(ofSegment: depth, in: entry)
            var literal = node.firstLiteral
            while literal >= 0 {
                if kind.acceptsLiteral(literalEdges[Int(literal)].word) {
                    collectOverlaps(node: literalEdges[Int(literal)].child, depth: depth + 1, entry, into: &found)
                }
                literal = literalEdges[Int(literal)].nextSibling
            }
            var edge = node.firstParameter
            while edge >= 0 {
                if parameterEdges[Int(edge)].kind.overlaps(kind) {
                    collectOverlaps(node: parameterEdges[Int(edge)].child, depth: depth + 1, entry, into: &found)
                }
                edge = parameterEdges[Int(edge)].nextSibling
            }
        }
    }

    /// The entries ending at `node`.
    private func terminalEntries(of node: Node) -> [Int32] {
        var result: [Int32] = []
        var terminal = node.firstTerminal
        while terminal >= 0 {
            result.append(terminals[Int(terminal)].entry)
            terminal = terminals[Int(terminal)].next
        }
        return result
    }

    /// Two entries with compatible paths overlap unless a query item tells them apart.
    private func queriesOverlap(_ lhs: Entry, _ rhs: Entry) -> Bool {
        func excludes(_ a: Entry, _ b: Entry) -> Bool {
            a.requiredQuery.contains { required in
                if let other = b.requiredQuery.first(where: { $0.key == required.key }) {
                    return other.value != required.value
                }
                if let parameter = b.queryParameters.first(where: { $0.key == required.key }) {
                    return !parameter.kind.acceptsLiteral(String(decoding: required.value, as: UTF8.self))
                }
                return false
            }
        }
        return !excludes(lhs, rhs) && !excludes(rhs, lhs)
    }

    func kind(ofSegment depth: Int, in entry: Entry) -> LinkParameterKind {
        for (index, source) in entry.parameterSources.enumerated() {
            if case .segment(depth) = source { return entry.parameterKinds[index] }
        }
        return .text
    }

    /// Adds `entry` to the trie. The caller has checked it overlaps nothing.
    mutating func insert(_ entry: Entry) {
        let entryIndex = Int32(entries.count)
        entries.append(entry)
        var node: Int32 = 0
        for (depth, segment) in entry.template.segments.enumerated() {
            switch segment {
            case .literal(let word):
                node = literalChild(of: node, word: word) ?? addLiteral(word, to: node)
            case .parameter:
                let kind = kind(ofSegment: depth, in: entry)
                node = parameterChild(of: node, kind: kind) ?? addParameter(kind, to: node)
            }
        }
        terminals.append(Terminal(entry: entryIndex, next: nodes[Int(node)].firstTerminal))
        nodes[Int(node)].firstTerminal = Int32(terminals.count - 1)
    }

    private func parameterChild(of node: Int32, kind: LinkParameterKind) -> Int32? {
        var edge = nodes[Int(node)].firstParameter
        while edge >= 0 {
            if parameterEdges[Int(edge)].kind == kind { return parameterEdges[Int(edge)].child }
            edge = parameterEdges[Int(edge)].nextSibling
        }
        return nil
    }

    private mutating func addParameter(_ kind: LinkParameterKind, to node: Int32) -> Int32 {
        let child = newNode()
        parameterEdges.append(ParameterEdge(kind: kind, child: child, nextSibling: nodes[Int(node)].firstParameter))
        nodes[Int(node)].firstParameter = Int32(parameterEdges.count - 1)
        return child
    }

    func entry(_ index: Int32) -> Entry { entries[Int(index)] }

    private static func key(_ node: Int32, _ word: String) -> UInt64 {
        var word = word
        let hash = word.withUTF8 { ASCII.hashIgnoringCase($0) }
        return hash ^ UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
    }

    private func literalChild(of node: Int32, word: String) -> Int32? {
        var edgeIndex = literals[Self.key(node, word)] ?? -1
        while edgeIndex >= 0 {
            let edge = literalEdges[Int(edgeIndex)]
            if edge.parent == node, edge.word == word { return edge.child }
            edgeIndex = edge.nextWithSameKey
        }
        return nil
    }

    private mutating func addLiteral(_ word: String, to node: Int32) -> Int32 {
        let child = newNode()
        let key = Self.key(node, word)
        let edgeIndex = Int32(literalEdges.count)
        literalEdges.append(
            LiteralEdge(word: word, parent: node, child: child, nextWithSameKey: literals[key] ?? -1, nextSibling: nodes[Int(node)].firstLiteral)
        )
        literals[key] = edgeIndex
        nodes[Int(node)].firstLiteral = edgeIndex
        return child
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }
}
