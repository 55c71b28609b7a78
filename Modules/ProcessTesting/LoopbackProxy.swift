import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP proxy on loopback between devices and a server, put by its test in the network's
/// states: passing everything, refusing connections (nothing listens), dropping each request
/// part way through or each answer as it starts, slow (every chunk held each way), and passing
/// again on the same port. A test can also hold it — nothing goes through until it lets go — to
/// keep a sync in flight for as long as it needs.
///
/// Plain sockets, a thread per direction of each connection: a proxy's whole job is to block on
/// reads, and a test opens a few dozen connections at most. Its threads hold it until
/// ``close()``, which a test calls when it is done with the network.
public final class LoopbackProxy: Sendable {
    /// What the network does.
    public enum Mode: Hashable, Sendable, CustomStringConvertible {
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
        /// Every chunk is held this long each way: a round trip takes twice that at least.
        case slow(Duration)

        public var description: String {
            switch self {
            case .pass: "pass"
            case .refuse: "refuse"
            case .drop: "drop"
            case .dropAnswer: "drop the answer"
            case .slow(let delay): "slow (\(delay) each way)"
            }
        }

        /// Whether a chunk going this way is dropped, with its connection.
        func drops(request: Bool) -> Bool {
            self == (request ? .drop : .dropAnswer)
        }

        /// Whether open connections are cut as the network goes into this mode.
        var cutsOpenConnections: Bool {
            self == .refuse || self == .drop || self == .dropAnswer
        }
    }

    /// What the proxy did, for a test's figures.
    public struct Figures: Hashable, Sendable {
        /// Connections taken.
        public var connections = 0
        /// Requests or answers dropped part way.
        public var dropped = 0
        /// Open connections cut by a change of mode.
        public var cut = 0
        /// Chunks held while slow.
        public var delayed = 0
    }

    private struct State {
        var mode: Mode
        var holding = false
        var closed = false
        var listener: Int32 = -1
        /// Each open connection's two sockets, by the client's.
        var open: [Int32: Int32] = [:]
        /// Chunks read and not yet forwarded.
        var inFlight = 0
        var figures = Figures()
    }

    /// The port it listens on, on 127.0.0.1.
    public let port: UInt16
    private let upstream: UInt16
    private let state: Mutex<State>

    /// A proxy to the server listening on `upstream` on 127.0.0.1, in `mode`, on a free port.
    public init(toPort upstream: UInt16, _ mode: Mode = .pass) throws {
        self.upstream = upstream
        let (listener, port) = try Self.openListener(on: 0)
        self.port = port
        state = Mutex(State(mode: mode, listener: listener))
        acceptConnections(on: listener)
    }

    /// A proxy to `server` (`http://127.0.0.1:PORT`), in `mode`, on a free port.
    public convenience init(to server: URL, _ mode: Mode = .pass) throws {
        guard let upstream = server.port.flatMap(UInt16.init(exactly:)) else { throw NoPort(server: server) }
        try self.init(toPort: upstream, mode)
    }

    /// A server's address without a port to proxy to.
    public struct NoPort: Error, CustomStringConvertible {
        public let server: URL
        public var description: String { "no port in \(server) to proxy to" }
    }

    /// The address a device signs in to: the proxy's.
    public var address: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// What it did so far.
    public var figures: Figures { state.withLock { $0.figures } }

    /// How many chunks were read and wait to be forwarded: a request or an answer in flight.
    public var inFlight: Int { state.withLock { $0.inFlight } }

    /// Puts the network in `mode`: refusing closes the listening socket and cuts every open
    /// connection; dropping cuts every open one; passing or slow listen again on the same port.
    public func set(_ mode: Mode) throws {
        let listenAgain = try state.withLock { state -> Int32? in
            guard !state.closed else { return nil }
            state.mode = mode
            if mode.cutsOpenConnections {
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

    /// Stops forwarding: what is read waits until ``release()``.
    public func hold() {
        state.withLock { $0.holding = true }
    }

    /// Forwards again, what waited first.
    public func release() {
        state.withLock { $0.holding = false }
    }

    /// Closes the proxy and every connection through it; once, whoever calls it first.
    public func close() {
        state.withLock { state in
            guard !state.closed else { return }
            state.closed = true
            Self.closeListener(state.listener)
            state.listener = -1
            for (client, server) in state.open { Self.cut(client, server) }
            state.open = [:]
        }
    }

    // MARK: - Connections

    private func acceptConnections(on listener: Int32) {
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0, errno == EINTR { continue }
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
        guard let server = try? Self.dial(upstream), track(client, server) else {
            Self.cut(client, -1)
            return
        }
        Thread.detachNewThread { [self] in pump(from: server, to: client, client: client, isRequest: false) }
        pump(from: client, to: server, client: client, isRequest: true)
    }

    /// Keeps a connection's sockets to cut; false, with the server's cut, once the proxy is closed.
    private func track(_ client: Int32, _ server: Int32) -> Bool {
        let tracked = state.withLock { state in
            guard !state.closed else { return false }
            state.open[client] = server
            return true
        }
        if !tracked { Self.cut(-1, server) }
        return tracked
    }

    /// Copies what `source` sends to `target` until either closes, as the mode says.
    private func pump(from source: Int32, to target: Int32, client: Int32, isRequest: Bool) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(source, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            let mode = state.withLock { state in
                if state.mode.drops(request: isRequest) {
                    if state.open[client] != nil { state.figures.dropped += 1 }
                } else {
                    state.inFlight += 1
                    if case .slow = state.mode { state.figures.delayed += 1 }
                }
                return state.mode
            }
            if mode.drops(request: isRequest) { break }
            if case .slow(let delay) = mode {
                Thread.sleep(forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
            }
            while state.withLock({ $0.holding && !$0.closed }) { usleep(5_000) }
            var sent = 0
            while sent < count {
                let wrote = buffer.withUnsafeBytes { send(target, $0.baseAddress! + sent, count - sent, Int32(MSG_NOSIGNAL)) }
                guard wrote > 0 else { break }
                sent += wrote
            }
            state.withLock { $0.inFlight -= 1 }
            guard sent == count else { break }
        }
        // Either side closing closes both, once.
        let pair = state.withLock { $0.open.removeValue(forKey: client) }
        if let pair { Self.cut(client, pair) }
    }

    // MARK: - Sockets

    private static func openListener(on port: UInt16) throws -> (socket: Int32, port: UInt16) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Self.error() }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(listener, 64) == 0 else {
            let error = Self.error()
            closeDescriptor(listener)
            throw error
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    private static func dial(_ port: UInt16) throws -> Int32 {
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard server >= 0 else { throw Self.error() }
        var address = loopback(port)
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else {
            let error = Self.error()
            closeDescriptor(server)
            throw error
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

    private static func error() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    /// Closes the listening socket: its accepting thread wakes (shutdown) and ends.
    private static func closeListener(_ listener: Int32) {
        guard listener >= 0 else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        closeDescriptor(listener)
    }

    /// Closes a connection's sockets (-1 for none); their pumps wake and end.
    private static func cut(_ client: Int32, _ server: Int32) {
        for socket in [client, server] where socket >= 0 {
            shutdown(socket, Int32(SHUT_RDWR))
        }
        // Closed only once the pumps can no longer read them: shutdown wakes them first, and a
        // descriptor closed under a pump could by then be another's (a test's pipe).
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.5)
            for socket in [client, server] where socket >= 0 { closeDescriptor(socket) }
        }
    }
}

/// Closes a descriptor (the proxy's own ``LoopbackProxy/close()`` hides the C function's name).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
