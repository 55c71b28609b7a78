import CLibEdit
import Foundation

/// The process's terminal while the full-screen app runs: the alternate screen, raw keys, a
/// hidden cursor — and everything put back on leaving, on Ctrl-C, SIGTERM or SIGHUP, and on a
/// crash that reaches a signal handler (a trap, a bad access).
///
/// The capabilities come from terminfo (`smcup`/`rmcup`, `civis`/`cnorm`) for the terminal
/// `TERM` names, with xterm's sequences where it has none; cursor moves and colours are the
/// ANSI ones every terminal the app draws in colour understands.
@MainActor
final class RawTerminal {
    private let input: Int32 = 0
    private let output: Int32 = 1
    private var isActive = false
    /// How many bytes have been written since the count was last read.
    private(set) var bytesWritten = 0

    let enterSequence: String
    let leaveSequence: String
    static let hideCursor = Capability.string("civis") ?? "\u{1B}[?25l"
    static let showCursor = Capability.string("cnorm") ?? "\u{1B}[?25h"

    init() {
        let enterAlternate = Capability.string("smcup") ?? "\u{1B}[?1049h"
        let leaveAlternate = Capability.string("rmcup") ?? "\u{1B}[?1049l"
        // Alternate scroll (1007): in the alternate screen the wheel sends ↑ and ↓, so it
        // scrolls without the app taking the mouse, and selecting text still works.
        enterSequence = enterAlternate + Self.hideCursor + "\u{1B}[?1007h"
        leaveSequence = "\u{1B}[0m\u{1B}[?1007l" + Self.showCursor + leaveAlternate
    }

    /// The terminal's size, rows by columns.
    var size: (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return (24, 80) }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Enters the alternate screen in raw mode, and arms the signal handlers that leave it.
    func enter() {
        guard !isActive else { return }
        var original = termios()
        tcgetattr(input, &original)
        TerminalRestore.arm(original: original, leave: leaveSequence)
        write(enterSequence)
        makeRaw()
        isActive = true
    }

    /// Puts the terminal back as it was: the shell's screen and scrollback, the cursor, the
    /// line discipline.
    func leave() {
        guard isActive else { return }
        isActive = false
        write(leaveSequence)
        TerminalRestore.restoreModes(discardingInput: true)
        TerminalRestore.disarm()
    }

    /// Raw mode: each key as it is pressed, unechoed; Ctrl-C is a key, not a signal. Keys
    /// typed before the switch are kept: a key pressed just after Enter is not lost.
    func makeRaw() {
        guard var raw = TerminalRestore.original else { return }
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSADRAIN, &raw)
    }

    /// The terminal as the shell had it, for libedit, which sets up its own mode from it. Keys
    /// typed before the switch are kept: they are the start of the line (or its Enter).
    func makeCooked() {
        TerminalRestore.restoreModes(discardingInput: false)
    }

    /// Writes `text` whole.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytesWritten += bytes.count
        while !bytes.isEmpty {
            let count = Foundation.write(output, bytes, bytes.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            // A terminal takes a frame whole but for an interruption: the rest is rarely copied.
            bytes.removeFirst(count)
        }
    }

    /// Takes the count of bytes written.
    func takeBytesWritten() -> Int {
        defer { bytesWritten = 0 }
        return bytesWritten
    }

    /// Waits for input and returns its bytes; empty when a signal (a resize) interrupted the
    /// wait. With `timeout` in milliseconds, empty too when nothing came in that time.
    func read(timeout: Int32 = -1) -> [UInt8] {
        // The resize handler may run on any thread, so it wakes this wait through a pipe.
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: TerminalRestore.wakeReader, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&descriptors, descriptors[1].fd >= 0 ? 2 : 1, timeout)
        if descriptors[1].revents != 0 {
            var drained = [UInt8](repeating: 0, count: 64)
            _ = Foundation.read(TerminalRestore.wakeReader, &drained, drained.count)
        }
        guard ready > 0, descriptors[0].revents != 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = Foundation.read(input, &buffer, buffer.count)
        guard count > 0 else { return count == 0 ? [0x04] : [] }  // the end of input reads as Ctrl-D
        return Array(buffer[..<count])
    }

    /// Whether the terminal was resized since the last call.
    func takeResize() -> Bool {
        TerminalRestore.takeResize()
    }
}

