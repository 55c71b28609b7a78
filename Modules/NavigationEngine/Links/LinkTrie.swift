/// The trie of path segments as the link table builds it: each template is checked against the
/// ones already there (two that can match the same link are refused), then inserted.
///
/// Everything lives in flat arrays of integers and one pool of bytes, laid out as the matcher
/// reads them, so that building allocates per table rather than per pattern and compiling
/// (``CompiledLinkTrie``) only regroups integers.
struct LinkTrie: Sendable {
    /// A node: the heads of its linked lists of parameter edges and terminals.
    struct Node: Sendable {
        var firstParameter: Int32 = -1
        var firstTerminal: Int32 = -1
        var firstLiteral: Int32 = -1
    }

    /// A literal edge: its lowercase word in the pool, and where it leads.
    struct LiteralEdge: Sendable {
        var hash: UInt64
        var parent: Int32
        var child: Int32
        var word: PooledWord
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

    /// A template in the trie: one canonical template or alias of a pattern. Its parameter
    /// sources, query requirements and query parameters are ranges of the shared arrays.
    struct Entry: Sendable {
        var patternIndex: Int32
        /// Which of the pattern's templates it is: -1 the canonical one, else an alias's index.
        var alias: Int32
        var sources: Range<Int32>
        var requirements: Range<Int32>
        var queryParameters: Range<Int32>
    }

    /// Where one of an entry's parameters is: path segment `segment`, or (segment -1) the query
    /// item whose key is `key`.
    struct Source: Sendable {
        var segment: Int32
        var key: PooledWord
    }

    /// A query item an entry requires: `key` with the literal value `value`.
    struct Requirement: Sendable {
        var key: PooledWord
        var value: PooledWord
    }

    /// A query key that carries one of an entry's parameters, and that parameter's kind.
    struct QueryParameter: Sendable {
        var key: PooledWord
        var kind: LinkParameterKind
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var literalEdges: [LiteralEdge] = []
    private(set) var parameterEdges: [ParameterEdge] = []
    private(set) var terminals: [Terminal] = []
    private(set) var entries: [Entry] = []
    private(set) var sources: [Source] = []
    private(set) var requirements: [Requirement] = []
    private(set) var queryParameters: [QueryParameter] = []
    /// The bytes of every literal word and query key.
    private(set) var pool: [UInt8] = []
    /// Open addressing over `literalEdges`, keyed by parent and word: each slot holds an edge
    /// index, or -1. Kept at most half full.
    private var literalSlots = [Int32](repeating: -1, count: 16)

    /// An empty trie with room for about `expectedTemplates` templates of a few words each, so
    /// that building a large table does not copy its arrays as they grow.
    init(expectedTemplates: Int = 0) {
        nodes.reserveCapacity(1 + 3 * expectedTemplates)
        literalEdges.reserveCapacity(2 * expectedTemplates)
        parameterEdges.reserveCapacity(expectedTemplates)
        terminals.reserveCapacity(expectedTemplates)
        entries.reserveCapacity(expectedTemplates)
        sources.reserveCapacity(expectedTemplates)
        pool.reserveCapacity(16 * expectedTemplates)
    }

    // MARK: - Reading

    /// The bytes of a pooled word.
    func withBytes<T>(of word: PooledWord, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        pool.withUnsafeBufferPointer { pool in
            body(UnsafeBufferPointer(rebasing: pool[Int(word.start)..<Int(word.start + word.length)]))
        }
    }

    /// The entry at `index`.
    func entry(_ index: Int32) -> Entry { entries[Int(index)] }

