import GRDB

/// The ranking index: what search reads to find a query's best public items without scoring
/// every match (``RankedSearch``), beside the FTS5 index `contentSearch`, which still decides
/// what matches a query the index cannot take (a phrase) and is what the ranking equals.
///
/// Derived from `content`, and kept in step with it the way `contentSearch` is: by triggers, in
/// the transaction of the write — a feature's edit, sync applying the server's rows
/// (`Replica.apply`), a sign-in taking rows over — so no write can leave it behind. Its tables:
///
/// - `searchStatistics`: FTS5's two table-wide numbers for bm25, the rows and their tokens.
/// - `searchPrefix`: every prefix of every indexed word (`a`, `an`, …, `anchor`), with how many
///   items hold a word beginning with it — bm25's count of the items a query word matches — and
///   how many hold it as a word; its row number names the word in the postings.
/// - `searchKind`: the kinds of public content, numbered.
/// - `searchPosting`: one row per public item and word — the word's count in the item, the
///   item's length in tokens, how recently it changed — keyed in the order a query reads them:
///   by word, kind and count, shortest item first, then most recent.
/// - `searchItemTerms`: each public item's words with their counts (``TermList``), for an item
///   met under one word of a query, to learn its counts of the others.
///
/// Only public items are ranked: search shows no other. Every item counts in the statistics
/// and prefixes, as every item counts in FTS5's.
enum SearchIndex {
    /// Creates the tables, fills them from the items there are, and installs the triggers.
    static func create(in db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE searchStatistics (
                    id INTEGER PRIMARY KEY CHECK (id = 1), documents INTEGER NOT NULL, tokens INTEGER NOT NULL);
                CREATE TABLE searchPrefix (
                    id INTEGER PRIMARY KEY, prefix TEXT NOT NULL UNIQUE, documents INTEGER NOT NULL, termDocuments INTEGER NOT NULL);
                CREATE TABLE searchKind (id INTEGER PRIMARY KEY, kind TEXT NOT NULL UNIQUE);
                CREATE TABLE searchPosting (
                    term INTEGER NOT NULL, kind INTEGER NOT NULL, frequency INTEGER NOT NULL, length INTEGER NOT NULL,
                    recency REAL NOT NULL, item INTEGER NOT NULL,
                    PRIMARY KEY (term, kind, frequency, length, recency, item)) WITHOUT ROWID;
                CREATE TABLE searchItemTerms (item INTEGER PRIMARY KEY, terms BLOB NOT NULL);
                """
        )
        try fill(db)
        for trigger in triggers {
            try db.execute(sql: trigger)
        }
    }

    /// Fills the empty tables from every row of `content`: the counts in one pass, tokenizing
    /// each item once (a million items' prefixes, some 10⁸ rows, are not worth a sort), then
    /// the postings in the order of their key, which SQLite then writes page after page.
    static func fill(_ db: Database) throws {
        let tokenizer = try SearchTokenizer(db)
        var (documents, tokens) = (0, 0)
        var prefixes: [String: (documents: Int, termDocuments: Int)] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT title, body FROM content")
        while let row = try rows.next() {
            let text = try tokenizer.indexedText(title: row[0], body: row[1])
            documents += 1
            tokens += text.length
            for (prefix, isTerm) in text.prefixes {
                let counts = prefixes[prefix] ?? (0, 0)
                prefixes[prefix] = (counts.documents + 1, counts.termDocuments + (isTerm ? 1 : 0))
            }
        }
        try db.execute(sql: "INSERT INTO searchStatistics (id, documents, tokens) VALUES (1, ?, ?)", arguments: [documents, tokens])
        let insertPrefix = try db.makeStatement(sql: "INSERT INTO searchPrefix (prefix, documents, termDocuments) VALUES (?, ?, ?)")
        for (prefix, counts) in prefixes.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            try insertPrefix.execute(arguments: [prefix, counts.documents, counts.termDocuments])
        }
        try db.execute(
            sql: """
                INSERT INTO searchKind (kind) SELECT DISTINCT kind FROM content WHERE visibility = 'public' ORDER BY kind;
                INSERT INTO searchPosting (term, kind, frequency, length, recency, item)
                SELECT searchPrefix.id, searchKind.id, word.value ->> 1, sailaway_search_length(content.title, content.body),
                    coalesce(-julianday(content.updatedAt), 1e308), content.rowID
                FROM content
                JOIN searchKind ON searchKind.kind = content.kind
                JOIN json_each(sailaway_search_terms(content.title, content.body)) AS word
                JOIN searchPrefix ON searchPrefix.prefix = word.value ->> 0
                WHERE content.visibility = 'public'
                ORDER BY 1, 2, 3, 4, 5, 6;
                INSERT INTO searchItemTerms (item, terms)
                SELECT rowID, sailaway_search_term_list(title, body) FROM content WHERE visibility = 'public' ORDER BY rowID;
                """
        )
    }

    // MARK: - Triggers

    /// An insert adds the item; a delete takes it away; an update of what the index holds
    /// (title, body, kind, visibility, when it changed) changes what differs (``updateTrigger``).
    static let triggers = [
        """
        CREATE TRIGGER searchIndex_afterInsert AFTER INSERT ON content BEGIN
            UPDATE searchStatistics SET documents = documents + 1, tokens = tokens + sailaway_search_length(NEW.title, NEW.body);
            INSERT INTO searchPrefix (prefix, documents, termDocuments)
            SELECT word.value ->> 0, 1, word.value ->> 1 FROM json_each(sailaway_search_prefixes(NEW.title, NEW.body)) AS word WHERE true
            ON CONFLICT (prefix) DO UPDATE SET documents = documents + 1, termDocuments = termDocuments + excluded.termDocuments;
            INSERT OR IGNORE INTO searchKind (kind) SELECT NEW.kind WHERE NEW.visibility = 'public';
            INSERT INTO searchPosting (term, kind, frequency, length, recency, item)
            SELECT searchPrefix.id, searchKind.id, word.value ->> 1, sailaway_search_length(NEW.title, NEW.body),
                coalesce(-julianday(NEW.updatedAt), 1e308), NEW.rowID
            FROM json_each(sailaway_search_terms(NEW.title, NEW.body)) AS word
            JOIN searchPrefix ON searchPrefix.prefix = word.value ->> 0
            JOIN searchKind ON searchKind.kind = NEW.kind
            WHERE NEW.visibility = 'public';
            INSERT INTO searchItemTerms (item, terms)
            SELECT NEW.rowID, sailaway_search_term_list(NEW.title, NEW.body) WHERE NEW.visibility = 'public';
        END
        """,
        """
        CREATE TRIGGER searchIndex_afterDelete AFTER DELETE ON content BEGIN
            DELETE FROM searchPosting WHERE OLD.visibility = 'public' AND (term, kind, frequency, length, recency, item) IN (
                SELECT searchPrefix.id, searchKind.id, word.value ->> 1, sailaway_search_length(OLD.title, OLD.body),
                    coalesce(-julianday(OLD.updatedAt), 1e308), OLD.rowID
                FROM json_each(sailaway_search_terms(OLD.title, OLD.body)) AS word
                JOIN searchPrefix ON searchPrefix.prefix = word.value ->> 0
                JOIN searchKind ON searchKind.kind = OLD.kind);
            DELETE FROM searchItemTerms WHERE item = OLD.rowID;
            UPDATE searchStatistics SET documents = documents - 1, tokens = tokens - sailaway_search_length(OLD.title, OLD.body);
            UPDATE searchPrefix SET documents = documents - 1, termDocuments = termDocuments - (word.value ->> 1)
            FROM json_each(sailaway_search_prefixes(OLD.title, OLD.body)) AS word WHERE searchPrefix.prefix = word.value ->> 0;
        END
        """,
        updateTrigger,
    ]

    /// An update changes only what differs between the old item and the new: the prefixes whose
    /// counts changed (``IndexedText/prefixChangesJSON(from:)``: a rename of a checklist touches the
    /// few of its title, not the hundreds of its body), and the postings of the old item not in
    /// the new, and of the new not in the old. Taking the old item away and adding the new whole
    /// wrote every prefix twice — what bounded sync's pushes (docs/PERFORMANCE.md, "Sync at
    /// scale").
    ///
    /// The postings' words join `searchPrefix` by prefix: the old ones are there (a prefix's row
    /// stays when no item holds it any more), the new ones once the prefixes are counted.
    static let updateTrigger = """
        CREATE TRIGGER searchIndex_afterUpdate AFTER UPDATE ON content
        WHEN OLD.title IS NOT NEW.title OR OLD.body IS NOT NEW.body OR OLD.kind IS NOT NEW.kind OR OLD.visibility IS NOT NEW.visibility
            OR OLD.updatedAt IS NOT NEW.updatedAt OR OLD.rowID IS NOT NEW.rowID
        BEGIN
            DELETE FROM searchPosting WHERE OLD.visibility = 'public' AND (term, kind, frequency, length, recency, item) IN (
                SELECT searchPrefix.id, searchKind.id, word.value ->> 1, sailaway_search_length(OLD.title, OLD.body),
                    coalesce(-julianday(OLD.updatedAt), 1e308), OLD.rowID
                FROM json_each(sailaway_search_terms(OLD.title, OLD.body)) AS word
                JOIN searchPrefix ON searchPrefix.prefix = word.value ->> 0
                JOIN searchKind ON searchKind.kind = OLD.kind)
            AND (term, kind, frequency, length, recency, item) NOT IN (
                SELECT searchPrefix.id, searchKind.id, word.value ->> 1, sailaway_search_length(NEW.title, NEW.body),
                    coalesce(-julianday(NEW.updatedAt), 1e308), NEW.rowID
                FROM json_each(sailaway_search_terms(NEW.title, NEW.body)) AS word
                JOIN searchPrefix ON searchPrefix.prefix = word.value ->> 0
                JOIN searchKind ON searchKind.kind = NEW.kind
                WHERE NEW.visibility = 'public');
            UPDATE searchStatistics SET tokens = tokens - sailaway_search_length(OLD.title, OLD.body) + sailaway_search_length(NEW.title, NEW.body)
            WHERE OLD.title IS NOT NEW.title OR OLD.body IS NOT NEW.body;
            INSERT INTO searchPrefix (prefix, documents, termDocuments)
            SELECT change.value ->> 0, change.value ->> 1, change.value ->> 2
            FROM json_each(sailaway_search_prefix_changes(OLD.title, OLD.body, NEW.title, NEW.body)) AS change WHERE true
            ON CONFLICT (prefix) DO UPDATE SET documents = documents + excluded.documents, termDocuments = termDocuments + excluded.termDocuments;
            INSERT OR IGNORE INTO searchKind (kind) SELECT NEW.kind WHERE NEW.visibility = 'public';
            INSERT INTO searchPosting (term, kind, frequency, length, recency, item)
            SELECT searchPrefix.id, searchKind.id, word.value ->> 1, sailaway_search_length(NEW.title, NEW.body),
                coalesce(-julianday(NEW.updatedAt), 1e308), NEW.rowID
            FROM json_each(sailaway_search_terms(NEW.title, NEW.body)) AS word
            JOIN searchPrefix ON searchPrefix.prefix = word.value ->> 0
            JOIN searchKind ON searchKind.kind = NEW.kind
            WHERE NEW.visibility = 'public'
            EXCEPT
            SELECT searchPrefix.id, searchKind.id, word.value ->> 1, sailaway_search_length(OLD.title, OLD.body),
                coalesce(-julianday(OLD.updatedAt), 1e308), OLD.rowID
            FROM json_each(sailaway_search_terms(OLD.title, OLD.body)) AS word
            JOIN searchPrefix ON searchPrefix.prefix = word.value ->> 0
            JOIN searchKind ON searchKind.kind = OLD.kind
            WHERE OLD.visibility = 'public';
            DELETE FROM searchItemTerms WHERE item = OLD.rowID;
            INSERT INTO searchItemTerms (item, terms)
            SELECT NEW.rowID, sailaway_search_term_list(NEW.title, NEW.body) WHERE NEW.visibility = 'public';
        END
        """

    /// Replaces the update trigger of an index created before ``updateTrigger`` (version 10).
    static func replaceUpdateTrigger(in db: Database) throws {
        try db.execute(sql: "DROP TRIGGER IF EXISTS searchIndex_afterUpdate")
        try db.execute(sql: updateTrigger)
    }
}
