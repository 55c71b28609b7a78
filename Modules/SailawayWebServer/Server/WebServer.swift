import AppShell
import Community
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import SailawayDatabase

/// The `sailaway-web` server: the universal-link host for everyone, and the app in a browser
/// for the person holding the session its start link opens.
///
/// Built over a launched-on-demand ``AppSession`` (the one composition of the build); the
/// Hummingbird application it holds answers every request with the headers of
/// ``SecurityHeaders``: the router's through the middleware, the responses made before the
/// request (``KeptResponses``, answered before routing) from the start.
public struct WebServer: Sendable {
    /// The token of the start link, `/session?token=…`: it opens one browser session, once.
    public let startToken: String
    /// The application, to run or to test.
    public let application: Application<Responder>
    /// This node of the community: its replica in step with the authority both ways.
    let node: ServerNode
    /// What answers its requests: the responses kept, then the router.
    public typealias Responder = KeptResponses<RouterResponder<WebRequestContext>>

    /// The name of the session cookie, this server's own (``SessionKeys/cookieName``).
    public let cookieName: String
    /// The largest form body accepted.
    static let maximumFormBytes = 1 << 20

    /// A server for `session` on `host`:`port`, a node of `community`; `onReady` gets the port
    /// it listens on once it answers (the one asked for, or the one the system chose for port 0).
    /// `settings`, the panel the session's composition shows in Settings, is attached to the
    /// community before the server answers.
    ///
    /// The node is brought together with the community before the server answers
    /// (``ServerNode/start()``).
    @MainActor
    public init(
        session: AppSession,
        community: Community,
        host: String = "127.0.0.1",
        port: Int = 8080,
        startToken: String? = nil,
        settings: CommunitySettings? = nil,
        logger: Logger = Logger(label: "sailaway.web"),
        onReady: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let keys = try SessionKeys(signingKey: community.signingKey, startToken: startToken ?? SessionKeys.randomToken())
        self.startToken = keys.startToken
        let cookieName = keys.cookieName
        self.cookieName = cookieName
        let templates = try await PageTemplates.bundled()
        let styleSheet = try StaticFiles.styleSheet()
        let script = try StaticFiles.script()
        let composition = session.composition
        let wellKnown = try WellKnownFiles(composition: composition)
        let site = PublicSite(composition: composition, templates: templates)
        // The database is opened and migrated once, now, not inside the first request, and
        // brought in step with the community.
        let database = try composition.database()
        let node = ServerNode(community: community, replica: database, name: SessionKeys.randomToken().prefix(12).description, logger: logger)
        try await node.start()
        self.node = node
        await settings?.attach(community.accounts, node: node)
        // Public pages read nothing but the database, with awaited reads, and run concurrently
        // with everything; each browser's app pages run one at a time, on its session's actor.
        let publicPages = database.changes.map { PublicPageCache(changes: $0) }
        // Each browser session is a device of its own: its navigation state is kept with the
        // session in the community, never in the data directory's (the terminal's).
        let sessions = BrowserSessions(
            keys: keys, accounts: community.accounts, logger: logger,
            operatorAccount: { try await Self.operatorAccount(of: database, in: community) }
        ) { identity, document in
            let device = AppSession(composition: composition, store: nil, identity: identity, logger: logger)
            if let document { device.restore(from: document) }
            do { try await device.launch() } catch { logger.error("could not restore a browser's navigation state: \(error)") }
            return device
        }
        try await BrowserFolders(root: composition.context.dataDirectory.appendingPathComponent("browsers", isDirectory: true))
            .adopt(into: community.accounts, as: try await Self.operatorAccount(of: database, in: community).id)
        let pages = AppPages(composition: composition, sessions: sessions, node: node, templates: templates, site: site, logger: logger)

        let router = Router(context: WebRequestContext.self)
        router.middlewares.add(SecurityHeaders<WebRequestContext> { status in
            let page = status == .notFound ? site.notFound() : site.message(
                status: Int(status.code), title: status.reasonPhrase, heading: status.reasonPhrase,
                text: "The server could not answer this request (\(status.code))."
            )
            return Self.html(page.html, status: status)
        })

        // The public part: no session, never the navigation state.
        router.get("/") { _, _ in Self.html(site.landing().html, status: .ok) }

        // The devices' API: accounts, sessions and sync.
        CommunityAPI(community: community, node: node, logger: logger).register(on: router)

        // Signing up and in, in a browser: the browser is then a session of that account.
        // A new account's profile is in the community: this node's replica has it before the
        // browser's first page, which would otherwise ask the new sailor to make one.
        let accountPages = AccountPages(accounts: community.accounts, templates: templates) { signedIn in
            do { try await node.catchUp() } catch { logger.warning("could not catch up with the community: \(error)") }
            return await pages.cookie(for: signedIn)
        }
        router.get("/signin") { _, _ in Self.answer(accountPages.signIn(), cookieName: cookieName) }
        router.get("/signup") { _, _ in Self.answer(accountPages.signUp(), cookieName: cookieName) }
        router.post("/signin") { request, context in
            guard Self.isSameOrigin(request) else { return Self.answer(accountPages.signIn(problem: Self.crossOrigin, status: 403), cookieName: cookieName) }
            return Self.answer(await accountPages.signIn(try await Self.form(request), from: context.address), cookieName: cookieName)
        }
        router.post("/signup") { request, _ in
            guard Self.isSameOrigin(request) else { return Self.answer(accountPages.signUp(problem: Self.crossOrigin, status: 403), cookieName: cookieName) }
            return Self.answer(await accountPages.signUp(try await Self.form(request)), cookieName: cookieName)
        }

        // The app part: a session, then screens by their links.
        router.get("/session") { request, _ in
            let token = request.uri.queryParameters["token"].map(String.init) ?? ""
            switch await pages.startSession(token: token) {
            case .success(let cookie):
                var response = Self.redirect(to: "/app")
                response.setCookie(Cookie(name: cookieName, value: cookie, path: "/", httpOnly: true, sameSite: .lax))
                return response
            case .failure(let refusal):
                return Self.answer(pages.refusal(refusal))
            }
        }
        let showApp: @Sendable (Request, WebRequestContext) async throws -> Response = { request, _ in
            Self.answer(await pages.show(path: request.uri.path, query: request.uri.query, cookie: request.cookies[cookieName]?.value))
        }
        // The open page's live updates (docs/WEB.md, "Live pages").
        router.get("/app/events") { request, _ in
            guard let changes = database.changes, await pages.hasSession(cookie: request.cookies[cookieName]?.value) else {
                return Response(status: .forbidden)
            }
            return LiveEvents(changes: changes).response()
        }
        router.get("/app/state.json") { request, _ in
            Self.answer(await pages.state(cookie: request.cookies[cookieName]?.value))
        }
        router.get("/app/live") { request, _ in
            let (address, answer) = await pages.live(cookie: request.cookies[cookieName]?.value)
            var response = Self.answer(answer)
            if let address { response.headers[Self.addressHeader] = address }
            return response
        }
        router.get("/app", use: showApp)
        router.get("/app/**", use: showApp)
        for kind in [AppPages.PostKind.action, .back, .tab] {
            router.post("/app/\(kind.rawValue)") { request, _ in
                let cookie = request.cookies[cookieName]?.value
                let body = try await request.body.collect(upTo: Self.maximumFormBytes)
                guard let fields = try? FormFields(body: body, contentType: request.headers[.contentType]) else {
                    return Self.answer(pages.unreadableForm())
                }
                // The page script asks for the page in place, with what its history does.
                let inPlace = request.headers[Self.inPlaceHeader] == "1"
                return Self.answer(await pages.post(kind, fields: fields, cookie: cookie, inPlace: inPlace))
            }
        }
        router.post("/app/end") { request, _ in
            let body = try await request.body.collect(upTo: Self.maximumFormBytes)
            var response = Self.answer(await pages.end(fields: FormFields(body: String(buffer: body)), cookie: request.cookies[cookieName]?.value))
            if response.status == .ok {
                response.setCookie(Cookie(name: cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .lax))
            }
            return response
        }

        // Everything else is a public link's path, or the one 404.
        router.get("/**") { request, _ in
            let path = request.uri.path, query = request.uri.query
            let address = PublicPageCache.address(path: path, query: query)
            let render: @Sendable () async -> PublicSite.Page = { await site.page(path: path, query: query) }
            let page = if let publicPages { await publicPages.page(for: address, render: render) } else { PublicPageCache.Rendered(await render()) }
            return page.response
        }

        // The files that never change, and the public pages kept, are answered before routing.
        let kept = KeptResponses(files: [
            ("/static/app.css", Self.file(styleSheet.utf8, type: "text/css; charset=utf-8")),
            ("/static/app.js", Self.file(script.utf8, type: "text/javascript; charset=utf-8")),
            ("/.well-known/apple-app-site-association", Self.file(wellKnown.appleAppSiteAssociation, type: "application/json")),
            ("/.well-known/assetlinks.json", Self.file(wellKnown.assetLinks, type: "application/json")),
        ], publicPages: publicPages, next: router.buildResponder())
        application = Application(
            responder: kept,
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// Runs the server until SIGINT or SIGTERM: the application and, beside it, the node's
    /// sync with the community. Open requests finish, then it returns.
    public func run() async throws {
        let node = node
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await node.run() }
            try await application.runService()
            group.cancelAll()
        }
    }

