import AsyncHTTPClient
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1

/// What carries a test's requests to a server: its router in this process
/// (``InProcessClient``), or a socket on loopback (``LoopbackClient``), for a server in another
/// process. ``Browser`` and ``APIClient`` speak through either.
protocol HTTPTransport: Sendable {
    /// Sends `method uri` with `headers` and `body`; returns the whole answer, redirects not
    /// followed.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> HTTPAnswer
}

/// One answer, its body whole.
struct HTTPAnswer: Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    var body: ByteBuffer

    /// The body as text.
    var text: String { String(buffer: body) }
}

/// Requests to a server listening at `base` (`http://127.0.0.1:PORT`), over keep-alive
/// connections; no redirect is followed, and each request gives up after `timeout`.
struct LoopbackClient: HTTPTransport {
    let base: URL
    var timeout: TimeAmount = .seconds(30)

    /// The one client every test shares: a client is never shut down while the process runs.
    static let http = HTTPClient(
        eventLoopGroupProvider: .singleton,
        configuration: HTTPClient.Configuration(redirectConfiguration: .disallow, timeout: .init(connect: .seconds(5)))
    )

    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> HTTPAnswer {
        let response = try await send(uri: uri, method: method, headers: headers, body: body, timeout: timeout)
        let body = try await response.body.collect(upTo: 64 << 20)
        return HTTPAnswer(status: .init(code: Int(response.status.code)), headers: Self.fields(response.headers), body: body)
    }

    /// The Server-Sent Events of `uri` as they come, by name, until the stream or the task ends.
    func events(_ uri: String, headers: HTTPFields) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let reading = Task {
                do {
                    let response = try await send(uri: uri, method: .get, headers: headers, body: nil, timeout: .hours(1))
                    guard response.status == .ok else { throw HarnessError("\(uri) answered \(response.status.code)") }
                    var pending = ""
                    for try await part in response.body {
                        pending += String(buffer: part)
                        while let end = pending.range(of: "\n\n") {
                            let event = pending[..<end.lowerBound]
                            pending = String(pending[end.upperBound...])
                            if let name = event.split(separator: "\n").first(where: { $0.hasPrefix("event: ") }) {
                                continuation.yield(String(name.dropFirst("event: ".count)))
                            }
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
    }

    private func send(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?, timeout: TimeAmount) async throws -> HTTPClientResponse {
        var request = HTTPClientRequest(url: base.absoluteString + uri)
        request.method = HTTPMethod(rawValue: method.rawValue)
        for field in headers { request.headers.add(name: field.name.rawName, value: field.value) }
        if let body { request.body = .bytes(body) }
        return try await Self.http.execute(request, timeout: timeout)
    }

    private static func fields(_ headers: HTTPHeaders) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return fields
    }
}
