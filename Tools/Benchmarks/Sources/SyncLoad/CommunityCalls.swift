import AsyncHTTPClient
import CommunityProtocol
import Foundation
import NIOCore
import NIOHTTP1
import SailawayDatabase

/// The community's API as a simulated device calls it — the same requests as the app's
/// `CommunityClient` — with each call's time and the bytes of its answer, which the app's client
/// keeps to itself.
struct CommunityCalls: Sendable {
    /// What one call took and brought.
    struct Timed<Answer: Sendable>: Sendable {
        var answer: Answer
        var time: Duration
        var bytes: Int
    }

    /// One HTTP client for every device: a connection per device, as each phone has its own,
    /// kept and reused.
    private static let http: HTTPClient = {
        var configuration = HTTPClient.Configuration(timeout: .init(connect: .seconds(5), read: .seconds(60)))
        configuration.connectionPool = .init(idleTimeout: .seconds(120), concurrentHTTP1ConnectionsPerHostSoftLimit: 256)
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    let node: URL

    func signUp(_ request: SignUpRequest) async throws -> SignedIn {
        try await call(.POST, "/api/accounts", body: request).answer
    }

    func discover(limit: Int, token: String) async throws -> PullBatch {
        try await call(.GET, "/api/sync/discover?limit=\(limit)", token: token).answer
    }

    /// `GET /api/items/{id}`: the device holds the item from now on, and its pulls follow it.
    func fetch(_ id: UUID, token: String) async throws -> PullBatch {
        try await call(.GET, "/api/items/\(id.uuidString.lowercased())", token: token).answer
    }

    /// A push, every change of which must be applied.
    func push(_ changes: [RowChange], seen: Int64?, token: String) async throws -> Timed<[ChangeOutcome]> {
        let pushed: Timed<PushResponse> = try await call(.POST, "/api/sync/push", token: token, body: PushRequest(changes: changes, seen: seen))
        if let refused = pushed.answer.outcomes.first(where: { $0.outcome != .applied }) {
            throw LoadError("a change was not applied (\(refused.outcome.rawValue)): \(refused.reason ?? "no reason given")")
        }
        return Timed(answer: pushed.answer.outcomes, time: pushed.time, bytes: pushed.bytes)
    }

    func pull(after cursor: Int64, token: String) async throws -> Timed<PullBatch> {
        try await call(.GET, "/api/sync/pull?after=\(cursor)", token: token)
    }

    private struct Nothing: Encodable {}

    private func call<Answer: Decodable & Sendable>(
        _ method: HTTPMethod, _ path: String, token: String? = nil, body: (some Encodable)? = Nothing?.none
    ) async throws -> Timed<Answer> {
        var request = HTTPClientRequest(url: node.absoluteString + path)
        request.method = method
        request.headers.add(name: "Accept", value: "application/json")
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: try APIJSON.encoder.encode(body)))
        }
        let started = ContinuousClock.now
        let response = try await Self.http.execute(request, timeout: .seconds(60))
        let bytes = try await response.body.collect(upTo: 256 << 20)
        let time = ContinuousClock.now - started
        let data = Data(bytes.readableBytesView)
        guard response.status.code / 100 == 2 else {
            let message = (try? APIJSON.decoder.decode(APIError.self, from: data).error) ?? String(decoding: data.prefix(200), as: UTF8.self)
            throw LoadError("\(method) \(path) on \(node.absoluteString) answered \(response.status.code): \(message)")
        }
        return Timed(answer: try APIJSON.decoder.decode(Answer.self, from: data), time: time, bytes: data.count)
    }
}

/// Why the load could not run: said, and the tool exits 1.
struct LoadError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
