import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP proxy on loopback between devices and a server, put by its test in the network's
/// states: passing everything, refusing connections (nothing listens), dropping each request
/// part way through, slow (every chunk held each way, so a round trip takes at least 300 ms),
/// and passing again on the same port.
///
/// Plain sockets, a thread per direction of each connection: a proxy's whole job is to block on
/// reads, and a test opens a few dozen connections at most.
final class FaultProxy: Sendable {
    /// What the network does.
    enum Mode: Hashable, Sendable, CustomStringConvertible {
        /// Everything passes.
        case pass
        /// Nothing listens: a connection is refused; the open ones are cut.
        case refuse
        /// A connection is taken and its request read part way, then closed; the open ones are
        /// cut at their next request.
        case drop
        /// Requests pass, but each answer is cut as it starts: the server did the work, the
        /// device never hears of it and must send it again.
        case dropAnswer
        /// Every chunk is held ``FaultProxy/slowness`` each way.
        case slow

        var description: String {
            switch self {
            case .pass: "pass"
            case .refuse: "refuse"
            case .drop: "drop"
            case .dropAnswer: "drop the answer"
            case .slow: "slow"
            }
        }
    }

    /// How long a chunk is held each way while slow: a round trip, there and back, 300 ms at least.
    static let slowness: TimeInterval = 0.16

    /// What the proxy did, for a test's figures.
    struct Figures: Hashable, Sendable {
        /// Connections taken.
        var connections = 0
        /// Requests dropped part way.
        var dropped = 0
        /// Open connections cut by a change of mode.
        var cut = 0
        /// Chunks held while slow.
        var delayed = 0
    }

    private struct State {
        var mode = Mode.pass
        var listener: Int32 = -1
        /// Each open connection's two sockets, by the client's.
        var open: [Int32: Int32] = [:]
        var figures = Figures()
    }

    /// The port it listens on, on 127.0.0.1.
    let port: UInt16
    private let upstream: UInt16
    private let state = Mutex(State())

    /// A proxy to `server` (`http://127.0.0.1:PORT`), passing everything, on a free port.
    init(to server: URL) throws {
        guard let upstream = server.port.flatMap(UInt16.init(exactly:)) else { throw HarnessError("no port in \(server)") }
        self.upstream = upstream
        let (listener, port) = try Self.openListener(on: 0)
        self.port = port
        state.withLock { $0.listener = listener }
        acceptConnections(on: listener)
    }

    deinit {
        state.withLock { state in
            Self.closeListener(state.listener)
            for (client, server) in state.open { Self.cut(client, server) }
        }
    }

    /// The address a device signs in to: the proxy's.
    var address: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// What it did so far.
    var figures: Figures { state.withLock { $0.figures } }

    /// The mode now.
    var mode: Mode { state.withLock { $0.mode } }

    /// Puts the network in `mode`: refusing closes the listening socket and cuts every open
    /// connection; dropping cuts every open one; passing or slow listen again on the same port.
    func set(_ mode: Mode) throws {
        let listenAgain = try state.withLock { state -> Int32? in
            state.mode = mode
            if mode == .refuse || mode == .drop || mode == .dropAnswer {
                state.figures.cut += state.open.count
                for (client, server) in state.open { Self.cut(client, server) }
                state.open = [:]
            }
            if mode == .refuse {
                Self.closeListener(state.listener)
                state.listener = -1
                return nil
            }
            guard state.listener < 0 else { return nil }
            state.listener = try Self.openListener(on: port).socket
            return state.listener
        }
        if let listenAgain { acceptConnections(on: listenAgain) }
    }

    // MARK: - Connections

    private func acceptConnections(on listener: Int32) {
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                Thread.detachNewThread { [self] in serve(client) }
            }
        }
    }

    private func serve(_ client: Int32) {
        let mode = state.withLock { state in
            state.figures.connections += 1
            return state.mode
        }
        if mode == .drop {
            // Part of the request, then nothing: the connection closes under it.
            var buffer = [UInt8](repeating: 0, count: 256)
            _ = recv(client, &buffer, buffer.count, 0)
            state.withLock { $0.figures.dropped += 1 }
            Self.cut(client, -1)
            return
        }
        guard let server = try? Self.dial(upstream) else {
            Self.cut(client, -1)
            return
        }
        state.withLock { $0.open[client] = server }
        Thread.detachNewThread { [self] in pump(from: server, to: client, client: client, isRequest: false) }
        pump(from: client, to: server, client: client, isRequest: true)
    }

    /// Copies what `source` sends to `target` until either closes, as the mode says.
    private func pump(from source: Int32, to target: Int32, client: Int32, isRequest: Bool) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(source, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            let mode = state.withLock { state in
                if (state.mode == .drop && isRequest) || (state.mode == .dropAnswer && !isRequest), state.open[client] != nil { state.figures.dropped += 1 }
                if state.mode == .slow { state.figures.delayed += 1 }
                return state.mode
            }
            if (mode == .drop && isRequest) || (mode == .dropAnswer && !isRequest) { break }
            if mode == .slow { Thread.sleep(forTimeInterval: Self.slowness) }
            var sent = 0
            while sent < count {
                let wrote = buffer.withUnsafeBytes { send(target, $0.baseAddress! + sent, count - sent, Int32(MSG_NOSIGNAL)) }
                guard wrote > 0 else { break }
                sent += wrote
            }
            guard sent == count else { break }
        }
        // Either side closing closes both, once.
        let pair = state.withLock { $0.open.removeValue(forKey: client) }
        if let pair { Self.cut(client, pair) }
    }

    // MARK: - Sockets

    private static func openListener(on port: UInt16) throws -> (socket: Int32, port: UInt16) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw HarnessError("no socket: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(listener, 64) == 0 else {
            close(listener)
            throw HarnessError("cannot listen on 127.0.0.1:\(port): errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    private static func dial(_ port: UInt16) throws -> Int32 {
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = loopback(port)
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else {
            close(server)
            throw HarnessError("the server does not answer on \(port)")
        }
        return server
    }

    private static func loopback(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// Closes the listening socket: its accepting thread wakes (shutdown) and ends.
    private static func closeListener(_ listener: Int32) {
        guard listener >= 0 else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Closes a connection's sockets; their pumps wake and end.
    private static func cut(_ client: Int32, _ server: Int32) {
        for socket in [client, server] where socket >= 0 {
            shutdown(socket, Int32(SHUT_RDWR))
        }
        // Closed only once the pumps can no longer read them: shutdown wakes them first.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.5)
            for socket in [client, server] where socket >= 0 { close(socket) }
        }
    }
}
