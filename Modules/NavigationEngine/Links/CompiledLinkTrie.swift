/// The matcher: the built trie laid out in flat buffers, matched without allocating.
///
/// Matching walks one node per path segment, so its cost depends on the link's length, not on
/// how many patterns are registered. A literal child is found in one open-addressing table
/// shared by every node, keyed by the parent and a hash of the segment's lowercased bytes; the
/// parameter children are tried after it, each only when its kind accepts the segment. The
/// table refuses two patterns that can match the same link, so the first complete match is
/// the only one.
///
/// Immutable once built: plain arrays, so the compiler checks that it is `Sendable`.
final class CompiledLinkTrie: Sendable {
    struct Node: Sendable {
        var hasLiterals: Bool
        var parameterStart: Int32
        var parameterCount: Int32
        var terminalStart: Int32
        var terminalCount: Int32
    }

    struct Slot: Sendable {
        var hash: UInt64
        var parent: Int32
        var child: Int32  // -1: empty
        var wordStart: Int32
        var wordLength: Int32
    }

    struct Parameter: Sendable {
        var kind: UInt8  // 0 UUID, 1 integer, 2 text, 3 choice
        var child: Int32
        var choiceStart: Int32
        var choiceCount: Int32
    }

    typealias Word = PooledWord

    struct Entry: Sendable {
        var patternIndex: Int32
        var sourceStart: Int32
        var sourceCount: Int32
        var requirementStart: Int32
        var requirementCount: Int32
    }

    /// Where one parameter's value is: a path segment, or the query item with key `key`.
    struct Source: Sendable {
        var segment: Int32  // -1: a query item
        var key: Word
    }

    struct Requirement: Sendable {
        var key: Word
        var value: Word
    }

    private let nodes: [Node]
    private let slots: [Slot]
    private let parameters: [Parameter]
    private let choices: [Word]
    private let terminals: [Int32]
    private let entries: [Entry]
    private let sources: [Source]
    private let requirements: [Requirement]
    private let bytes: [UInt8]
    private let mask: Int

    init(_ trie: LinkTrie) {
        var pool = trie.pool
        var nodes: [Node] = []
        var parameters: [Parameter] = []
        var choices: [Word] = []
        var terminals: [Int32] = []
        nodes.reserveCapacity(trie.nodes.count)
        parameters.reserveCapacity(trie.parameterEdges.count)
        terminals.reserveCapacity(trie.entries.count)
        // Order among a node's children does not matter: the table holds no two templates that
        // can match the same link, so at most one child leads to a match.
        for node in trie.nodes {
            let parameterStart = parameters.count
            var edgeIndex = node.firstParameter
            while edgeIndex >= 0 {
                let edge = trie.parameterEdges[Int(edgeIndex)]
                var parameter = Parameter(kind: 2, child: edge.child, choiceStart: 0, choiceCount: 0)
                switch edge.kind {
                case .uuid: parameter.kind = 0
                case .integer: parameter.kind = 1
                case .text: parameter.kind = 2
                case .choice(let words):
                    parameter.kind = 3
                    parameter.choiceStart = Int32(choices.count)
                    parameter.choiceCount = Int32(words.count)
                    for choice in words {
                        choices.append(Word(start: Int32(pool.count), length: Int32(choice.utf8.count)))
                        pool += choice.utf8
                    }
                }
                parameters.append(parameter)
                edgeIndex = edge.nextSibling
            }
            let terminalStart = terminals.count
            var terminal = node.firstTerminal
            while terminal >= 0 {
                terminals.append(trie.terminals[Int(terminal)].entry)
                terminal = trie.terminals[Int(terminal)].next
            }
            nodes.append(
                Node(
                    hasLiterals: node.firstLiteral >= 0,
                    parameterStart: Int32(parameterStart), parameterCount: Int32(parameters.count - parameterStart),
                    terminalStart: Int32(terminalStart), terminalCount: Int32(terminals.count - terminalStart)
                )
            )
        }

        var capacity = 8
        while capacity < trie.literalEdges.count * 2 { capacity <<= 1 }
        var slots = [Slot](repeating: Slot(hash: 0, parent: -1, child: -1, wordStart: 0, wordLength: 0), count: capacity)
        for edge in trie.literalEdges {
            var index = LinkTrie.home(edge.hash, edge.parent, capacity - 1)
            while slots[index].child >= 0 { index = (index + 1) & (capacity - 1) }
            slots[index] = Slot(hash: edge.hash, parent: edge.parent, child: edge.child, wordStart: edge.word.start, wordLength: edge.word.length)
        }

        let entries = trie.entries.map { entry in
            Entry(
                patternIndex: entry.patternIndex,
                sourceStart: entry.sources.lowerBound, sourceCount: Int32(entry.sources.count),
                requirementStart: entry.requirements.lowerBound, requirementCount: Int32(entry.requirements.count)
            )
        }
        let sources = trie.sources.map { Source(segment: $0.segment, key: $0.key) }
        let requirements = trie.requirements.map { Requirement(key: $0.key, value: $0.value) }

        self.nodes = nodes
        self.slots = slots
        self.parameters = parameters
        self.choices = choices
        self.terminals = terminals
        self.entries = entries
        self.sources = sources
        self.requirements = requirements
        self.bytes = pool
        self.mask = capacity - 1
    }

