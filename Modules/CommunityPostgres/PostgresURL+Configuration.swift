import PostgresNIO

extension PostgresURL {
    /// A pool's configuration: at most `connections` connections, each with `settings` (session
    /// parameters sent as it starts, such as `application_name`).
    func clientConfiguration(connections: Int, settings: [(String, String)]) -> PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS =
            switch tls {
            case .disable: .disable
            case .prefer: .prefer(.makeClientConfiguration())
            case .require: .require(.makeClientConfiguration())
            }
        var configuration = PostgresClient.Configuration(host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.maximumConnections = connections
        configuration.options.additionalStartupParameters = settings
        return configuration
    }

    /// One connection's configuration, with `settings`.
    func connectionConfiguration(settings: [(String, String)]) throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS =
            switch tls {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        var configuration = PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.additionalStartupParameters = settings
        return configuration
    }
}
