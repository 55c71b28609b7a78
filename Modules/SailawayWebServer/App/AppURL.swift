import NavigationEngine

/// The app part's addresses: a screen's is `/app/` and its link without the scheme, so
/// `sailaway://charter/ID/checklist/ID2` is `/app/charter/ID/checklist/ID2`, query kept.
struct AppURL {
    /// The prefix of every screen's address.
    static let prefix = "/app/"

    let links: LinkTable

    /// The address of `route`, or nil when no link prints it.
    func url(for route: AnyRoute) -> String? {
        links.link(for: route).map(url(forLink:))
    }

    /// The address of a `scheme://…` link.
    func url(forLink link: String) -> String {
        let scheme = links.configuration.scheme + "://"
        return Self.prefix + (link.hasPrefix(scheme) ? String(link.dropFirst(scheme.count)) : link)
    }

    /// The link an address names: the scheme and what follows `/app/`.
    func link(forPath path: String, query: String?) -> String {
        let rest = path.hasPrefix(Self.prefix) ? String(path.dropFirst(Self.prefix.count)) : path
        return links.configuration.scheme + "://" + rest + (query.map { $0.isEmpty ? "" : "?\($0)" } ?? "")
    }
}
