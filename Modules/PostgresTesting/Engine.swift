/// The engines the community's authority is kept in, for tests that run once on each: SQLite in
/// a data directory (the default, nothing to install) and PostgreSQL (``PostgresServer``).
public enum Engine: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite, postgres

    /// The engine's name, as a test's arguments show it.
    public var description: String {
        switch self {
        case .sqlite: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }
}
