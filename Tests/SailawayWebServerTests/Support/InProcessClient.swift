import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOEmbedded
import SailawayWebServer
import Synchronization

/// Requests answered by the server's router in this process, with no socket: each request is
/// handed to the application's responder as a connection would hand it, and the response's body
/// collected whole.
///
/// What HummingbirdTesting's `.router` test mode does, written here for one reason: that library
/// brings AsyncHTTPClient and swift-nio-ssl (BoringSSL, some 400 C files) into every build of the
/// tests, for a live mode these tests never use. Without them a build from scratch — every CI
/// run's — compiles minutes less.
struct InProcessClient: HTTPTransport {
    /// One answer.
    typealias Response = HTTPAnswer

    private let responder: WebServer.Responder
    private let logger: Logger

    /// A client of `application`'s router.
    init(_ application: Application<WebServer.Responder>) {
        responder = application.responder
        logger = application.logger
    }

    /// Sends `method uri` with `headers` and `body`, and returns the whole answer; an error the
    /// router throws is a 500, as the server answers it.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> HTTPAnswer {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer())
        )
        let context = WebRequestContext(source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: logger))
        let response: Hummingbird.Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            response = Hummingbird.Response(status: .internalServerError)
        }
        let collected = CollectedBody()
        try await response.body.write(collected)
        return Response(status: response.status, headers: response.headers, body: collected.buffer.withLock { $0 })
    }
}

/// A response body written into one buffer.
private final class CollectedBody: ResponseBodyWriter, Sendable {
    let buffer = Mutex(ByteBuffer())

    func write(_ part: ByteBuffer) async throws {
        buffer.withLock { _ = $0.writeImmutableBuffer(part) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
