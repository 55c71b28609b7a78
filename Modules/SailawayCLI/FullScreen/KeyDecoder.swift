/// A key the full-screen app reads from the terminal in raw mode.
enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab
    /// A control key other than those above: `control("l")` is Ctrl-L.
    case control(Character)
    /// A printable character.
    case character(Character)
    /// The mouse wheel (SGR mouse reports), or a sequence the app does not use.
    case wheelUp, wheelDown, unknown
}

/// Turns the bytes a terminal sends into keys: VT100/xterm escape sequences (both cursor-key
/// modes, the `~` keys, SGR mouse wheel reports), control bytes and UTF-8 text.
///
/// Written by hand, and small: terminfo describes the keys a terminal sends, but every terminal
/// the app draws in colour sends these (xterm, VTE, tmux, screen, the Linux console, kitty,
/// iTerm2), and curses' keypad would bring curses' screen handling with it. Bytes of a sequence
/// cut between two reads are kept for the next; a lone ESC with nothing after it is the Esc key.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// The keys in `bytes` and whatever was pending; an incomplete sequence at the end is kept
    /// unless `final`, when a lone ESC is Esc.
    mutating func decode(_ bytes: [UInt8], final: Bool = true) -> [Key] {
        decodeKeepingBytes(bytes, final: final).map(\.key)
    }

    /// The keys in `bytes`, each with the bytes it came from (to hand what was typed ahead of
    /// a prompt to the prompt).
    mutating func decodeKeepingBytes(_ bytes: [UInt8], final: Bool = true) -> [(key: Key, bytes: [UInt8])] {
        pending += bytes
        var keys: [(key: Key, bytes: [UInt8])] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending, final: final) else { break }
            keys.append((key, Array(pending[index..<index + length])))
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Whether bytes are waiting that may start a sequence.
    var isWaiting: Bool { !pending.isEmpty }

    /// Whether what is waiting is an ESC alone: the Esc key, unless the rest of a sequence
    /// follows it in a later read (which a terminal, writing each key whole, does not do).
    var holdsLoneEscape: Bool { pending == [0x1B] }

    /// The key at `index`, and how many bytes it took; nil when the bytes there may be the start
    /// of a sequence whose rest has not arrived.
    private static func key(at index: Int, in bytes: [UInt8], final: Bool) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
            return escape(at: index, in: bytes, final: final)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00..<0x20: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            // UTF-8: the lead byte says how long the character is.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            guard index + length <= bytes.count else { return final ? (.unknown, bytes.count - index) : nil }
            let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
            return (text.first.map(Key.character) ?? .unknown, length)
        }
    }

    private static func escape(at index: Int, in bytes: [UInt8], final: Bool) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return final ? (.escape, 1) : nil }
        let introducer = bytes[index + 1]
        if introducer == UInt8(ascii: "O") {
            // SS3: the cursor keys in application mode, and Home/End on some terminals.
            guard index + 2 < bytes.count else { return final ? (.escape, 1) : nil }
            let key: Key =
                switch bytes[index + 2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                default: .unknown
                }
            return (key, 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            // ESC then another key: Alt-key, or Esc typed quickly before it. Esc it is.
            return (.escape, 1)
        }
        // CSI: parameters and intermediates, then a final byte in @…~.
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return final ? (.unknown, bytes.count - index) : nil }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let length = end - index + 1
        switch bytes[end] {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "H"): return (.home, length)
        case UInt8(ascii: "F"): return (.end, length)
        case UInt8(ascii: "Z"): return (.backTab, length)
        case UInt8(ascii: "~"):
            let key: Key =
                switch parameters.split(separator: ";").first {
                case "1", "7": .home
                case "4", "8": .end
                case "5": .pageUp
                case "6": .pageDown
                default: .unknown
                }
            return (key, length)
        case UInt8(ascii: "M"), UInt8(ascii: "m"):
            // SGR mouse: ESC [ < button ; x ; y M. 64 and 65 are the wheel.
            guard parameters.hasPrefix("<"), let button = Int(parameters.dropFirst().split(separator: ";").first ?? "") else {
                return (.unknown, length)
            }
            return (button == 64 ? .wheelUp : button == 65 ? .wheelDown : .unknown, length)
        default:
            return (.unknown, length)
        }
    }
}
