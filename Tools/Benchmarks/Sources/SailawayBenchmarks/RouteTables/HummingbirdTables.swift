@_spi(Internal) import Hummingbird

/// The anchor hummingbird-project/hummingbird 2.28.1: the trie its `Router` builds and routes
/// every request through, over the same tables.
///
/// `Router.buildResponder()` turns the registered paths into a `RouterTrie` and each request's
/// path goes through `RouterTrie.resolve(_:)`; hummingbird's own benchmarks time that trie the
/// same way, through the `Internal` SPI, so a request, a context and NIO are not in the figure.
enum HummingbirdTables {
    /// A trie whose value is the matched entry's index: the path-matching rows.
    static func trie(_ table: RouteTable) -> RouterTrie<Int> {
        let builder = RouterPathTrieBuilder<Int>()
        for (entry, path) in paths(table) {
            builder.addEntry(path, value: entry)
        }
        return builder.build()
    }

    /// Each path of `table` as hummingbird's `RouterPath`, parsed beforehand as an app's string
    /// literals are: `content/checklist/:p2`.
    static func paths(_ table: RouteTable) -> [(entry: Int, path: RouterPath)] {
        table.paths.map { ($0.entry, RouterPath(text($0.segments))) }
    }

    /// A request's path as hummingbird sees it: with its leading slash.
    static func requestPath(_ path: String) -> String {
        "/" + path
    }

    private static func text(_ segments: [PathSegment]) -> String {
        segments.map {
            switch $0 {
            case .literal(let word): word
            case .parameter(let name): ":" + name
            }
        }.joined(separator: "/")
    }
}
