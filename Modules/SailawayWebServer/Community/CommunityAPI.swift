import Community
import CommunityProtocol
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// The community's HTTP API for devices (docs/WEB.md, "The API"; `GET /api/openapi.json`):
/// accounts and sessions, and sync — push a batch of changes, pull what changed since a cursor,
/// fetch one item by id, Discover's items. Every call but signing up and in is authorised by the
/// session its `Authorization: Bearer` token opens; what it reads and writes is that account's.
struct CommunityAPI: Sendable {
    let community: Community
    let node: ServerNode
    let logger: Logger

    /// The largest body the API reads: a push of many changes.
    static let maximumBody = 8 << 20

    /// Adds the API's routes to `router`.
    func register(on router: Router<WebRequestContext>) {
        let api = APIRoutes(router.group("api"))
        defer { router.add(middleware: api.otherMethodsRefused()) }
        api.get("health") { _, _ in Self.json(["status": "ok"], status: .ok) }
        api.get("openapi.json") { _, _ in Self.document }
        api.post("accounts") { request, _ in
            await answer {
                let body = try await decode(SignUpRequest.self, from: request)
                return Self.json(try await community.accounts.signUp(name: body.name, email: body.email, password: body.password, as: .device), status: .created)
            }
        }
        api.post("sessions") { request, context in
            await answer {
                let body = try await decode(SignInRequest.self, from: request)
                return Self.json(try await community.accounts.signIn(email: body.email, password: body.password, from: context.address, as: .device), status: .ok)
            }
        }
        api.delete("sessions/current") { request, _ in
            await answer {
                _ = try await session(of: request)
                try await community.accounts.signOut(Self.token(of: request) ?? "")
                return Response(status: .noContent)
            }
        }
        api.delete("sessions") { request, _ in
            await answer {
                try await community.accounts.signOutEverywhere(try await session(of: request).account)
                return Response(status: .noContent)
            }
        }
        api.get("account") { request, _ in
            await answer {
                guard let account = try await community.accounts.account(try await session(of: request).account) else { throw AccountError.noAccount }
                return Self.json(account, status: .ok)
            }
        }
        api.put("account/password") { request, _ in
            await answer {
                let session = try await session(of: request)
                let body = try await decode(PasswordChange.self, from: request)
                try await community.accounts.changePassword(of: session.account, current: body.currentPassword, new: body.newPassword, keeping: session.id)
                return Response(status: .noContent)
            }
        }
        api.delete("account") { request, _ in
            await answer {
                let session = try await session(of: request)
                let body = try await decode(AccountDeletion.self, from: request)
                try await community.accounts.deleteAccount(session.account, password: body.password)
                await catchUp()
                return Response(status: .noContent)
            }
        }
        api.post("sync/push") { request, _ in
            await answer {
                let session = try await session(of: request)
                let body = try await decode(PushRequest.self, from: request)
                guard body.changes.count <= 1000 else { throw APIRefusal(.badRequest, "A push holds at most 1000 changes; send the rest in another.") }
                if let change = body.changes.first(where: { !Self.isName($0.id) || !Self.isName($0.table) }) {
                    throw APIRefusal(
                        .badRequest,
                        "A change's id and table are text of 1 to \(Self.longestName) bytes without control characters (an id such as a UUID), not “\(change.id.prefix(40))” of “\(change.table.prefix(40))”."
                    )
                }
                let outcomes = try await community.authority.push(body.changes, from: .device(session, seen: body.seen), in: community.database, checking: node.check)
                // This node's own pages show the change at once; the other nodes hear of it.
                await catchUp()
                return Self.json(PushResponse(outcomes: outcomes), status: .ok)
            }
        }
        api.get("sync/pull") { request, _ in
            await answer {
                let session = try await session(of: request)
                let after = try Self.number(request, "after", default: 0)
                let limit = try Self.number(request, "limit", default: Int64(Authority.pullLimit))
                guard after >= 0, (1...Int64(Authority.pullLimit)).contains(limit) else {
                    throw APIRefusal(.badRequest, "after must be 0 or more, and limit from 1 to \(Authority.pullLimit).")
                }
                return Self.json(try await community.authority.pull(after: after, limit: Int(limit), for: session, in: community.database), status: .ok)
            }
        }
        api.get("sync/discover") { request, _ in
            await answer {
                let session = try await session(of: request)
                let limit = try Self.number(request, "limit", default: 60)
                guard (1...200).contains(limit) else { throw APIRefusal(.badRequest, "limit must be from 1 to 200.") }
                return Self.json(try await community.authority.discover(limit: Int(limit), for: session, in: community.database), status: .ok)
            }
        }
        api.get("items/{id}") { request, context in
            await answer {
                let session = try await session(of: request)
                guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else {
                    throw APIRefusal(.badRequest, "An item's id is a UUID, such as 550e8400-e29b-41d4-a716-446655440000.")
                }
                guard let item = try await community.authority.fetch(id, for: session, in: community.database) else {
                    throw APIRefusal(.notFound, "There is nothing at this id that you may read: it may be private, deleted, or it never existed.")
                }
                return Self.json(item, status: .ok)
            }
        }
    }

    /// Brings this node's replica up to what was just committed, so its own pages show it at
    /// once. The commit stands whatever happens here: a replica that cannot catch up now does
    /// within a second (``ServerNode/run()``), so the answer is the commit's, never a 500 that
    /// says nothing was changed.
    private func catchUp() async {
        do { try await node.catchUp() } catch { logger.warning("this node could not apply what was just committed; it will: \(error)") }
    }