/// terminfo's strings, for the terminal `TERM` names.
enum Capability {
    static func string(_ name: String) -> String? {
        sailaway_terminfo_string(name).map { String(cString: $0) }
    }
}

/// What the signal handlers need, kept where a handler may reach it: a handler may only call
/// async-signal-safe functions (write, tcsetattr, _exit), so the bytes that leave the alternate
/// screen and the original terminal modes are ready in advance.
///
/// Global and unisolated on purpose: a signal handler is a C function pointer that runs on
/// whichever thread the signal interrupts, so it cannot await an actor or take a lock (a lock
/// the interrupted thread holds would deadlock it). These statics are written once, by `arm`,
/// before any handler is installed, and then only read by the handlers, apart from `resized`,
/// a `sig_atomic_t` that the resize handler sets and the key loop clears. The modes and the bytes
/// are raw memory because a handler must not allocate or retain (docs/PERFORMANCE.md lists these
/// sites among those kept, with why).
private enum TerminalRestore {
    nonisolated(unsafe) static var originalModes: UnsafeMutablePointer<termios>?
    nonisolated(unsafe) static var leaveBytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) static var resized: sig_atomic_t = 0
    /// A pipe the resize handler writes to, to wake the wait for a key.
    nonisolated(unsafe) static var wakeReader: Int32 = -1
    nonisolated(unsafe) static var wakeWriter: Int32 = -1

    static var original: termios? { originalModes?.pointee }

    static let leavingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    static func arm(original: termios, leave: String) {
        let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        modes.initialize(to: original)
        originalModes = modes
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: leave.utf8.count)
        _ = bytes.initialize(from: leave.utf8)
        leaveBytes = bytes
        for signal in leavingSignals { install(signal, handler: leaveAndExit) }
        for signal in crashSignals { install(signal, handler: leaveAndCrash) }
        // No SA_RESTART: a resize interrupts the wait for a key, so the app redraws at once.
        var wake: [Int32] = [0, 0]
        if wakeReader < 0, pipe(&wake) == 0 {
            wakeReader = wake[0]
            wakeWriter = wake[1]
            for descriptor in wake { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
        }
        install(SIGWINCH, handler: resizedSignal, flags: 0)
    }

    static func disarm() {
        for signal in leavingSignals + crashSignals + [SIGWINCH] {
            Foundation.signal(signal, SIG_DFL)
        }
    }

    /// The shell's modes again; keys not yet read are dropped when the app leaves, so they do
    /// not land in the shell, and kept when it only hands the terminal to the line editor.
    static func restoreModes(discardingInput: Bool) {
        guard let originalModes else { return }
        tcsetattr(0, discardingInput ? TCSAFLUSH : TCSADRAIN, originalModes)
    }

    static func takeResize() -> Bool {
        defer { resized = 0 }
        return resized != 0
    }

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void, flags: Int32 = Int32(truncatingIfNeeded: SA_RESETHAND)) {
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, nil)
    }

    fileprivate static func putBack() {
        if let leaveBytes { _ = Foundation.write(1, leaveBytes.baseAddress, leaveBytes.count) }
        if let originalModes { tcsetattr(0, TCSANOW, originalModes) }
    }
}

private func resizedSignal(_ signal: Int32) {
    TerminalRestore.resized = 1
    var byte: UInt8 = 1
    _ = write(TerminalRestore.wakeWriter, &byte, 1)
}

private func leaveAndExit(_ signal: Int32) {
    TerminalRestore.putBack()
    _exit(128 + signal)
}

private func leaveAndCrash(_ signal: Int32) {
    TerminalRestore.putBack()
    // SA_RESETHAND put the default back: the signal again ends the process as a crash, with its
    // core dump or backtrace.
    raise(signal)
}
