import Hummingbird
import NIOCore

/// What the server knows of a request besides the request itself: Hummingbird's core context,
/// and the address it came from — the key by which refused sign-ins are counted.
public struct WebRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The peer's address, as the connection has it.
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The peer's address as text ("127.0.0.1"), or "unknown".
    var address: String {
        remoteAddress?.ipAddress ?? "unknown"
    }
}
