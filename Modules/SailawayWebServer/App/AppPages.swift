import AppShell
import Community
import FeatureRegistry
import Foundation
import Logging
import NavigationEngine
import SailawayHosting

/// The app in a browser: each browser session is a device of its own (``BrowserSessions``),
/// with its own stacks and modals kept in memory and saved in its own folder; the data is the
/// data directory's, everyone's. One browser's requests run one at a time, on its session's
/// actor (``BrowserSessions/Session/serially(_:)``); different browsers' run concurrently.
final class AppPages: Sendable {
    /// What a request gets.
    enum Answer: Sendable {
        /// A page, with its status.
        case page(status: Int, html: String)
        /// See Other: go to this address.
        case redirect(String)
        /// A JSON document.
        case json(Data)
        /// The page of the visible screen after an action the page script sent, to put in
        /// place of the page it was sent from: its address, and what the browser's history
        /// does about the screen left.
        case placed(html: String, address: String, history: HistoryStep)
    }

    /// What the browser's history does when an action sent from a page leads elsewhere.
    enum HistoryStep: String, Sendable {
        /// Nothing: the page is the same screen.
        case stay
        /// A new entry: the screen left is still in the app's state, to go back to.
        case push
        /// The entry is replaced: the screen left is gone from the app's state — a draft made
        /// into a charter, a choice made, a sheet closed — and an entry for it would open a
        /// screen that no longer means anything.
        case replace
    }

    /// The app's build, which every browser's device shares.
    private let composition: Composition
    private let sessions: BrowserSessions
    /// This node, which pushes what a browser's action wrote to the community before the page
    /// says it is done.
    private let node: ServerNode
    private let templates: PageTemplates
    private let site: PublicSite
    private let addresses: AppURL
    private let logger: Logger

    init(composition: Composition, sessions: BrowserSessions, node: ServerNode, templates: PageTemplates, site: PublicSite, logger: Logger) {
        self.composition = composition
        self.sessions = sessions
        self.node = node
        self.templates = templates
        self.site = site
        self.logger = logger
        addresses = AppURL(links: composition.links)
    }

    // MARK: - Sessions

    /// `GET /session?token=T`: opens the session, once, and gives its cookie value.
    func startSession(token: String) async -> Result<String, BrowserSessions.Refusal> {
        do {
            let browser = try await sessions.redeem(token)
            return .success(sessions.keys.cookieValue(for: browser.id))
        } catch let refusal as BrowserSessions.Refusal {
            return .failure(refusal)
        } catch {
            return .failure(.unavailable("\(error)"))
        }
    }

    /// The cookie value of the session a browser signed in with.
    func cookie(for signedIn: Accounts.SignedIn) async -> String {
        sessions.keys.cookieValue(for: await sessions.open(signedIn).id)
    }

    /// Whether `cookie` is a session's: only the app's own browser hears of its changes.
    func hasSession(cookie: String?) async -> Bool {
        (try? await sessions.session(cookie: cookie)) != nil
    }

    /// Runs `work` on the session `cookie` names, after its earlier requests; or refuses.
    private func serving(_ cookie: String?, _ work: @escaping @Sendable (isolated BrowserSessions.Session) async -> Answer) async -> Answer {
        await serving(cookie, refused: { $0 }, work)
    }

    /// Runs `work` on the session `cookie` names, after its earlier requests; or gives its
    /// refusal, as `refused` makes it a `Value`.
    private func serving<Value: Sendable>(
        _ cookie: String?, refused: (Answer) -> Value, _ work: @escaping @Sendable (isolated BrowserSessions.Session) async -> Value
    ) async -> Value {
        let browser: BrowserSessions.Session
        do {
            browser = try await sessions.session(cookie: cookie)
        } catch let error as BrowserSessions.Refusal {
            return refused(refusal(error))
        } catch {
            return refused(refusal(.unavailable("\(error)")))
        }
        return await browser.serially(work)
    }

    /// The page for a request refused for want of a session.
    func refusal(_ refusal: BrowserSessions.Refusal) -> Answer {
        let page: PublicSite.Page =
            switch refusal {
            case .tokenUsed:
                site.message(
                    status: 403, title: "Link used", heading: "This link has been used",
                    text: "Each link opens one browser session, once, and this one has opened its session already. For a new link, run sailaway-web link on the computer that runs the server (with its --data-dir and --port), and open the link it prints here."
                )
            case .ended:
                site.message(
                    status: 403, title: "Session ended", heading: "This session has ended",
                    text: "This browser's session was ended — signed out, here or everywhere — or went unused for \(Int(BrowserSessions.idleLimit / 86_400)) days. Sign in again; or, as the server's operator, run sailaway-web link on the computer that runs the server for a new link, and open it here.",
                    next: (href: "/signin", text: "Sign in")
                )
            case .unavailable(let reason):
                site.message(
                    status: 503, title: "Unavailable", heading: "The server cannot reach its data",
                    text: "Nothing was changed. Try again in a moment. (\(reason))"
                )
            case .noSession:
                site.message(
                    status: 403, title: "No session", heading: "Open a link sailaway-web made",
                    text: "The app in a browser serves the sailors signed in to this server: sign in, or sign up. Its operator opens it from a one-time link: the one sailaway-web printed when it started (Open the app: …), or a new one from sailaway-web link, run on the computer that runs the server.",
                    next: (href: "/signin", text: "Sign in")
                )
            }
        return .page(status: page.status, html: page.html)
    }

