import Foundation
import Parsing

/// The anchor of the route → link row (and a reference for link → route): the app's route table
/// as one swift-parsing parser-printer, written as a pointfreeco/swift-url-routing router is —
/// a `OneOf` of routes, each a case conversion over path components and query fields, nested by
/// route type. Parsing and printing are the same declaration.
///
/// url-routing writes a case conversion as `.case(\.detail)` through CasePaths, whose macro
/// generates an embed function and an extracting `switch`; here the two are written out
/// (`.convert(apply:unapply:)`), which is the same work without building swift-syntax.
enum ParsingRouter {
    /// The whole table: the Sailaway routes and the synthetic `featureN/itemM/{id}` ones.
    ///
    /// `nonisolated(unsafe)` here and on the parts: swift-parsing's parsers are not `Sendable`
    /// (their conversions hold closures), but these are built once and only read.
    nonisolated(unsafe) static let router = OneOf {
        Parse(.convert(apply: AppRoute.checklist, unapply: { if case .checklist(let route) = $0 { route } else { nil } })) { checklist }
        Parse(.convert(apply: AppRoute.deck, unapply: { if case .deck(let route) = $0 { route } else { nil } })) { deck }
        Parse(.convert(apply: AppRoute.guide, unapply: { if case .guide(let route) = $0 { route } else { nil } })) { guide }
        Parse(.convert(apply: AppRoute.charter, unapply: { if case .charter(let route) = $0 { route } else { nil } })) { charter }
        Parse(.convert(apply: AppRoute.profile, unapply: { if case .profile(let route) = $0 { route } else { nil } })) { profile }
        Parse(.convert(apply: AppRoute.settings, unapply: { if case .settings(let route) = $0 { route } else { nil } })) { settings }
        Parse(.convert(apply: AppRoute.search, unapply: { if case .search(let route) = $0 { route } else { nil } })) { search }
        Parse(.convert(apply: AppRoute.sheet, unapply: { if case .sheet(let route) = $0 { route } else { nil } })) { sheet }
        Parse(.convert(apply: AppRoute.synthetic, unapply: { if case .synthetic(let route) = $0 { route } else { nil } })) { synthetic }
    }

    /// The route `link` opens, or nil.
    static func route(_ link: String) -> AppRoute? {
        guard var data = URLRequestData(link: link) else { return nil }
        return try? router.parse(&data)
    }

    /// The canonical `sailaway://` link of `route`, or nil.
    static func link(for route: AppRoute) -> String? {
        (try? router.print(route))?.link
    }

    // MARK: - Parts

    /// A path segment holding a UUID.
    static var uuid: PathComponentParser<From<Conversions.SubstringToUTF8View, Substring.UTF8View, Parsers.UUIDParser<Substring.UTF8View>>> {
        PathComponentParser(From(.utf8) { UUID.parser() })
    }

    /// A path segment that is this word.
    static func word(_ word: String) -> PathComponentParser<String> {
        PathComponentParser(word)
    }
}
