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

    /// FNV-1a over the lowercased bytes: the key of a literal path segment.
    @inline(__always)
    static func hashIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(lowercased(byte))) &* 0x100_0000_01b3
        }
        return hash
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
        // Every other character is a hexadecimal digit: OR-ing "not hex" over all of them
        // leaves one test at the end instead of one branch per character.
        var notHex = false
        for index in 0..<36 where index != 8 && index != 13 && index != 18 && index != 23 {
            notHex = notHex || !ASCII.isHexDigit(base[index])
        }
        return !notHex
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
