import Foundation
import Parsing

/// What a link is to the parser-printer: its path's segments and its query, as
/// pointfreeco/swift-url-routing's `URLRequestData` holds them (only the parts links use).
///
/// swift-url-routing 0.6 is not on the package mirror; it is swift-parsing parser-printers over
/// this structure, `URLComponents` to read a URL into it and to write it back. This anchor does
/// the same with swift-parsing 0.15.2, so that its figures stand for a url-routing router's.
struct URLRequestData: Equatable, _EmptyInitializable {
    /// The path's segments, first first; a custom-scheme link's host is its first segment.
    var path: ArraySlice<Substring> = []
    /// The query's values by name, in order.
    var query: [String: ArraySlice<Substring?>] = [:]

    init() {}

    /// Reads `link` as url-routing's `URLRequestData(string:)` does, through `URLComponents`.
    init?(link: String) {
        guard let components = URLComponents(string: link), let scheme = components.scheme?.lowercased() else { return nil }
        let rest = components.path.split(separator: "/")
        switch scheme {
        case "sailaway":
            guard let host = components.host, !host.isEmpty else { return nil }
            path = [Substring(host)] + rest
        case "https":
            guard components.host?.lowercased() == "sailaway.app" else { return nil }
            path = ArraySlice(rest)
        default:
            return nil
        }
        for item in components.queryItems ?? [] {
            let value: Substring? = item.value.map { Substring($0) }
            query[item.name, default: []].append(value)
        }
    }

    /// The `sailaway://` link, written as url-routing's `URLComponents(data:)` writes a URL:
    /// the path joined, the query items sorted by name, `URLComponents` percent-encoding both.
    var link: String? {
        guard let host = path.first else { return nil }
        var components = URLComponents()
        components.scheme = "sailaway"
        components.host = String(host)
        components.path = path.count > 1 ? "/" + path.dropFirst().joined(separator: "/") : ""
        if !query.isEmpty {
            components.queryItems = query.sorted { $0.key < $1.key }.flatMap { name, values in
                values.map { URLQueryItem(name: name, value: $0.map(String.init)) }
            }
        }
        return components.string
    }
}
