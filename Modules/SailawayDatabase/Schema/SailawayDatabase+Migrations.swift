import GRDB

extension SailawayDatabase {
    /// The schema's history, oldest first. A migration, once shipped, never changes: a new
    /// schema is a new migration appended here.
    ///
    /// The whole app shares one schema, whichever features a build compiles in, so narrowing
    /// a build never strands or drops another feature's data.
    static func migrator(seeded: Bool) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 people and content", migrate: createPeopleAndContent)
        migrator.registerMigration("v1 checklists", migrate: createChecklists)
        migrator.registerMigration("v1 charters and checklist runs", migrate: createCharters)
        if seeded {
            migrator.registerMigration("v1 sample content", migrate: SampleContent.insert)
        }
        migrator.registerMigration("v2 content search", migrate: createContentSearch)
        migrator.registerMigration("v3 decks", migrate: createDecks)
        migrator.registerMigration("v3 guides", migrate: createGuides)
        migrator.registerMigration("v3 follows", migrate: createFollows)
        migrator.registerMigration("v3 drafts by kind", migrate: keyDraftsByKind)
        if seeded {
            migrator.registerMigration("v3 sample decks, guides and follows", migrate: SampleContent.insertDecksGuidesAndFollows)
        }
        migrator.registerMigration("v4 search filter index", migrate: indexContentForSearch)
        return migrator
    }

    /// The names of the migrations, in order, for tests that start from an older schema.
    public static var migrationNames: [String] { migrator(seeded: true).migrations }

    /// Applies the migrations up to and including `name`, for tests that need a database as
    /// an older version of the app left it.
    public static func migrate(_ writer: any DatabaseWriter, upTo name: String) throws {
        try migrator(seeded: true).migrate(writer, upTo: name)
    }
}