    /// Whether `text`, lowercased, equals the pooled `word` (lowercase already).
    @inline(__always)
    private func equalsIgnoringCase(_ text: UnsafeBufferPointer<UInt8>, _ word: Word) -> Bool {
        guard text.count == Int(word.length) else { return false }
        return bytes.withUnsafeBufferPointer { pool in
            ASCII.equalsIgnoringCase(text, lowercase: UnsafeBufferPointer(rebasing: pool[Int(word.start)..<Int(word.start + word.length)]))
        }
    }

    /// The bytes of the pooled `word`.
    @inline(__always)
    private func slice(_ word: Word) -> ArraySlice<UInt8> {
        bytes[Int(word.start)..<Int(word.start + word.length)]
    }

    // MARK: - Matching

    /// The entry that matches `components`, or nil.
    ///
    /// `leniently` lets every parameter accept any non-empty segment: the second look, after a
    /// failed match, that finds which pattern a link was meant for, so the error can name the
    /// parameter whose value has the wrong shape.
    func match(_ components: borrowing LinkComponents, leniently: Bool = false) -> Int32? {
        // Two specialisations of one walk: the strict one is the hot path and tests no flag.
        leniently
            ? match(node: 0, depth: 0, components, Lenient.self)
            : match(node: 0, depth: 0, components, Strict.self)
    }

    /// How a walk decides whether a parameter edge takes a segment.
    private protocol ParameterPolicy {
        static func accepts(_ parameter: Parameter, _ segment: UnsafeBufferPointer<UInt8>, in trie: CompiledLinkTrie) -> Bool
    }

    /// A parameter takes only values of its kind.
    private enum Strict: ParameterPolicy {
        @inline(__always)
        static func accepts(_ parameter: Parameter, _ segment: UnsafeBufferPointer<UInt8>, in trie: CompiledLinkTrie) -> Bool {
            trie.accepts(parameter, segment)
        }
    }

    /// A parameter takes any non-empty value.
    private enum Lenient: ParameterPolicy {
        @inline(__always)
        static func accepts(_ parameter: Parameter, _ segment: UnsafeBufferPointer<UInt8>, in trie: CompiledLinkTrie) -> Bool {
            !segment.isEmpty
        }
    }

    /// Whether parameter `index` of `entry` accepts its value in `components`.
    func accepts(parameter index: Int, of entry: Int32, in components: borrowing LinkComponents) -> Bool {
        let source = sources[Int(entries[Int(entry)].sourceStart) + index]
        guard source.segment >= 0 else { return true }
        let segment = components.segment(Int(source.segment))
        // The edge that led through this segment carries the parameter's kind.
        var node: Int32 = 0
        for depth in 0..<Int(source.segment) {
            node = child(of: node, through: components.segment(depth)) ?? node
        }
        var parameter = Int(nodes[Int(node)].parameterStart)
        let end = parameter + Int(nodes[Int(node)].parameterCount)
        var sawParameter = false
        while parameter < end {
            sawParameter = true
            if accepts(parameters[parameter], segment) { return true }
            parameter += 1
        }
        return !sawParameter
    }