    /// The account the operator's link opens: the data directory's own sailor — none while the
    /// data directory has no sailor (after its account was deleted), whose browser then starts in
    /// the welcome.
    static func operatorAccount(of database: SailawayDatabase, in community: Community) async throws -> Accounts.Account {
        guard let sailor = try await database.writer.read({ db in try DeviceSailor.id(db).flatMap { try User.fetchOne(db, key: $0) } }) else {
            return Accounts.Account(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "", email: nil, createdAt: Date())
        }
        return try await community.accounts.localAccount(sailor.id, name: sailor.name)
    }

    // MARK: - Responses

    /// The header of a live update's page, and of a page put in place, that names the
    /// screen's address.
    static let addressHeader = HTTPField.Name("X-Sailaway-Address")!
    /// The header by which the page script asks for an action's page in place (`1`).
    static let inPlaceHeader = HTTPField.Name("X-Sailaway-In-Place")!
    /// The header of a page put in place that says what the history does
    /// (``AppPages/HistoryStep``).
    static let historyHeader = HTTPField.Name("X-Sailaway-History")!

    static func html(_ html: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: htmlHeaders, body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// The headers of every HTML page, made once.
    private static let htmlHeaders: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]

    static func json(_ data: Data) -> Response {
        file(data, type: "application/json")
    }

