import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A slow network between devices and a server: a TCP proxy on loopback that forwards each
/// chunk, either way, only after `delay` (so every request and its answer take at least twice
/// that), and that a test can hold — nothing goes through until it lets go — to keep a sync in
/// flight for as long as it needs.
final class SlowLink: Sendable {
    /// The port devices connect to.
    let port: UInt16
    private let upstream: UInt16
    private let delay: Duration
    private let listener: Int32
    private let state = Mutex(State())

    private struct State {
        var holding = false
        /// Chunks read and not yet forwarded.
        var inFlight = 0
        /// Chunks forwarded from the device's side since the start.
        var requests = 0
        var sockets: Set<Int32> = []
        var closed = false
    }

    /// `http://127.0.0.1:PORT` of the link.
    var address: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// A link to `upstream` on loopback, each chunk held back `delay` each way.
    init(to upstream: Int, delay: Duration) throws {
        self.upstream = UInt16(upstream)
        self.delay = delay
        let listener = socket(AF_INET, Self.stream, 0)
        guard listener >= 0 else { throw HarnessFailure("socket: \(errno)") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        guard bound == 0, listen(listener, 64) == 0 else { closeDescriptor(listener); throw HarnessFailure("bind or listen: \(errno)") }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        close()
    }

    /// Stops forwarding: what is read waits until ``release()``.
    func hold() {
        state.withLock { $0.holding = true }
    }

    /// Forwards again, what waited first.
    func release() {
        state.withLock { $0.holding = false }
    }

    /// How many chunks were read and wait to be forwarded: a request or an answer in flight.
    var inFlight: Int { state.withLock { $0.inFlight } }

    /// How many chunks devices have sent through the link.
    var requests: Int { state.withLock { $0.requests } }

    /// Closes the link and every connection through it.
    func close() {
        // Once: a descriptor closed twice may by then be another's (a test's pipe).
        guard let sockets = state.withLock({ state -> Set<Int32>? in
            guard !state.closed else { return nil }
            state.closed = true
            return state.sockets
        }) else { return }
        for socket in sockets { shutdown(socket, Int32(SHUT_RDWR)) }
        shutdown(listener, Int32(SHUT_RDWR))
        // The pumps see the end and return; their sockets are closed after a moment.
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { sockets.forEach(closeDescriptor) }
        closeDescriptor(listener)
    }

    // MARK: - Forwarding

    private func acceptLoop() {
        while true {
            let device = accept(listener, nil, nil)
            if device < 0 {
                if errno == EINTR { continue }
                return
            }
            let server = socket(AF_INET, Self.stream, 0)
            var address = Self.loopback(port: upstream)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0, track([device, server]) else {
                closeDescriptor(device)
                closeDescriptor(server)
                continue
            }
            Thread { [self] in pump(from: device, to: server, fromDevice: true) }.start()
            Thread { [self] in pump(from: server, to: device, fromDevice: false) }.start()
        }
    }

    private func track(_ sockets: [Int32]) -> Bool {
        state.withLock { state in
            guard !state.closed else { return false }
            state.sockets.formUnion(sockets)
            return true
        }
    }

    /// Copies `source` to `destination`, each chunk after the delay (and any hold); the end of
    /// either side ends both.
    private func pump(from source: Int32, to destination: Int32, fromDevice: Bool) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        defer {
            shutdown(destination, Int32(SHUT_RDWR))
            shutdown(source, Int32(SHUT_RDWR))
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            state.withLock { $0.inFlight += 1 }
            Thread.sleep(forTimeInterval: Double(delay.components.attoseconds) / 1e18 + Double(delay.components.seconds))
            while state.withLock({ $0.holding && !$0.closed }) { usleep(5_000) }
            var sent = 0
            while sent < count {
                let wrote = buffer.withUnsafeBytes { send(destination, $0.baseAddress! + sent, count - sent, Int32(MSG_NOSIGNAL)) }
                guard wrote > 0 else {
                    state.withLock { $0.inFlight -= 1 }
                    return
                }
                sent += wrote
            }
            state.withLock { state in
                state.inFlight -= 1
                if fromDevice { state.requests += 1 }
            }
        }
    }

    private static let stream = Int32(SOCK_STREAM.rawValue)

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}

/// Closes a descriptor (the link's own `close()` names the link's).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
