@_spi(Internal) import Hummingbird
import NavigationEngine
import RoutingKit

/// One table size, registered in each router: ours, routing-kit's, hummingbird's and the linear scan.
struct PreparedTables {
    let table: RouteTable
    let ours: LinkTable
    let routingKit: TrieRouter<Int>
    let hummingbird: RouterTrie<Int>
    let linear: LinearRouter

    init(size: Int) throws(LinkTableError) {
        table = RouteTable(size: size)
        ours = try table.linkTable()
        routingKit = RoutingKitTables.pathRouter(table)
        hummingbird = HummingbirdTables.trie(table)
        linear = LinearRouter(table)
    }

    /// The entry index of the pattern whose canonical template is `template`.
    func entryIndex(of template: String) -> Int? {
        table.entries.firstIndex { $0.pattern.templateText == template }
    }
}