    /// A file's response: its bytes, of the type `type`.
    static func file(_ bytes: some Sequence<UInt8>, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }

    static func answer(_ answer: AccountPages.Answer, cookieName: String) -> Response {
        switch answer {
        case .page(let status, let text): return html(text, status: .init(code: status))
        case .signedIn(let cookie):
            var response = redirect(to: "/app")
            response.setCookie(Cookie(name: cookieName, value: cookie, path: "/", httpOnly: true, sameSite: .lax))
            return response
        }
    }

    /// What a form posted from another site is told: nothing was done.
    static let crossOrigin = "This form was sent from another site, so nothing was done. Sign in from this page."

    /// Whether `request` comes from a page of this server, as its `Origin` says when it has one.
    static func isSameOrigin(_ request: Request) -> Bool {
        guard let origin = request.headers[.origin] else { return true }
        guard let host = request.head.authority else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }

    /// The form a request posts.
    static func form(_ request: Request) async throws -> FormFields {
        let body = try await request.body.collect(upTo: maximumFormBytes)
        return (try? FormFields(body: body, contentType: request.headers[.contentType])) ?? FormFields(body: "")
    }

    static func answer(_ answer: AppPages.Answer) -> Response {
        switch answer {
        case .page(let status, let text): html(text, status: .init(code: status))
        case .redirect(let location): redirect(to: location)
        case .json(let data): json(data)
        case .placed(let text, let address, let history):
            {
                var response = html(text, status: .ok)
                response.headers[addressHeader] = address
                response.headers[historyHeader] = history.rawValue
                return response
            }()
        }
    }
}

/// The server could not start or answer, and says why.
struct WebServerError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
