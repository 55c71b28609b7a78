import FeatureRegistry
import Foundation
import GRDB

/// The database's extension point: what each feature keeps in the app's one database.
///
/// A feature registers its own tables, as named migrations, its sample content for a new
/// install, and its part of the user's data export and of account deletion; the database
/// module composes them and names no feature.
///
/// ```swift
/// registrar.contribute(
///     FeatureData(
///         migrations: [FeatureMigration("passages") { db in try db.create(table: "passage") { … } }],
///         sampleContent: { db in try SamplePassages.insert(db) },
///         export: ExportPart("passages") { db, user in .rows(try Row.fetchAll(db, sql: "SELECT * FROM passage")) }
///     ),
///     to: DatabaseSchema.self
/// )
/// ```
public enum DatabaseSchema: ExtensionPoint {
    public typealias Contribution = FeatureData
}

/// What one feature keeps in the database.
public struct FeatureData: Sendable {
    /// The feature's migrations, oldest first. A migration, once shipped, never changes: a
    /// new schema is a new migration appended.
    public var migrations: [FeatureMigration]
    /// Features whose tables this feature's migrations build on (a foreign key into them):
    /// their migrations run first when they are in the build.
    public var dependencies: [String]
    /// Which of its tables sync, whose each row is, who may see it and how concurrent changes
    /// merge (docs/SYNC.md); tables not listed stay on the device.
    public var synced: [SyncedTable]
    /// Writes the feature's sample content, once, on a database new to the feature.
    public var sampleContent: FeatureMigration?
    /// The feature's part of the user's data export.
    public var export: ExportPart?
    /// What the device holds of the user's account in the feature's tables, for the account's
    /// summary and the list of what deleting it removes.
    public var account: (@Sendable (Database, _ userID: UUID) throws -> [AccountHolding])?
    /// Deletes the user's rows that deleting their row does not delete by itself (rows with
    /// no foreign key to the user), in the account deletion's transaction.
    public var deleteAccount: (@Sendable (Database, _ userID: UUID) throws -> Void)?

    /// Declares a feature's data.
    public init(
        migrations: [FeatureMigration],
        dependencies: [String] = [],
        synced: [SyncedTable] = [],
        sampleContent: FeatureMigration? = nil,
        export: ExportPart? = nil,
        account: (@Sendable (Database, _ userID: UUID) throws -> [AccountHolding])? = nil,
        deleteAccount: (@Sendable (Database, _ userID: UUID) throws -> Void)? = nil
    ) {
        self.migrations = migrations
        self.dependencies = dependencies
        self.synced = synced
        self.sampleContent = sampleContent
        self.export = export
        self.account = account
        self.deleteAccount = deleteAccount
    }
}

/// One named step of a feature's schema, or its sample content.
public struct FeatureMigration: Sendable {
    /// Its name, unique within the feature; stored as “Feature: name”.
    public var name: String
    /// The migrations of the release that kept one schema for the whole app (“v1 checklists”)
    /// that already did this step: on a database one of them migrated, this one is recorded
    /// as done and not run, so an upgrade keeps every row as it is.
    public var replaces: Set<String>
    /// The step.
    public var migrate: @Sendable (Database) throws -> Void

    /// Declares a step.
    public init(_ name: String, replaces: Set<String> = [], migrate: @escaping @Sendable (Database) throws -> Void) {
        self.name = name
        self.replaces = replaces
        self.migrate = migrate
    }
}

/// A feature's part of the user's data export: a key of the export's top-level object, and
/// its value.
public struct ExportPart: Sendable {
    /// The key, such as `charters`.
    public var key: String
    /// The value for the user.
    public var value: @Sendable (Database, _ userID: UUID) throws -> ExportValue

    /// Declares a part.
    public init(_ key: String, value: @escaping @Sendable (Database, _ userID: UUID) throws -> ExportValue) {
        self.key = key
        self.value = value
    }
}

/// Something of the user's kept on the device, as their account's summary counts it: “2
/// charters with crew and checklist runs”.
public struct AccountHolding: Hashable, Sendable {
    /// What it is, plural, capitalized as a row's name: “Charters”.
    public var title: String
    /// How many the user has.
    public var count: Int
    /// What deleting the account removes of it, as a sentence's object: “2 charters with crew
    /// and checklist runs”.
    public var deletion: String
    /// When one of them last changed, if ever.
    public var lastChange: Date?

    /// Describes a holding.
    public init(title: String, count: Int, deletion: String, lastChange: Date? = nil) {
        self.title = title
        self.count = count
        self.deletion = deletion
        self.lastChange = lastChange
    }

    /// The rows of `table` whose `ownerID` is `user`: how many, and their latest `updatedAt`.
    /// `deletion` says what deleting the account removes, given the count.
    ///
    /// ```swift
    /// try AccountHolding.rows(of: "charter", ownedBy: user, title: "Charters", in: db) { "\($0) charter\($0 == 1 ? "" : "s") with their crew" }
    /// ```
    public static func rows(
        of table: String, ownedBy user: UUID, title: String, in db: Database, deletion: (Int) -> String
    ) throws -> AccountHolding {
        let owned = Table(table).filter(Column("ownerID") == user)
        let count = try owned.fetchCount(db)
        let lastChange = try Date.fetchOne(db, owned.select(max(Column("updatedAt"))))
        return AccountHolding(title: title, count: count, deletion: deletion(count), lastChange: lastChange)
    }
}
