import Testing

extension PostgresServer {
    /// A new empty database of the test process's server for the running test, as a URL; where
    /// PostgreSQL is not installed, the test case is cancelled, saying in a warning what is
    /// missing (a cancelled case says nothing in the console by itself).
    public static func databaseForTest(_ name: String = "test") async throws -> String {
        if let missing = PostgresInstallation.missing {
            Issue.record(Comment(rawValue: missing), severity: .warning)
            try Test.cancel(Comment(rawValue: missing))
        }
        return try await shared().makeDatabase(name)
    }
}
