/// The synced tables of one build — the shared ones and each feature's — checked and ordered:
/// what the sync engine captures, sends and applies.
///
/// Parents come before their children, so a replica that applies rows in this order never
/// meets a child whose parent is yet to come, and deletes run the other way.
public struct SyncSchema: Sendable {
    /// The tables, parents first.
    public let tables: [SyncedTable]
    private let byName: [String: SyncedTable]

    /// The schema of `tables`.
    ///
    /// - Throws: ``SyncSchemaError`` when two declare one table, a parent is not declared, its
    ///   key is not one column, or parents form a cycle.
    public init(_ tables: [SyncedTable]) throws(SyncSchemaError) {
        var byName: [String: SyncedTable] = [:]
        for table in tables {
            guard byName[table.name] == nil else { throw SyncSchemaError(table: table.name, reason: "it is declared twice") }
            guard !table.key.isEmpty else { throw SyncSchemaError(table: table.name, reason: "it has no key") }
            byName[table.name] = table
        }
        for table in tables {
            if let parent = table.parent {
                guard let parentTable = byName[parent.table] else {
                    throw SyncSchemaError(table: table.name, reason: "its parent \(parent.table) is not synced in this build")
                }
                guard parentTable.key.count == 1 else {
                    throw SyncSchemaError(table: table.name, reason: "its parent \(parent.table) has a key of \(parentTable.key.count) columns; a parent's is one")
                }
            } else if table.owner == .parent || table.readers == .parent {
                throw SyncSchemaError(table: table.name, reason: "it takes its owner or readers from a parent it does not name")
            }
        }
        // Parents first, ties by name: the same order on every replica.
        var ordered: [SyncedTable] = []
        var placed: Set<String> = []
        var remaining = tables.sorted { $0.name < $1.name }
        while !remaining.isEmpty {
            guard let next = remaining.firstIndex(where: { $0.parent.map { placed.contains($0.table) } ?? true }) else {
                throw SyncSchemaError(table: remaining[0].name, reason: "its parents form a cycle")
            }
            let table = remaining.remove(at: next)
            ordered.append(table)
            placed.insert(table.name)
        }
        self.tables = ordered
        self.byName = byName
    }

    /// The table named `name`, if it is synced in this build.
    public func table(_ name: String) -> SyncedTable? {
        byName[name]
    }

    /// The tables whose parent is `table`.
    public func children(of table: String) -> [SyncedTable] {
        tables.filter { $0.parent?.table == table }
    }

    /// The chain from `table` up to its root table, `table` first.
    public func lineage(of table: SyncedTable) -> [SyncedTable] {
        var chain = [table]
        while let parent = chain.last?.parent.flatMap({ byName[$0.table] }) {
            chain.append(parent)
        }
        return chain
    }
}

/// A build's synced tables that cannot be synced as declared.
public struct SyncSchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The table whose declaration is wrong.
    public var table: String
    /// What is wrong.
    public var reason: String

    public var description: String {
        "The synced table \(table) cannot be synced: \(reason)."
    }
}

extension SailawayDatabase {
    /// The shared tables that sync: sailors' profiles, content, ratings and reports. Drafts and
    /// preferences stay on the device that made them.
    public static let syncedTables = [
        SyncedTable(
            "user", key: ["id"], owner: .column("id"), readers: .everyone, localColumns: ["isCurrent"],
            merging: ["name": .latestTellingLoser, "bio": .latestTellingLoser]
        ),
        SyncedTable(
            "content", key: ["id"], owner: .column("authorID"), readers: .visibility(column: "visibility"), localColumns: ["rowID"],
            merging: ["title": .latestTellingLoser]
        ),
        SyncedTable("rating", key: ["contentID", "userID"], owner: .column("userID"), readers: .parent, parent: .init("content", via: "contentID")),
        SyncedTable("report", key: ["id"], owner: .column("reporterID"), readers: .owner, parent: .init("content", via: "contentID")),
    ]
}