    // MARK: - Requests

    /// The session the request's bearer token opens.
    private func session(of request: Request) async throws -> Accounts.Session {
        guard let token = Self.token(of: request), let session = try await community.accounts.session(token), session.kind == .device else {
            throw AccountError.signedOut
        }
        return session
    }

    /// The most bytes of a change's id or table name.
    static let longestName = 200

    /// Whether `text` can name a change or a table: short, and without control characters
    /// (PostgreSQL keeps no NUL in text, and indexes no key of kilobytes).
    private static func isName(_ text: String) -> Bool {
        (1...longestName).contains(text.utf8.count) && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The bearer token of `request`, if it has one.
    private static func token(of request: Request) -> String? {
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer ") else { return nil }
        return String(header.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    }

    /// The body of `request` as `type`, or a 400 that says what is wrong with it.
    private func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
        let body = try await request.body.collect(upTo: Self.maximumBody)
        do {
            return try APIJSON.decoder.decode(type, from: Data(buffer: body))
        } catch let error as DecodingError {
            throw APIRefusal(.badRequest, "The body is not the JSON this call takes: \(Self.describe(error))")
        } catch {
            throw APIRefusal(.badRequest, "The body is not JSON: \(error)")
        }
    }

    /// The whole number of query parameter `name`, or `fallback` when it is absent.
    private static func number(_ request: Request, _ name: String, default fallback: Int64) throws -> Int64 {
        guard let text = request.uri.queryParameters[name[...]] else { return fallback }
        guard let number = Int64(text) else { throw APIRefusal(.badRequest, "\(name) must be a whole number, not “\(text)”.") }
        return number
    }

    // MARK: - Answers

    /// What `work` answers, or its error as JSON with the status that fits.
    private func answer(_ work: () async throws -> Response) async -> Response {
        do {
            return try await work()
        } catch let refusal as APIRefusal {
            return Self.json(APIError(refusal.message), status: refusal.status)
        } catch let error as AccountError {
            var response = Self.json(APIError(error.description), status: HTTPResponse.Status(code: error.status))
            if case .throttled(let seconds) = error { response.headers[.retryAfter] = String(seconds) }
            if error.status == 401 { response.headers[.wwwAuthenticate] = "Bearer" }
            return response
        } catch {
            logger.error("the API could not answer: \(error)")
            return Self.json(APIError("The server could not answer this request; nothing was changed. Try again."), status: .internalServerError)
        }
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status) -> Response {
        let data = (try? APIJSON.encoder.encode(value)) ?? Data("{}".utf8)
        return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context): "\(path(context.codingPath + [key])) is missing."
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the body" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// The API's OpenAPI 3.1 document.
    static let document: Response = {
        let data = (try? Bundle.module.url(forResource: "openapi", withExtension: "json", subdirectory: "Static").map { try Data(contentsOf: $0) }) ?? nil
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data ?? Data("{}".utf8))))
    }()
}

/// The API's routes as they are added, each path's methods noted: any other method on an API
/// path answers 405 with the methods it takes (`Allow`), in the API's JSON, never the site's
/// 404 page.
private final class APIRoutes {
    typealias Handler = @Sendable (Request, WebRequestContext) async throws -> Response

    private let group: RouterGroup<WebRequestContext>
    private var methods: [(path: String, methods: [HTTPRequest.Method])] = []

    init(_ group: RouterGroup<WebRequestContext>) {
        self.group = group
    }

    func get(_ path: String, _ handler: @escaping Handler) { on(path, .get, handler) }
    func post(_ path: String, _ handler: @escaping Handler) { on(path, .post, handler) }
    func put(_ path: String, _ handler: @escaping Handler) { on(path, .put, handler) }
    func delete(_ path: String, _ handler: @escaping Handler) { on(path, .delete, handler) }

    private func on(_ path: String, _ method: HTTPRequest.Method, _ handler: @escaping Handler) {
        group.on(RouterPath(path), method: method, use: handler)
        if let index = methods.firstIndex(where: { $0.path == path }) {
            methods[index].methods.append(method)
        } else {
            methods.append((path, [method]))
        }
    }

    /// What answers 405 to a method an API path was not given, in front of the site's 404:
    /// added after the API's routes, it runs for the routes added after it and for what no
    /// route takes, never for the API's own.
    func otherMethodsRefused() -> APIMethods {
        APIMethods(paths: methods.map { path, methods in (path.split(separator: "/").map(String.init), methods) })
    }
}

/// Answers 405 (`Allow`: the methods it takes) to a request for an API path with a method the
/// path does not take; everything else goes on.
struct APIMethods: RouterMiddleware {
    typealias Context = WebRequestContext

    /// Each path's parts (a `{placeholder}` matches any one) and its methods.
    let paths: [(parts: [String], methods: [HTTPRequest.Method])]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path.hasPrefix("/api/") else { return try await next(request, context) }
        let parts = path.dropFirst("/api/".count).split(separator: "/", omittingEmptySubsequences: false)
        guard let match = paths.first(where: { candidate in
            candidate.parts.count == parts.count && zip(candidate.parts, parts).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }), !match.methods.contains(request.method) else {
            return try await next(request, context)
        }
        let allowed = match.methods.map(\.rawValue).joined(separator: ", ")
        var response = CommunityAPI.json(APIError("This address takes \(allowed) only."), status: .methodNotAllowed)
        response.headers[.allow] = allowed
        return response
    }
}

/// A refusal of the API's own, with its status.
struct APIRefusal: Error {
    var status: HTTPResponse.Status
    var message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }
}
