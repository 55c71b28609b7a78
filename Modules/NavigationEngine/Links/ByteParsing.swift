import Foundation

/// ASCII helpers for matching link bytes without building strings.
enum ASCII {
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ word: some Collection<UInt8>) -> Bool {
        guard bytes.count == word.count else { return false }
        var index = 0
        for byte in word {
            guard lowercased(bytes[index]) == lowercased(byte) else { return false }
            index += 1
        }
        return true
    }

    /// Whether two byte strings are equal, byte for byte.
    ///
    /// Path words are short: up to sixteen bytes are compared inline, as two words, rather than
    /// through a call to `memcmp`.
    @inline(__always)
    static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        switch lhs.count {
        case 0..<8:
            return PackedBytes.loadTail(left, count: lhs.count) == PackedBytes.loadTail(right, count: lhs.count)
        case 8...16:
            let last = lhs.count - 8
            return PackedBytes.load(left) == PackedBytes.load(right) && PackedBytes.load(left + last) == PackedBytes.load(right + last)
        default:
            return memcmp(left, right, lhs.count) == 0
        }
    }

    /// A hash of the lowercased bytes: the key of a literal path segment.
    ///
    /// Eight bytes at a time, lowercased together (see ``Word``): a byte-at-a-time hash is a
    /// chain of dependent multiplications, and segments are hashed on every match.
    @inline(__always)
    static func hashIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0x9E37_79B9_7F4A_7C15 }
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ PackedBytes.lowercased(PackedBytes.load(base + offset))) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        if offset < bytes.count {
            hash = (hash ^ PackedBytes.lowercased(PackedBytes.loadTail(base + offset, count: bytes.count - offset))) &* 0xFF51_AFD7_ED55_8CCD
        }
        // A final mix, so that every bit of the hash depends on every byte.
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ hash >> 29
    }

    /// Whether `bytes`, lowercased, equal `lowercase` (which is already lowercase).
    @inline(__always)
    static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, lowercase: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == lowercase.count else { return false }
        guard let left = bytes.baseAddress, let right = lowercase.baseAddress else { return true }
        var offset = 0
        while offset + 8 <= bytes.count {
            guard PackedBytes.lowercased(PackedBytes.load(left + offset)) == PackedBytes.load(right + offset) else { return false }
            offset += 8
        }
        guard offset < bytes.count else { return true }
        let tail = bytes.count - offset
        return PackedBytes.lowercased(PackedBytes.loadTail(left + offset, count: tail)) == PackedBytes.loadTail(right + offset, count: tail)
    }

    /// Whether `byte` is 0-9, A-F or a-f, as one table lookup in two 64-bit masks.
    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        let mask: UInt64 = byte < 64 ? 0x03FF_0000_0000_0000 : 0x0000_007E_0000_007E
        return byte < 128 && (mask >> (byte & 63)) & 1 == 1
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Characters a link may carry unescaped in a segment or query value (RFC 3986 unreserved).
    @inline(__always)
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: true
        default: false
        }
    }
}

/// Parses a UUID from its 36-character text without allocating.
enum UUIDBytes {
    /// Whether `bytes` spell a UUID: 36 characters, hexadecimal digits and four dashes.
    @inline(__always)
    static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36, let base = bytes.baseAddress,
            base[8] == 0x2D, base[13] == 0x2D, base[18] == 0x2D, base[23] == 0x2D
        else { return false }
        // The 32 digits, eight at a time: 0-7, 9-12 with 14-17, 19-22 with 32-35, 24-31.
        let raw = UnsafeRawPointer(base)
        func half(_ offset: Int) -> UInt64 { UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        return PackedBytes.isHexadecimal(PackedBytes.load(base))
            && PackedBytes.isHexadecimal(half(9) | half(14) << 32)
            && PackedBytes.isHexadecimal(half(19) | half(32) << 32)
            && PackedBytes.isHexadecimal(PackedBytes.load(base + 24))
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var byteIndex = 0
        var index = 0
        let ok = withUnsafeMutableBytes(of: &raw) { out -> Bool in
            while index < 36 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard bytes[index] == 0x2D else { return false }
                    index += 1
                    continue
                }
                guard let high = ASCII.hexValue(bytes[index]), let low = ASCII.hexValue(bytes[index + 1]) else {
                    return false
                }
                out[byteIndex] = high << 4 | low
                byteIndex += 1
                index += 2
            }
            return true
        }
        return ok ? UUID(uuid: raw) : nil
    }
}

