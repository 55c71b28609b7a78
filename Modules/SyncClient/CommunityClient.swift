import AsyncHTTPClient
import CommunityProtocol
import Foundation
import NIOCore
import NIOHTTP1
import SailawayDatabase

/// The community's API as a device calls it: sign up and in, push, pull, fetch — each call
/// bounded in time, its failure said plainly (``SyncFailure``).
public struct CommunityClient: Sendable {
    /// The server: `http://HOST:PORT`, without a path.
    public let server: URL
    private let timeout: TimeAmount

    /// A client of `server`; each call gives up after `timeout`.
    public init(server: URL, timeout: Duration = .seconds(10)) {
        self.server = server
        self.timeout = .nanoseconds(Int64(timeout.components.seconds) * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000)
    }

    /// The one HTTP client every call shares: connections are kept and reused.
    private static let http = HTTPClient(
        eventLoopGroupProvider: .singleton,
        configuration: HTTPClient.Configuration(timeout: .init(connect: .seconds(3), read: .seconds(15)))
    )

    // MARK: - Calls

    /// `POST /api/accounts`.
    public func signUp(_ request: SignUpRequest) async throws(SyncFailure) -> SignedIn {
        try await call(.POST, "/api/accounts", body: request)
    }

    /// `POST /api/sessions`.
    public func signIn(_ request: SignInRequest) async throws(SyncFailure) -> SignedIn {
        try await call(.POST, "/api/sessions", body: request)
    }

    /// `DELETE /api/sessions/current`.
    public func signOut(token: String) async throws(SyncFailure) {
        let _: Empty = try await call(.DELETE, "/api/sessions/current", token: token)
    }

    /// `GET /api/account`.
    public func account(token: String) async throws(SyncFailure) -> AccountInfo {
        try await call(.GET, "/api/account", token: token)
    }

    /// `POST /api/sync/push`.
    public func push(_ changes: [RowChange], seen: Int64? = nil, token: String) async throws(SyncFailure) -> [ChangeOutcome] {
        let response: PushResponse = try await call(.POST, "/api/sync/push", token: token, body: PushRequest(changes: changes, seen: seen))
        return response.outcomes
    }

    /// `GET /api/sync/pull`.
    public func pull(after cursor: Int64, token: String) async throws(SyncFailure) -> PullBatch {
        try await call(.GET, "/api/sync/pull?after=\(cursor)", token: token)
    }

    /// `GET /api/items/{id}`; nil when there is nothing there this account may read.
    public func item(_ id: UUID, token: String) async throws(SyncFailure) -> PullBatch? {
        do {
            return try await call(.GET, "/api/items/\(id.uuidString.lowercased())", token: token)
        } catch .refused(404, _) {
            return nil
        }
    }

    /// `GET /api/sync/discover`.
    public func discover(limit: Int, token: String) async throws(SyncFailure) -> PullBatch {
        try await call(.GET, "/api/sync/discover?limit=\(limit)", token: token)
    }

    /// `GET /api/health`: whether the server answers.
    public func isReachable() async -> Bool {
        do {
            let _: [String: String] = try await call(.GET, "/api/health")
            return true
        } catch {
            return false
        }
    }

    // MARK: - Requests

    private struct Empty: Codable {}

    private func call<Answer: Decodable>(
        _ method: HTTPMethod, _ path: String, token: String? = nil, body: (some Encodable)? = Empty?.none
    ) async throws(SyncFailure) -> Answer {
        guard let url = URL(string: path, relativeTo: server)?.absoluteURL else { throw .badServer(server.absoluteString) }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = method
        request.headers.add(name: "Accept", value: "application/json")
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        if let body {
            guard let data = try? APIJSON.encoder.encode(body) else { throw .unreadable("the request could not be written") }
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: data))
        }
        let status: Int
        let bytes: ByteBuffer
        do {
            let response = try await Self.http.execute(request, timeout: timeout)
            status = Int(response.status.code)
            bytes = try await response.body.collect(upTo: 64 << 20)
        } catch {
            throw .unreachable(Self.describe(error))
        }
        let data = Data(bytes.readableBytesView)
        guard (200..<300).contains(status) else {
            let message = (try? APIJSON.decoder.decode(APIError.self, from: data).error) ?? "the server answered \(status)"
            throw .refused(status, message)
        }
        if status == 204, let empty = Empty() as? Answer { return empty }
        do {
            return try APIJSON.decoder.decode(Answer.self, from: data)
        } catch {
            throw .unreadable("the server's answer is not what this app reads: \(error)")
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? HTTPClientError, error == .connectTimeout || error == .deadlineExceeded || error == .readTimeout {
            return "it did not answer in time"
        }
        let text = "\(error)"
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "nothing answers there (connection refused)" }
        return text
    }
}

/// Why a call to the community did not go through.
public enum SyncFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The server could not be reached, or did not answer in time: nothing was lost, what waits
    /// still waits.
    case unreachable(String)
    /// The server answered with an error: its status and what it said.
    case refused(Int, String)
    /// The server's answer, or the request, could not be read.
    case unreadable(String)
    /// The server's address is not one.
    case badServer(String)

    public var description: String {
        switch self {
        case .unreachable(let reason): "The server could not be reached: \(reason). Nothing was lost; what waits still waits."
        case .refused(_, let message): message
        case .unreadable(let reason): "The server's answer could not be read: \(reason)."
        case .badServer(let server): "“\(server)” is not a server's address, such as http://127.0.0.1:8080."
        }
    }

    /// Whether the server could not be reached at all.
    public var isUnreachable: Bool {
        if case .unreachable = self { true } else { false }
    }
}
