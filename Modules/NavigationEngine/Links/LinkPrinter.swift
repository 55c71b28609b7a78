import Foundation

/// The printing side of every canonical template, compiled when the table is built: for each
/// pattern, its steps in template order — runs of literal text (`content/checklist/`), the
/// parameters between them, and query items.
///
/// Literal runs are copied whole, so printing a link costs its parameters, not its words.
struct LinkPrintPlans: Sendable {
    /// One step of a plan.
    struct Step: Sendable {
        enum Kind: UInt8, Sendable {
            /// Copy `text`: path words with their slashes.
            case literal
            /// Write the next parameter as a path segment.
            case pathParameter
            /// Write the next parameter as the value of query item `text`; left out when absent.
            case queryParameter
            /// Write query item `text` with the literal value `value`.
            case queryLiteral
        }

        var kind: Kind
        /// Whether the parameter is free text, which printing refuses when empty or holding NUL
        /// (parsing would refuse it).
        var isText = false
        var text = PooledWord(start: 0, length: 0)
        var value = PooledWord(start: 0, length: 0)
    }

    private(set) var steps: [Step] = []
    private(set) var pool: [UInt8] = []
    /// Each pattern's steps; an empty range for a pattern that prints nothing (an unavailable one).
    private(set) var ranges: [Range<Int32>] = []

    /// Empty plans with room for about `expectedPatterns` patterns.
    init(expectedPatterns: Int = 0) {
        steps.reserveCapacity(3 * expectedPatterns)
        pool.reserveCapacity(24 * expectedPatterns)
        ranges.reserveCapacity(expectedPatterns)
    }

    /// Compiles the plan of the next pattern from its canonical template.
    mutating func append(_ template: ScannedTemplate, kinds: [LinkParameterKind]) {
        let start = Int32(steps.count)
        var parameter = 0
        var literal = PooledWord(start: Int32(pool.count), length: 0)
        func flush() {
            if literal.length > 0 { steps.append(Step(kind: .literal, text: literal)) }
            literal = PooledWord(start: Int32(pool.count), length: 0)
        }
        for (position, token) in template.tokens.enumerated() {
            switch token.kind {
            case .pathLiteral:
                if position > 0 { pool.append(UInt8(ascii: "/")) }
                pool += template.bytes(token.word)
                literal.length = Int32(pool.count) - literal.start
            case .pathParameter:
                if position > 0 { pool.append(UInt8(ascii: "/")) }
                literal.length = Int32(pool.count) - literal.start
                flush()
                steps.append(Step(kind: .pathParameter, isText: kinds[parameter] == .text))
                parameter += 1
            case .queryLiteral:
                flush()
                steps.append(Step(kind: .queryLiteral, text: pooled(template.bytes(token.key)), value: pooled(template.bytes(token.word))))
            case .queryParameter:
                flush()
                steps.append(Step(kind: .queryParameter, isText: kinds[parameter] == .text, text: pooled(template.bytes(token.key))))
                parameter += 1
            }
        }
        flush()
        ranges.append(start..<Int32(steps.count))
    }

    /// Records a pattern that is never printed.
    mutating func appendNothing() {
        ranges.append(Int32(steps.count)..<Int32(steps.count))
    }

    private mutating func pooled(_ bytes: UnsafeBufferPointer<UInt8>) -> PooledWord {
        let word = PooledWord(start: Int32(pool.count), length: Int32(bytes.count))
        pool += bytes
        return word
    }
}

/// Writes one link from a pattern's plan and a route's parameter values, into a buffer the
/// caller provides (on the stack): printing allocates only the finished string.
///
/// Values arrive in the template's order; the literal steps before each are written as the
/// printer reaches it.
@usableFromInline
struct LinkPrinter {
    private let steps: UnsafeBufferPointer<LinkPrintPlans.Step>
    private let pool: UnsafeBufferPointer<UInt8>
    private let output: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    private var step = 0
    private var querySeparator = UInt8(ascii: "?")
    /// False once a value cannot be printed (it would not parse back) or the buffer is full.
    private(set) var isReadable = true
    /// Whether the link did not fit the buffer: the caller prints again into a larger one.
    private(set) var overflowed = false