/// Recognises decimal integers without allocating.
enum IntegerBytes {
    static func isInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var digits = bytes[...]
        if digits.first == 0x2D { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19 else { return false }
        return digits.allSatisfy { $0 &- 0x30 < 10 }
    }
}

/// Byte classes for the splitter, as bit masks over ASCII: one test per byte on the hot path.
enum ByteClass {
    /// Bytes no link may hold: controls, space, DEL, and `" < > \ ^ ` { | }`.
    private static let invalidLow: UInt64 = 0x5000_0005_FFFF_FFFF  // 0x00-0x20, '"', '<', '>'
    private static let invalidHigh: UInt64 = 0xB800_0001_5000_0000  // '\', '^', '`', '{', '|', '}', DEL
    /// Bytes the splitter stops at: the invalid ones and `/ ? # % + & =`.
    private static let specialLow: UInt64 = invalidLow | 1 << 0x2F | 1 << 0x3F | 1 << 0x23 | 1 << 0x25 | 1 << 0x2B | 1 << 0x26 | 1 << 0x3D
    private static let specialHigh: UInt64 = invalidHigh

    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        // Branch-free: pick the mask for the byte's half of ASCII; bytes past ASCII never are.
        let mask = byte < 64 ? specialLow : specialHigh
        return byte < 128 && (mask >> (byte & 63)) & 1 == 1
    }

    @inline(__always)
    static func isInvalid(_ byte: UInt8) -> Bool {
        byte < 64 ? invalidLow >> byte & 1 == 1 : byte < 128 && invalidHigh >> (byte &- 64) & 1 == 1
    }

    @inline(__always)
    static func endsSegment(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
}

/// Eight bytes tested together in one 64-bit word ("SIMD within a register"): each test leaves
/// the top bit of every byte that passes it set, and clears every other bit.
///
/// The comparisons hold for ASCII bytes; every test treats a byte of 0x80 or above as failing.
enum PackedBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `pointer`, in memory order from the lowest bits.
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The `count` (fewer than eight) bytes at `pointer`, the rest zero.
    @inline(__always)
    static func loadTail(_ pointer: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<count {
            word |= UInt64(pointer[index]) << (8 * index)
        }
        return word
    }

    /// Bytes at least `low` and at most `high` (both ASCII).
    @inline(__always)
    static func inRange(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        // Per byte x < 0x80: (x | 0x80) - low keeps its top bit exactly when x >= low, and
        // (high | 0x80) - x exactly when x <= high; neither borrows from the next byte.
        // The top bits are cleared before the second subtraction, so that a byte of 0x80 or
        // above cannot borrow from its neighbour; the last mask then fails it.
        let atLeast = (word | highs) &- ones &* UInt64(low)
        let atMost = (ones &* UInt64(high) | highs) &- (word & ~highs)
        return atLeast & atMost & ~word & highs
    }

    /// The word with ASCII capitals lowercased; every other byte unchanged.
    @inline(__always)
    static func lowercased(_ word: UInt64) -> UInt64 {
        word | inRange(word, 0x41, 0x5A) >> 2
    }

    /// Whether all eight bytes are hexadecimal digits.
    @inline(__always)
    static func isHexadecimal(_ word: UInt64) -> Bool {
        inRange(word, 0x30, 0x39) | inRange(word | ones &* 0x20, 0x61, 0x66) == highs
    }

    /// Bytes that may stand unescaped in a link (RFC 3986 unreserved: letters, digits, `-._~`).
    @inline(__always)
    static func unreserved(_ word: UInt64) -> UInt64 {
        (inRange(word, 0x30, 0x39) | inRange(word | ones &* 0x20, 0x61, 0x7A) | inRange(word, 0x2D, 0x2E)
            | inRange(word, 0x5F, 0x5F) | inRange(word, 0x7E, 0x7E))
    }
}