    /// The literal child of `node` spelled `word` (lowercase), if any.
    func literalChild(of node: Int32, _ word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
        let mask = literalSlots.count - 1
        var slot = LinkTrie.home(hash, node, mask)
        while literalSlots[slot] >= 0 {
            let edge = literalEdges[Int(literalSlots[slot])]
            if edge.hash == hash, edge.parent == node, withBytes(of: edge.word, { ASCII.equal($0, word) }) {
                return edge.child
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Where the search for a literal edge starts in a table of `mask + 1` slots; the compiled
    /// trie uses the same.
    @inline(__always)
    static func home(_ hash: UInt64, _ parent: Int32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (hash ^ UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15) >> 7) & mask
    }

    // MARK: - Building

    /// Adds `text` to the pool, returning where it is.
    mutating func pooled(_ text: some Collection<UInt8>) -> PooledWord {
        let start = Int32(pool.count)
        pool.append(contentsOf: text)
        return PooledWord(start: start, length: Int32(text.count))
    }

    /// Adds an entry's parameter sources and query items; insert it with ``insert(_:path:)``.
    mutating func makeEntry(
        patternIndex: Int, alias: Int, sources: [Source], requirements: [Requirement], queryParameters: [QueryParameter]
    ) -> Entry {
        func append<T>(_ items: [T], to array: inout [T]) -> Range<Int32> {
            let start = Int32(array.count)
            array += items
            return start..<Int32(array.count)
        }
        return Entry(
            patternIndex: Int32(patternIndex), alias: Int32(alias),
            sources: append(sources, to: &self.sources),
            requirements: append(requirements, to: &self.requirements),
            queryParameters: append(queryParameters, to: &self.queryParameters)
        )
    }

    /// The first entry already in the trie that can match some link that `entry`, with path
    /// `path`, also matches.
    func overlap(with entry: Entry, path: [PathStep]) -> Int32? {
        overlap(node: 0, depth: 0, path, entry)
    }

    private func overlap(node nodeIndex: Int32, depth: Int, _ path: [PathStep], _ entry: Entry) -> Int32? {
        let node = nodes[Int(nodeIndex)]
        guard depth < path.count else {
            var terminal = node.firstTerminal
            while terminal >= 0 {
                let other = terminals[Int(terminal)].entry
                if queriesOverlap(entries[Int(other)], entry) { return other }
                terminal = terminals[Int(terminal)].next
            }
            return nil
        }
        switch path[depth] {
        case .literal(let word, let hash):
            if let child = literalChild(of: nodeIndex, word, hash: hash), let found = overlap(node: child, depth: depth + 1, path, entry) {
                return found
            }
            var edge = node.firstParameter
            while edge >= 0 {
                let parameter = parameterEdges[Int(edge)]
                if parameter.kind.accepts(word),
                    let found = overlap(node: parameter.child, depth: depth + 1, path, entry)
                {
                    return found
                }
                edge = parameter.nextSibling
            }
        case .parameter(let kind):
            var literal = node.firstLiteral
            while literal >= 0 {
                let edge = literalEdges[Int(literal)]
                if withBytes(of: edge.word, kind.accepts), let found = overlap(node: edge.child, depth: depth + 1, path, entry) {
                    return found
                }
                literal = edge.nextSibling
            }
            var edge = node.firstParameter
            while edge >= 0 {
                let parameter = parameterEdges[Int(edge)]
                if parameter.kind.overlaps(kind), let found = overlap(node: parameter.child, depth: depth + 1, path, entry) {
                    return found
                }
                edge = parameter.nextSibling
            }
        }
        return nil
    }

    /// Two entries with compatible paths overlap unless a query item tells them apart.
    private func queriesOverlap(_ lhs: Entry, _ rhs: Entry) -> Bool {
        func excludes(_ a: Entry, _ b: Entry) -> Bool {
            for required in requirements[Int(a.requirements.lowerBound)..<Int(a.requirements.upperBound)] {
                let key = bytes(required.key)
                if let other = requirements[Int(b.requirements.lowerBound)..<Int(b.requirements.upperBound)]
                    .first(where: { bytes($0.key) == key })
                {
                    if bytes(other.value) != bytes(required.value) { return true }
                } else if let parameter = queryParameters[Int(b.queryParameters.lowerBound)..<Int(b.queryParameters.upperBound)]
                    .first(where: { bytes($0.key) == key })
                {
                    if !withBytes(of: required.value, parameter.kind.accepts) { return true }
                }
            }
            return false
        }
        return !excludes(lhs, rhs) && !excludes(rhs, lhs)
    }

    private func bytes(_ word: PooledWord) -> ArraySlice<UInt8> {
        pool[Int(word.start)..<Int(word.start + word.length)]
    }

    /// Adds `entry` with path `path` to the trie. The caller has checked it overlaps nothing.
    mutating func insert(_ entry: Entry, path: [PathStep]) {
        let entryIndex = Int32(entries.count)
        entries.append(entry)
        var node: Int32 = 0
        for step in path {
            switch step {
            case .literal(let word, let hash):
                node = literalChild(of: node, word, hash: hash) ?? addLiteral(pooled(word), hash: hash, to: node)
            case .parameter(let kind):
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

    private mutating func addLiteral(_ word: PooledWord, hash: UInt64, to node: Int32) -> Int32 {
        let child = newNode()
        let edgeIndex = Int32(literalEdges.count)
        literalEdges.append(LiteralEdge(hash: hash, parent: node, child: child, word: word, nextSibling: nodes[Int(node)].firstLiteral))
        nodes[Int(node)].firstLiteral = edgeIndex
        if literalEdges.count * 2 > literalSlots.count {
            literalSlots = Self.slots(for: literalEdges, capacity: literalSlots.count * 2)
        } else {
            Self.place(edgeIndex, hash: hash, parent: node, in: &literalSlots)
        }
        return child
    }

    private static func slots(for edges: [LiteralEdge], capacity: Int) -> [Int32] {
        var slots = [Int32](repeating: -1, count: capacity)
        for (index, edge) in edges.enumerated() {
            place(Int32(index), hash: edge.hash, parent: edge.parent, in: &slots)
        }
        return slots
    }

    private static func place(_ edge: Int32, hash: UInt64, parent: Int32, in slots: inout [Int32]) {
        let mask = slots.count - 1
        var slot = home(hash, parent, mask)
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = edge
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }
}

/// A word in a trie's byte pool.
struct PooledWord: Hashable, Sendable {
    var start: Int32
    var length: Int32
}

/// One step of a template's path, as the trie walks it.
enum PathStep {
    /// A literal word (lowercase; its bytes are the template's, valid while it is inserted)
    /// and its hash.
    case literal(UnsafeBufferPointer<UInt8>, hash: UInt64)
    /// A parameter of this kind.
    case parameter(LinkParameterKind)
}
