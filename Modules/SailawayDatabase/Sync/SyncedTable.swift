/// A table whose rows belong to everyone allowed to see them, on every device they use: what a
/// feature declares of it so that the sync engine, which names no feature, can capture its
/// changes, send them to the server, and apply what comes back.
///
/// ```swift
/// SyncedTable("checklistItem", key: ["id"], parent: .init("checklistSection", via: "sectionID"),
///             merging: ["text": .latestTellingLoser])
/// ```
///
/// Every row has an owner — the account that may change it — and readers: who may see it. A
/// row with a parent (an item of a checklist's section) belongs to the parent's root (the
/// checklist), goes where it goes, and is deleted with it.
public struct SyncedTable: Hashable, Sendable {
    /// The table's name.
    public var name: String
    /// The columns of its primary key, in order.
    public var key: [String]
    /// Whose row it is: the only account that may change it.
    public var owner: Ownership
    /// Who may read it.
    public var readers: Readers
    /// The row it belongs to, if any: it is deleted with it, and its root is that row's root.
    public var parent: Parent?
    /// Columns that stay on the device and are never sent: a row number SQLite assigns, whether
    /// a person is this device's sailor.
    public var localColumns: Set<String>
    /// How concurrent changes to a column merge; a column not named here takes the later change
    /// silently (``FieldMerge/latest``).
    public var merging: [String: FieldMerge]

    /// Declares a synced table.
    public init(
        _ name: String, key: [String], owner: Ownership = .parent, readers: Readers = .parent, parent: Parent? = nil,
        localColumns: Set<String> = [], merging: [String: FieldMerge] = [:]
    ) {
        self.name = name
        self.key = key
        self.owner = owner
        self.readers = readers
        self.parent = parent
        self.localColumns = localColumns
        self.merging = merging
    }

    /// How column `column` merges.
    public func merge(of column: String) -> FieldMerge {
        merging[column] ?? .latest
    }
}

extension SyncedTable {
    /// Whose a row is.
    public enum Ownership: Hashable, Sendable {
        /// The account whose id is in this column (a content item's `authorID`, a rating's
        /// `userID`; a sailor's own row is theirs by its `id`).
        case column(String)
        /// The parent row's owner (a checklist's sections are its author's).
        case parent
    }

    /// Who may read a row, besides its owner, who always may.
    public enum Readers: Hashable, Sendable {
        /// Its owner alone (a charter, a review schedule, a report).
        case owner
        /// Everyone (a sailor's profile, who follows whom).
        case everyone
        /// As this column says: `public` and `unlisted` rows everyone may read — unlisted only
        /// by the link to the row itself, never in a list —, `private` ones their owner alone.
        case visibility(column: String)
        /// Whoever may read the parent row (a checklist's items, a content item's ratings).
        case parent
    }

    /// The row a row belongs to: `column` holds the key of a row of `table`.
    public struct Parent: Hashable, Sendable {
        /// The parent's table, whose key is one column.
        public var table: String
        /// The column holding the parent's key.
        public var column: String

        /// A parent of `table`, named by `column`.
        public init(_ table: String, via column: String) {
            self.table = table
            self.column = column
        }
    }
}

/// How two changes to one column that neither device saw before making its own merge. The
/// server's order decides which is later; every device applies the same result.
public enum FieldMerge: Hashable, Sendable {
    /// The later change wins, silently: a check mark (set, never toggled), a position, a
    /// visibility.
    case latest
    /// The later change wins, and the device whose change it replaced is told once, with what it
    /// had written: a title, an item's text, a name.
    case latestTellingLoser
    /// Both stay: the later text is added after the earlier, on a line of its own (a note).
    case keepingBoth
}
