import FeatureRegistry
import Foundation
import NavigationEngine

/// The part of the site anyone may read: a public link's page, so a shared link that lands in
/// a browser shows what it names and previews in chat and mail.
///
/// A path is parsed by the app's own link table, as a link from outside: what the app would
/// refuse (an internal route, an unknown id) is the same 404 here. A page is the screen of the
/// same route for the public viewer, who reads and never acts: the navigation state is never
/// loaded or saved.
struct PublicSite: Sendable {
    /// What a request gets: a status and a page.
    struct Page: Sendable {
        var status: Int
        var html: String
    }

    let composition: Composition
    let templates: PageTemplates

    /// The page of the link `path` (with its leading `/`) and `query`: the public viewer's
    /// screen of the route the app's link table reads from it, as a link from outside. What
    /// the public may see is decided by the features' own queries (``Viewer/public``); this
    /// page only lays it out.
    func page(path: String, query: String?) async -> Page {
        let trimmed = path.drop { $0 == "/" }
        let link = "\(composition.links.configuration.scheme)://\(trimmed)" + (query.map { $0.isEmpty ? "" : "?\($0)" } ?? "")
        guard let resolved = try? composition.links.resolve(link, from: .external) else { return notFound() }
        let appLink = composition.links.link(for: resolved.route, style: .custom) ?? link
        var screen = await composition.screen(for: resolved.route, viewer: .public)
        // A public page only reads: whoever opened it has no session here to act with.
        screen.actions = []
        switch screen.kind {
        case .content:
            break
        case .restricted:
            return message(
                status: 200, title: "Open in Sailaway", heading: "Open in Sailaway",
                text: "This link opens something private to its owner, in the Sailaway app on their device.",
                appLink: appLink
            )
        case .notFound, .unavailable, .failed, .pending:
            return notFound()
        }
        let universal = composition.links.link(for: resolved.route, style: .universal) ?? appLink
        let description = screen.subtitle ?? screen.sections.first?.rows.first?.text ?? "Sailaway, the sailing companion."
        let openGraphType = switch screen.topic {
        case .item: "article"
        case .person: "profile"
        case nil: "website"
        }
        let model = PublicPageModel(
            pageTitle: "\(screen.title) · Sailaway",
            openGraph: [
                .init(name: "og:title", content: screen.title),
                .init(name: "og:description", content: description),
                .init(name: "og:url", content: universal),
                .init(name: "og:type", content: openGraphType),
                .init(name: "og:site_name", content: "Sailaway"),
            ],
            twitter: [
                .init(name: "twitter:card", content: "summary"),
                .init(name: "twitter:title", content: screen.title),
                .init(name: "twitter:description", content: description),
            ],
            screen: ScreenModel(screen, links: composition.links, isActive: false, fieldPrefix: "public"),
            appLink: appLink
        )
        return Page(status: 200, html: templates.render(.publicContent, model))
    }

    /// The one 404 page: the same for a private item, an unknown id and an internal path, so
    /// none tells the others apart.
    func notFound() -> Page {
        message(
            status: 404, title: "Not found", heading: "Not found",
            text: "There is nothing public at this address. It may be private, or it may never have existed."
        )
    }

    /// The landing page at `/`.
    func landing() -> Page {
        message(
            status: 200, title: "Sailaway", heading: "Sailaway",
            text: "The sailing companion: checklists, flashcard decks and guides for your charters. Links shared from the app open here.",
            appLink: "\(composition.links.configuration.scheme)://"
        )
    }

    /// A page that says one thing.
    func message(status: Int, title: String, heading: String, text: String, appLink: String? = nil, next: (href: String, text: String)? = nil) -> Page {
        let model = MessagePageModel(
            pageTitle: "\(title) · Sailaway", heading: heading, message: text, appLink: appLink, nextHref: next?.href, nextText: next?.text
        )
        return Page(status: status, html: templates.render(.message, model))
    }
}