    // MARK: - Requests

    /// `GET /app` and `GET /app/<link>`: the navigation rules of ``AppNavigation``, then the
    /// visible screen, or a redirect to its address.
    func show(path: String, query: String?, cookie: String?) async -> Answer {
        await serving(cookie) { [self] browser in
            let session = browser.device
            guard path != "/app", path != AppURL.prefix else {
                guard let url = visibleURL(of: session) else { return await page(for: browser) }
                return .redirect(url)
            }
            let link = addresses.link(forPath: path, query: query)
            let requested = addresses.url(forLink: link)
            let route = try? session.composition.links.resolve(link, from: .internal).route
            let state = session.router.state
            let step = AppNavigation.step(
                for: route, in: state, visible: state.visibleRoute ?? AnyRoute(TabRootRoute(state.selectedTab)),
                wasShown: browser.shownURLs.contains(requested)
            )
            do {
                switch step {
                case .show:
                    break
                case .goBack(let intents):
                    for intent in intents { try session.router.apply(intent) }
                case .openInside:
                    try session.open(link, from: .internal)
                case .openOutside:
                    try session.open(link, from: .external)
                }
            } catch let error as LinkError {
                let page = site.message(
                    status: 404, title: "Cannot open", heading: "This address does not open in the app",
                    text: "\(error) Nothing changed.", next: (href: "/app", text: "Back to the app")
                )
                return .page(status: page.status, html: page.html)
            } catch {
                browser.flash.append(.error(error))
            }
            if step != .show, let failure = await save(browser) { browser.flash.append(.error(failure)) }
            if let url = visibleURL(of: session), url != requested { return .redirect(url) }
            return await page(for: browser)
        }
    }

    /// `GET /app/live`: the visible screen's page as the data is now, for the open page's live
    /// update (``LiveEvents``), with its address. No navigation rule applies (it is not a visit)
    /// and the notices wait for the next visit.
    func live(cookie: String?) async -> (address: String?, answer: Answer) {
        await serving(cookie, refused: { (nil, $0) }) { [self] browser in
            (visibleURL(of: browser.device), await page(for: browser, takingNotices: false))
        }
    }

    /// `GET /app/state.json`: this browser's own navigation state, as `sailaway state --json`
    /// prints the terminal's.
    func state(cookie: String?) async -> Answer {
        await serving(cookie) { browser in
            let router = browser.device.router
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let document = StateJSON(router.state, deferredLinks: router.deferredLinks, links: router.links)
            return (try? encoder.encode(document)).map(Answer.json) ?? .page(status: 500, html: "")
        }
    }

    /// `POST /app/action`, `/app/back` and `/app/tab`: checks the CSRF field, acts, saves and
    /// sends the browser to the visible screen's address — or, for the page script
    /// (`inPlace`), answers that screen's page, with what the history does about the one left.
    func post(_ kind: PostKind, fields: FormFields, cookie: String?, inPlace: Bool = false) async -> Answer {
        await serving(cookie) { [self] browser in
            if let refused = refusingForgery(fields, for: browser) { return refused }
            let session = browser.device
            let left = Self.visibleRoute(of: session)
            let leftURL = visibleURL(of: session)
            switch kind {
            case .action:
                await ServingBrowser.$session.withValue(browser.id) { await perform(fields, for: browser) }
            case .back:
                if !session.back() { browser.flash.append(.information("There is nowhere to go back to.")) }
            case .tab:
                do { try session.selectTab(named: fields["tab"] ?? "") } catch { browser.flash.append(.error(error)) }
            }
            if let failure = await save(browser) { browser.flash.append(.error(failure)) }
            guard inPlace, let address = visibleURL(of: session) else { return .redirect(visibleURL(of: session) ?? "/app") }
            let history: HistoryStep =
                address == leftURL ? .stay : AppNavigation.intentsBack(to: left, in: session.router.state) == nil ? .replace : .push
            guard case .page(_, let html) = await page(for: browser) else { return .redirect(address) }
            return .placed(html: html, address: address, history: history)
        }
    }

    /// `POST /app/end`: ends this browser's session, after the CSRF check. Its device and its
    /// folder go; the cookie opens nothing any more.
    func end(fields: FormFields, cookie: String?) async -> Answer {
        await serving(cookie) { [self] browser in
            if let refused = refusingForgery(fields, for: browser) { return refused }
            try? await sessions.end(browser.id)
            let page = site.message(
                status: 200, title: "Session ended", heading: "This session has ended",
                text: "This browser no longer opens the app, and its screens were forgotten; the data stays. "
                    + (browser.identity == .device
                        ? "For a new session, run sailaway-web link on the computer that runs the server and open the link it prints."
                        : "Sign in again at /signin for a new session.")
            )
            return .page(status: page.status, html: page.html)
        }
    }

