import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal that does not show what is typed, for as long as a password takes.
enum TerminalEcho {
    /// Runs `body` with the terminal at `descriptor` not echoing what is typed, then puts it
    /// back as it was; `body` alone when `descriptor` is not a terminal.
    static func off<T>(_ descriptor: Int32, _ body: () -> T) -> T {
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return body() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(descriptor, TCSANOW, &quiet)
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        return body()
    }

    /// Reads a line from `descriptor` a byte at a time — nothing past its newline is taken
    /// from what the terminal holds — after `typedAhead`; nil at the end of input.
    static func readLine(_ descriptor: Int32, typedAhead: String = "") -> String? {
        var bytes = Array(typedAhead.utf8)
        if let end = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A || byte == 0x0D { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
