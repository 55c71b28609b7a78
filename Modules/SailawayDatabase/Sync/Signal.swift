import Synchronization

/// Tells every follower that something happened; a follower that falls behind hears once.
public final class Signal: Sendable {
    private let followers = Mutex<[Int: AsyncStream<Void>.Continuation]>([:])
    private let next = Mutex(0)

    /// A signal nobody follows yet.
    public init() {}

    /// The signals from now on.
    public func stream() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let id = next.withLock { value in
            value += 1
            return value
        }
        followers.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in _ = self?.followers.withLock { $0.removeValue(forKey: id) } }
        return stream
    }

    /// Tells every follower.
    public func fire() {
        for follower in followers.withLock({ Array($0.values) }) {
            follower.yield()
        }
    }
}
