import GRDB

/// A preference or a fact about the install, kept as text by key: the re-select policy a person
/// chose, whether this install has welcomed its sailor yet.
///
/// Keys are declared by the module that owns them; reads are one primary-key lookup, cheap
/// enough for the host to make after every action.
public struct Preference: Hashable, Sendable {
    /// The key, such as `navigation.reselect`.
    public let key: String

    /// Declares a preference.
    public init(_ key: String) {
        self.key = key
    }

    /// Its value; nil when it was never set.
    public func value(_ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM preference WHERE key = ?", arguments: [key])
    }

    /// Sets its value, or removes it when `value` is nil.
    public func set(_ value: String?, _ db: Database) throws {
        if let value {
            try db.execute(sql: "INSERT INTO preference (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", arguments: [key, value])
        } else {
            try db.execute(sql: "DELETE FROM preference WHERE key = ?", arguments: [key])
        }
    }
}

extension Preference {
    /// Set when the data directory's database was created by this install and nobody has been
    /// welcomed yet; whoever welcomes the sailor (onboarding) removes it. A database an earlier
    /// release wrote never has it: its sailor was welcomed long ago.
    public static let newInstall = Preference("installation.new")
}