    /// The answer to a post whose body is not a form this app reads (a broken upload).
    func unreadableForm() -> Answer {
        let page = site.message(
            status: 400, title: "Unreadable form", heading: "The form could not be read",
            text: "What the browser sent was not a form this app reads, so nothing was changed. Go back and send it again.",
            next: (href: "/app", text: "Back to the app")
        )
        return .page(status: page.status, html: page.html)
    }

    /// The refusal of a form not sent from this session's page (its CSRF field is missing or
    /// another session's), or nil.
    private func refusingForgery(_ fields: FormFields, for browser: isolated BrowserSessions.Session) -> Answer? {
        if let csrf = fields["csrf"], sessions.keys.isCSRFToken(csrf, for: browser.id) { return nil }
        let page = site.message(
            status: 403, title: "Refused", heading: "This form has expired",
            text: "The form was not sent from this session's page, so nothing was changed. Reload the page and try again.",
            next: (href: "/app", text: "Back to the app")
        )
        return .page(status: page.status, html: page.html)
    }

    /// Performs the action a form names with its fields, as the session checks every face's:
    /// an action the screen no longer offers, an answer refused, or an action that fails, leaves
    /// its reason for the next page and changes nothing.
    private func perform(_ fields: FormFields, for browser: isolated BrowserSessions.Session) async {
        let action = fields["action"] ?? ""
        do {
            if let message = try await browser.device.perform(shown: action, inputs: fields.values, files: fields.files) {
                browser.flash.append(message)
            }
        } catch {
            // The session keeps the answers refused: the form comes back holding them.
            browser.flash.append(.error(error))
        }
    }

    /// The forms that post.
    enum PostKind: String, Sendable {
        case action, back, tab
    }

    // MARK: - State

    /// Pushes what `browser`'s request wrote to the community — acknowledged only once it is
    /// there — and saves its device's navigation state for every node; returns what to tell the
    /// person when either could not be done.
    ///
    /// The push comes back through the log, as the community took it, and is applied to the
    /// replica before the page is built: the page shows it so, and carries the version of that
    /// last commit, so the live event it sends loads nothing more (docs/WEB.md, "Live pages").
    private func save(_ browser: isolated BrowserSessions.Session) async -> String? {
        do {
            try await node.flush()
        } catch {
            logger.error("could not push this browser's changes to the community: \(error)")
            return "Saved on this server, not yet shared with the community: \(error). It will be, on its own."
        }
        // Also after a tab or Back that wrote nothing: a read of the log that finds nothing. The
        // flush cannot say whether this request's changes were in it — the commit's own signal
        // may have pushed them just before, in a run this one waited for.
        do {
            try await node.catchUp()
        } catch {
            // Pushed, so shared: the node's own catch-up brings it back on its own.
            logger.warning("could not apply the community's changes to this node: \(error)")
        }
        do {
            browser.saved(at: try await sessions.save(browser.navigationText(), of: browser.id))
            return nil
        } catch {
            logger.error("could not save the navigation state: \(error)")
            return "Could not save the navigation state: \(error)"
        }
    }

    /// The address of the screen on top of `device`, or nil when no link prints it.
    private func visibleURL(of device: AppSession) -> String? {
        addresses.url(for: Self.visibleRoute(of: device))
    }

    /// The route of the screen on top of `device`: the top modal's, else the top of the
    /// selected stack, else the selected tab's root.
    private static func visibleRoute(of device: AppSession) -> AnyRoute {
        let state = device.router.state
        return state.visibleRoute ?? AnyRoute(TabRootRoute(state.selectedTab))
    }

    // MARK: - Page

    /// The page of the visible screen, with the notices `browser` is owed (taken, unless the
    /// page is a live update's, which leaves them for the next visit) and the form refused
    /// last as it was sent (the session keeps it until the next thing done: a live update
    /// after a refusal still shows what was typed and what was wrong); notes every address it
    /// shows.
    private func page(for browser: isolated BrowserSessions.Session, takingNotices: Bool = true) async -> Answer {
        let model = await AppPageBuilder(session: browser.device, addresses: addresses).model(
            csrf: sessions.keys.csrfToken(for: browser.id), notices: takingNotices ? browser.flash : []
        )
        if takingNotices { browser.flash = [] }
        browser.shownURLs.formUnion(model.addresses)
        return .page(status: 200, html: await Self.render(model.page, with: templates))
    }

    /// The page's HTML, rendered off the session's actor: its state is not held while it is.
    @concurrent
    private static func render(_ page: AppPageModel, with templates: PageTemplates) async -> String {
        templates.render(.app, page)
    }
}