    init(
        steps: UnsafeBufferPointer<LinkPrintPlans.Step>, pool: UnsafeBufferPointer<UInt8>, prefix: UnsafeBufferPointer<UInt8>,
        output: UnsafeMutableBufferPointer<UInt8>
    ) {
        self.steps = steps
        self.pool = pool
        self.output = output
        append(prefix)
    }

    /// Writes the next parameter's value, and the literal steps before it.
    @usableFromInline
    mutating func append<Value: LinkParameter>(_ value: Value) {
        while isReadable, step < steps.count {
            let current = steps[step]
            step += 1
            switch current.kind {
            case .literal:
                append(bytes(current.text))
            case .queryLiteral:
                appendQueryKey(current.text)
                append(bytes(current.value))
            case .pathParameter:
                return write(value, isText: current.isText, queryKey: nil)
            case .queryParameter:
                return write(value, isText: current.isText, queryKey: current.text)
            }
        }
    }

    /// The link, once every value was written; nil when a value could not be read back or the
    /// link is longer than ``LinkLimits/maximumLength``.
    mutating func finish() -> String? {
        while isReadable, step < steps.count {
            let current = steps[step]
            step += 1
            switch current.kind {
            case .literal: append(bytes(current.text))
            case .queryLiteral:
                appendQueryKey(current.text)
                append(bytes(current.value))
            case .pathParameter: isReadable = false
            case .queryParameter: break
            }
        }
        guard isReadable, count <= LinkLimits.maximumLength else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: output[0..<count]), as: UTF8.self)
    }

    // MARK: - Writing

    private mutating func write<Value: LinkParameter>(_ value: Value, isText: Bool, queryKey: PooledWord?) {
        // UUIDs, the commonest parameter, are written straight from their bytes.
        if Value.self == UUID.self {
            if let queryKey { appendQueryKey(queryKey) }
            return appendLowercase(unsafeBitCast(value, to: UUID.self))
        }
        guard let text = value.linkValue else {
            // Only an optional query item may be absent, and then it is left out.
            if queryKey == nil { isReadable = false }
            return
        }
        // Printing is the inverse of parsing: a value parsing would refuse has no link.
        if isText, text.isEmpty || text.utf8.contains(0) {
            isReadable = false
            return
        }
        if let queryKey { appendQueryKey(queryKey) }
        appendEncoded(text, spaceAsPlus: queryKey != nil)
    }

    private func bytes(_ word: PooledWord) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: pool[Int(word.start)..<Int(word.start + word.length)])
    }

    private mutating func appendQueryKey(_ key: PooledWord) {
        append(querySeparator)
        append(bytes(key))
        append(UInt8(ascii: "="))
        querySeparator = UInt8(ascii: "&")
    }

    /// Reserves `length` bytes of the output, or marks the link as not fitting.
    @inline(__always)
    private mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8>? {
        guard count + length <= output.count, let base = output.baseAddress else {
            overflowed = true
            isReadable = false
            return nil
        }
        defer { count += length }
        return base + count
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)?.initialize(to: byte)
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, let target = reserve(bytes.count) else { return }
        target.update(from: base, count: bytes.count)
    }

    /// Appends a UUID in the lowercase form the PRD's links use.
    private mutating func appendLowercase(_ uuid: UUID) {
        guard let target = reserve(36) else { return }
        withUnsafeBytes(of: uuid.uuid) { raw in
            var position = 0
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    target[position] = UInt8(ascii: "-")
                    position += 1
                }
                target[position] = Self.lowercaseHex(raw[index] >> 4)
                target[position + 1] = Self.lowercaseHex(raw[index] & 0xF)
                position += 2
            }
        }
    }

    /// Percent-encodes `value`: unreserved bytes as they are, a space as `+` in a query item.
    private mutating func appendEncoded(_ value: String, spaceAsPlus: Bool) {
        for byte in value.utf8 {
            if ASCII.isUnreserved(byte) {
                append(byte)
            } else if spaceAsPlus, byte == 0x20 {
                append(UInt8(ascii: "+"))
            } else {
                guard let target = reserve(3) else { return }
                target[0] = UInt8(ascii: "%")
                target[1] = Self.uppercaseHex(byte >> 4)
                target[2] = Self.uppercaseHex(byte & 0xF)
            }
        }
    }

    @inline(__always)
    private static func lowercaseHex(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 - 10 + nibble
    }

    @inline(__always)
    private static func uppercaseHex(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x41 - 10 + nibble
    }
}
