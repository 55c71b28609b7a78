/// The community's tables, written once for both engines: they differ only in how a log entry
/// gets its number.
///
/// - `account`: who may sign in — the name and email they signed up with and a slow salted hash
///   of their password; the server's own sailor (`isLocal`), reached by the operator's one-time
///   link, has none.
/// - `session`: each device and browser signed in, by a digest of its token (a stolen database
///   reveals no token), with a browser's navigation state: a session works on every node.
/// - `signInFailure`: refused sign-ins, by account and by address, so guessing is slowed.
/// - `record`: every synced row as it stands — its values, whose it is, the item it belongs to
///   (its root), who may read it, and which device last wrote each column.
/// - `log`: every change in the one order every replica applies them in.
/// - `applied`: each change a device sent, by its identity, with what came of it: sent again,
///   it is not applied twice.
/// - `holding`: the items of others each device holds, and since when, which its pulls follow.
/// - `notice`: what a device must be told once (an edit of its that a later one replaced).
/// - `communityInfo`: facts about the community, by key (the key sessions are signed with).
/// - `usedLink`: the operator's one-time links already used, so each opens one session on
///   whichever node it is opened.
public enum CommunitySchema {
    /// The SQL dialects the schema is written for.
    public enum Dialect: Sendable {
        case sqlite, postgres
    }

    /// The statements that create the tables and their indexes, each idempotent.
    public static func statements(for dialect: Dialect) -> [String] {
        // A log entry's and a notice's number, in each engine's words.
        let numbered = switch dialect {
        case .sqlite: [
            """
            CREATE TABLE IF NOT EXISTS log (
                seq INTEGER PRIMARY KEY AUTOINCREMENT, changeID TEXT, tbl TEXT NOT NULL, rowKey TEXT NOT NULL, op TEXT NOT NULL, row TEXT,
                owner TEXT NOT NULL, rootTbl TEXT NOT NULL, rootKey TEXT NOT NULL, rootOwner TEXT NOT NULL, access TEXT NOT NULL,
                accountID TEXT, deviceID TEXT, at BIGINT NOT NULL)
            """,
            "CREATE TABLE IF NOT EXISTS notice (id INTEGER PRIMARY KEY AUTOINCREMENT, deviceID TEXT NOT NULL, text TEXT NOT NULL, at BIGINT NOT NULL)",
        ]
        case .postgres: [
            """
            CREATE TABLE IF NOT EXISTS log (
                seq BIGSERIAL PRIMARY KEY, changeID TEXT, tbl TEXT NOT NULL, rowKey TEXT NOT NULL, op TEXT NOT NULL, row TEXT,
                owner TEXT NOT NULL, rootTbl TEXT NOT NULL, rootKey TEXT NOT NULL, rootOwner TEXT NOT NULL, access TEXT NOT NULL,
                accountID TEXT, deviceID TEXT, at BIGINT NOT NULL)
            """,
            "CREATE TABLE IF NOT EXISTS notice (id BIGSERIAL PRIMARY KEY, deviceID TEXT NOT NULL, text TEXT NOT NULL, at BIGINT NOT NULL)",
        ]
        }
        return numbered + [
            "CREATE TABLE IF NOT EXISTS communityInfo (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
            """
            CREATE TABLE IF NOT EXISTS account (
                id TEXT PRIMARY KEY, email TEXT UNIQUE, name TEXT NOT NULL, passwordHash TEXT,
                isLocal INTEGER NOT NULL DEFAULT 0, createdAt BIGINT NOT NULL)
            """,
            """
            CREATE TABLE IF NOT EXISTS session (
                tokenHash TEXT PRIMARY KEY, id TEXT NOT NULL UNIQUE, accountID TEXT NOT NULL, kind TEXT NOT NULL,
                createdAt BIGINT NOT NULL, lastUsedAt BIGINT NOT NULL, navigation TEXT, navigationVersion BIGINT NOT NULL DEFAULT 0)
            """,
            "CREATE INDEX IF NOT EXISTS session_byAccount ON session (accountID)",
            """
            CREATE TABLE IF NOT EXISTS signInFailure (
                key TEXT PRIMARY KEY, failures BIGINT NOT NULL, windowStart BIGINT NOT NULL, lockedUntil BIGINT NOT NULL DEFAULT 0)
            """,
            """
            CREATE TABLE IF NOT EXISTS record (
                tbl TEXT NOT NULL, rowKey TEXT NOT NULL, row TEXT NOT NULL, owner TEXT NOT NULL,
                parentTbl TEXT, parentKey TEXT, rootTbl TEXT NOT NULL, rootKey TEXT NOT NULL, rootOwner TEXT NOT NULL,
                access TEXT NOT NULL, visibility TEXT NOT NULL, writers TEXT NOT NULL, seq BIGINT NOT NULL, updatedAt BIGINT NOT NULL,
                PRIMARY KEY (tbl, rowKey))
            """,
            "CREATE INDEX IF NOT EXISTS record_byParent ON record (parentTbl, parentKey)",
            "CREATE INDEX IF NOT EXISTS record_byOwner ON record (owner)",
            "CREATE INDEX IF NOT EXISTS record_byRoot ON record (rootTbl, rootKey)",
            "CREATE INDEX IF NOT EXISTS record_byRootOwner ON record (rootOwner)",
            "CREATE INDEX IF NOT EXISTS record_listed ON record (visibility, tbl, updatedAt)",
            "CREATE INDEX IF NOT EXISTS log_byOwner ON log (owner, seq)",
            "CREATE INDEX IF NOT EXISTS log_byRootOwner ON log (rootOwner, seq)",
            "CREATE INDEX IF NOT EXISTS log_byRoot ON log (rootTbl, rootKey, seq)",
            "CREATE INDEX IF NOT EXISTS log_byRow ON log (tbl, rowKey, seq)",
            """
            CREATE TABLE IF NOT EXISTS applied (
                changeID TEXT PRIMARY KEY, accountID TEXT NOT NULL, outcome TEXT NOT NULL, reason TEXT, seq BIGINT, at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE IF NOT EXISTS holding (
                deviceID TEXT NOT NULL, rootTbl TEXT NOT NULL, rootKey TEXT NOT NULL, sinceSeq BIGINT NOT NULL,
                PRIMARY KEY (deviceID, rootTbl, rootKey))
            """,
            "CREATE INDEX IF NOT EXISTS notice_byDevice ON notice (deviceID, id)",
            "CREATE TABLE IF NOT EXISTS usedLink (nonce TEXT PRIMARY KEY, usedAt BIGINT NOT NULL)",
        ]
    }
}
