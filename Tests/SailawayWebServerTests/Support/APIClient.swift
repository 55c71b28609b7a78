import CommunityProtocol
import Foundation
import HTTPTypes
import NIOCore
import SailawayDatabase

/// The community's API as a test calls it, over any ``HTTPTransport``: JSON in and out, the
/// bearer token of the session it signed in with.
struct APIClient: Sendable {
    /// The password every test account signs up with.
    static let password = "correct horse battery"

    let transport: any HTTPTransport
    /// The session it signed up or in with, if any: its token goes with every call.
    let session: SignedIn?

    init(_ transport: any HTTPTransport, session: SignedIn? = nil) {
        self.transport = transport
        self.session = session
    }

    /// The account signed in.
    var account: AccountInfo {
        get throws {
            guard let session else { throw HarnessError("signed in to nothing") }
            return session.account
        }
    }

    // MARK: - Calls

    /// `method path` with `body` as JSON, and the token when there is one.
    func call(_ method: HTTPRequest.Method, _ path: String, json body: (some Encodable & Sendable)? = String?.none, headers: HTTPFields = [:]) async throws -> HTTPAnswer {
        var headers = headers
        if let token = session?.token, headers[.authorization] == nil { headers[.authorization] = "Bearer \(token)" }
        var buffer: ByteBuffer?
        if let body {
            headers[.contentType] = "application/json"
            buffer = ByteBuffer(bytes: try APIJSON.encoder.encode(body))
        }
        return try await transport.execute(uri: path, method: method, headers: headers, body: buffer)
    }

    /// `POST /api/accounts`: a client of a new account, signed in to it.
    func signUp(name: String, email: String, password: String = Self.password) async throws -> APIClient {
        APIClient(transport, session: try expect(.created, from: await call(.post, "/api/accounts", json: SignUpRequest(name: name, email: email, password: password))))
    }

    /// `POST /api/sessions`: a client signed in to `email`'s account.
    func signIn(email: String, password: String = Self.password) async throws -> APIClient {
        APIClient(transport, session: try expect(.ok, from: await call(.post, "/api/sessions", json: SignInRequest(email: email, password: password))))
    }

    /// `POST /api/sync/push`: each change's outcome.
    func push(_ changes: [RowChange]) async throws -> [ChangeOutcome] {
        let response: PushResponse = try await expect(.ok, from: call(.post, "/api/sync/push", json: PushRequest(changes: changes)))
        return response.outcomes
    }

    /// `GET /api/sync/pull`, every batch from `cursor` on, into one.
    func pullAll(after cursor: Int64 = 0) async throws -> PullBatch {
        var all = PullBatch(changes: [], cursor: cursor, more: true)
        while all.more {
            let batch: PullBatch = try await expect(.ok, from: call(.get, "/api/sync/pull?after=\(all.cursor)"))
            all.changes += batch.changes
            all.notices += batch.notices
            (all.cursor, all.more) = (batch.cursor, batch.more)
        }
        return all
    }

    /// The answer's body as `T` when its status is `status`; else an error with what it said.
    func expect<T: Decodable>(_ status: HTTPResponse.Status, from answer: HTTPAnswer) throws -> T {
        guard answer.status == status else { throw HarnessError("expected \(status.code), got \(answer.status.code): \(answer.text)") }
        return try APIJSON.decoder.decode(T.self, from: Data(buffer: answer.body))
    }
}

extension HTTPAnswer {
    /// The body as `T`, read as the API writes JSON.
    func json<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try APIJSON.decoder.decode(type, from: Data(buffer: body))
    }
}

extension SyncFields {
    /// A checklist of `author`'s, whole, as the content table holds one.
    static func checklist(_ id: UUID, by author: UUID, title: String, visibility: String = "private") -> SyncFields {
        [
            "id": SyncValue(id), "kind": .text("checklist"), "title": .text(title), "body": .text(""), "authorID": SyncValue(author),
            "visibility": .text(visibility), "forkedFromID": .null, "createdAt": .text("2026-06-01 00:00:00.000"),
            "updatedAt": .text("2026-06-01 00:00:00.000"),
        ]
    }
}
