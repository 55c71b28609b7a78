import GRDB

extension SailawayDatabase {
    /// The shared tables' history, oldest first: people, content and what every kind of content
    /// has (ratings, reports, drafts, the search indexes). A migration, once shipped, never
    /// changes; their names are those the first releases recorded, so their databases are
    /// recognised as they are.
    static let sharedMigrations = [
        FeatureMigration("v1 people and content", migrate: createPeopleAndContent),
        FeatureMigration("v2 content search", migrate: createContentSearch),
        FeatureMigration("v3 drafts by kind", migrate: keyDraftsByKind),
        FeatureMigration("v4 search filter index", migrate: indexContentForSearch),
        FeatureMigration("v5 preferences", migrate: createPreferences),
        FeatureMigration("v6 drafts by owner", migrate: keyDraftsByOwner),
        FeatureMigration("v7 sync", migrate: createSyncTables),
        FeatureMigration("v8 search symbols", migrate: indexSymbolsForSearch),
        FeatureMigration("v9 search ranking", migrate: indexContentForRanking),
        FeatureMigration("v10 search ranking by difference", migrate: updateRankingByDifference),
    ]

    /// The sample sailors of a new install, before any feature's sample content.
    static let samplePeople = FeatureMigration("sample people", replaces: ["v1 sample content"], migrate: SampleContent.insertPeople)

    /// The names of the migrations a build of `schema` records, in order.
    public static func migrationNames(_ schema: AppSchema = .shared, seeded: Bool = true) -> [String] {
        schema.migrations(seeded: seeded).map(\.identifier)
    }
}
