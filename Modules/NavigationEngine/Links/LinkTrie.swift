/// The matcher: a trie of path segments whose cost depends on the link's length, not on how
/// many patterns are registered.
///
/// Literal children are found by a hash of their lowercased bytes; parameter children are
/// tried after the literal one, each only when its kind accepts the segment. Because the table
/// refuses two patterns that can match the same link, the first complete match is the only one.
struct LinkTrie: Sendable {
    struct Node: Sendable {
        /// Literal children: hash of the word → index of the first edge with that hash.
        var literals: [UInt64: Int32] = [:]
        /// Every literal edge of this node, for the overlap check.
        var literalEdges: [Int32] = []
        var parameters: [ParameterEdge] = []
        /// Entries whose template ends here.
        var terminals: [Int32] = []
    }

    struct LiteralEdge: Sendable {
        var word: [UInt8]
        var child: Int32
        /// The next edge of the same node with the same hash, or -1.
        var nextWithSameHash: Int32
    }

    struct ParameterEdge: Sendable {
        var kind: LinkParameterKind
        var child: Int32
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
    private(set) var entries: [Entry] = []

    // MARK: - Matching

    /// The entry that matches `components`, or nil.
    func match(_ components: LinkComponents) -> Int32? {
        match(node: 0, depth: 0, components)
    }

    private func match(node nodeIndex: Int32, depth: Int, _ components: LinkComponents) -> Int32? {
        let node = nodes[Int(nodeIndex)]
        if depth == components.segmentCount {
            for entry in node.terminals where satisfiesQuery(entries[Int(entry)], components) {
                return entry
            }
            return nil
        }
        let segment = components.segment(depth)
        if !node.literals.isEmpty, let first = node.literals[ASCII.hashIgnoringCase(segment)] {
            var edgeIndex = first
            while edgeIndex >= 0 {
                let edge = literalEdges[Int(edgeIndex)]
                if ASCII.equalsIgnoringCase(segment, edge.word) {
                    if let found = match(node: edge.child, depth: depth + 1, components) { return found }
                    break
                }
                edgeIndex = edge.nextWithSameHash
            }
        }
        for edge in node.parameters where edge.kind.accepts(segment) {
            if let found = match(node: edge.child, depth: depth + 1, components) { return found }
        }
        return nil
    }

    private func satisfiesQuery(_ entry: Entry, _ components: LinkComponents) -> Bool {
        for required in entry.requiredQuery {
            guard let value = components.queryValue(forKey: required.key),
                ASCII.equalsIgnoringCase(value, required.value)
            else { return false }
        }
        return true
    }

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
            found += node.terminals.filter { queriesOverlap(entries[Int($0)], entry) }
            return
        }
        switch entry.template.segments[depth] {
        case .literal(let word):
            if let child = literalChild(of: nodeIndex, word: Array(word.utf8)) {
                collectOverlaps(node: child, depth: depth + 1, entry, into: &found)
            }
            for edge in node.parameters where edge.kind.acceptsLiteral(word) {
                collectOverlaps(node: edge.child, depth: depth + 1, entry, into: &found)
            }
        case .parameter:
            let kind = kind(ofSegment: depth, in: entry)
            for edgeIndex in node.literalEdges {
                let edge = literalEdges[Int(edgeIndex)]
                if kind.acceptsLiteral(String(decoding: edge.word, as: UTF8.self)) {
                    collectOverlaps(node: edge.child, depth: depth + 1, entry, into: &found)
                }
            }
            for edge in node.parameters where edge.kind.overlaps(kind) {
                collectOverlaps(node: edge.child, depth: depth + 1, entry, into: &found)
            }
        }
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
                let bytes = Array(word.utf8)
                if let child = literalChild(of: node, word: bytes) {
                    node = child
                } else {
                    node = addLiteral(bytes, to: node)
                }
            case .parameter:
                let kind = kind(ofSegment: depth, in: entry)
                if let edge = nodes[Int(node)].parameters.first(where: { $0.kind == kind }) {
                    node = edge.child
                } else {
                    let child = newNode()
                    nodes[Int(node)].parameters.append(ParameterEdge(kind: kind, child: child))
                    node = child
                }
            }
        }
        nodes[Int(node)].terminals.append(entryIndex)
    }

    func entry(_ index: Int32) -> Entry { entries[Int(index)] }

    private func literalChild(of node: Int32, word: [UInt8]) -> Int32? {
        let hash = word.withUnsafeBufferPointer { ASCII.hashIgnoringCase($0) }
        var edgeIndex = nodes[Int(node)].literals[hash] ?? -1
        while edgeIndex >= 0 {
            let edge = literalEdges[Int(edgeIndex)]
            if edge.word == word { return edge.child }
            edgeIndex = edge.nextWithSameHash
        }
        return nil
    }

    private mutating func addLiteral(_ word: [UInt8], to node: Int32) -> Int32 {
        let child = newNode()
        let hash = word.withUnsafeBufferPointer { ASCII.hashIgnoringCase($0) }
        let edgeIndex = Int32(literalEdges.count)
        literalEdges.append(LiteralEdge(word: word, child: child, nextWithSameHash: nodes[Int(node)].literals[hash] ?? -1))
        nodes[Int(node)].literals[hash] = edgeIndex
        nodes[Int(node)].literalEdges.append(edgeIndex)
        return child
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }
}