    /// The child of `node` a segment leads to: its literal edge, else its first parameter edge.
    private func child(of node: Int32, through segment: UnsafeBufferPointer<UInt8>) -> Int32? {
        if let literal = literalChild(of: node, segment) { return literal }
        let first = nodes[Int(node)]
        return first.parameterCount > 0 ? parameters[Int(first.parameterStart)].child : nil
    }

    /// The literal child of `node` spelled `segment` (ignoring case), if any.
    @inline(__always)
    private func literalChild(of node: Int32, _ segment: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard nodes[Int(node)].hasLiterals else { return nil }
        let hash = ASCII.hashIgnoringCase(segment)
        var slot = LinkTrie.home(hash, node, mask)
        while slots[slot].child >= 0 {
            let candidate = slots[slot]
            if candidate.hash == hash, candidate.parent == node,
                equalsIgnoringCase(segment, Word(start: candidate.wordStart, length: candidate.wordLength))
            {
                return candidate.child
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func match<Policy: ParameterPolicy>(
        node index: Int32, depth: Int, _ components: borrowing LinkComponents, _ policy: Policy.Type
    ) -> Int32? {
        let node = nodes[Int(index)]
        if depth == components.segmentCount {
            var terminal = Int(node.terminalStart)
            let end = terminal + Int(node.terminalCount)
            while terminal < end {
                let entry = terminals[terminal]
                if satisfiesQuery(entries[Int(entry)], components) { return entry }
                terminal += 1
            }
            return nil
        }
        let segment = components.segment(depth)
        if let literal = literalChild(of: index, segment),
            let found = match(node: literal, depth: depth + 1, components, policy)
        {
            return found
        }
        var parameter = Int(node.parameterStart)
        let end = parameter + Int(node.parameterCount)
        while parameter < end {
            let edge = parameters[parameter]
            if policy.accepts(edge, segment, in: self),
                let found = match(node: edge.child, depth: depth + 1, components, policy)
            {
                return found
            }
            parameter += 1
        }
        return nil
    }

    @inline(__always)
    fileprivate func accepts(_ parameter: Parameter, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        switch parameter.kind {
        case 0: return UUIDBytes.isUUID(segment)
        case 1: return IntegerBytes.isInteger(segment)
        case 2: return !segment.isEmpty
        default:
            var choice = Int(parameter.choiceStart)
            let end = choice + Int(parameter.choiceCount)
            while choice < end {
                if equalsIgnoringCase(segment, choices[choice]) { return true }
                choice += 1
            }
            return false
        }
    }

    private func satisfiesQuery(_ entry: Entry, _ components: borrowing LinkComponents) -> Bool {
        var requirement = Int(entry.requirementStart)
        let end = requirement + Int(entry.requirementCount)
        while requirement < end {
            let required = requirements[requirement]
            guard let value = components.queryValue(forKey: slice(required.key)),
                equalsIgnoringCase(value, required.value)
            else { return false }
            requirement += 1
        }
        return true
    }

    // MARK: - Entries

    /// The pattern an entry belongs to.
    @inline(__always)
    func patternIndex(of entry: Int32) -> Int {
        Int(entries[Int(entry)].patternIndex)
    }

    /// Calls `body` with the raw range of each of the entry's parameters in turn (nil for an
    /// absent query item).
    @inline(__always)
    func forEachParameter(
        of entry: Int32, in components: borrowing LinkComponents, _ body: (Int, LinkComponents.Span?) -> Void
    ) {
        let entry = entries[Int(entry)]
        for offset in 0..<Int(entry.sourceCount) {
            body(offset, span(sources[Int(entry.sourceStart) + offset], components))
        }
    }

    /// The span of parameter `index` of `entry`, or nil for an absent query item.
    @inline(__always)
    func parameter(_ index: Int, of entry: Int32, in components: borrowing LinkComponents) -> LinkComponents.Span? {
        span(sources[Int(entries[Int(entry)].sourceStart) + index], components)
    }

    @inline(__always)
    private func span(_ source: Source, _ components: borrowing LinkComponents) -> LinkComponents.Span? {
        if source.segment >= 0 { return components.segments[Int(source.segment)] }
        guard let item = components.queryIndex(forKey: slice(source.key)) else { return nil }
        return components.queryValues[item]
    }
}
