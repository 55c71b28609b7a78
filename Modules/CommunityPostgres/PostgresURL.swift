import Foundation

/// Where the community's PostgreSQL database is: `sailaway-web --database`'s
/// `postgres://USER[:PASSWORD]@HOST:PORT/DB` (or `postgresql://…`), read once and checked whole.
///
/// The user and password may be percent-encoded (`%40` for `@`); the port is PostgreSQL's 5432
/// when left out; a host in brackets is an IPv6 address (`[::1]`). TLS is off for a loopback
/// host and preferred elsewhere, unless `?sslmode=disable|prefer|require` says otherwise.
public struct PostgresURL: Hashable, Sendable, CustomStringConvertible {
    /// Whether the connection is encrypted.
    public enum TLSMode: String, Hashable, Sendable {
        /// Never: the default on a loopback host, where nothing crosses a network.
        case disable
        /// When the server offers it: the default elsewhere.
        case prefer
        /// Always, with the server's certificate verified; no connection otherwise.
        case require
    }

    /// The role it signs in as.
    public var user: String
    /// Its password, if the server asks for one.
    public var password: String?
    /// The server's name or address.
    public var host: String
    /// The server's port.
    public var port: Int
    /// The database.
    public var database: String
    /// Whether the connection is encrypted.
    public var tls: TLSMode

    /// The form a URL takes, for messages.
    public static let expectedForm = "postgres://USER[:PASSWORD]@HOST:PORT/DB"

    /// Reads `text`, or says what is wrong with it.
    public init(_ text: String) throws(PostgresURLError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func refuse(_ problem: String) -> PostgresURLError { PostgresURLError(url: trimmed, problem: problem) }

        guard let schemeEnd = trimmed.range(of: "://") else { throw refuse("it does not start with postgres://") }
        let scheme = trimmed[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "postgres" || scheme == "postgresql" else {
            throw refuse("it starts with \(scheme)://, where postgres:// (or postgresql://) belongs")
        }
        var rest = trimmed[schemeEnd.upperBound...]
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        guard let slash = rest.firstIndex(of: "/") else { throw refuse("it names no database: /DB after the port") }
        let authority = rest[..<slash]
        let path = rest[rest.index(after: slash)...]

        guard let at = authority.lastIndex(of: "@") else { throw refuse("it names no user: USER@ before the host") }
        let userInfo = authority[..<at]
        let colon = userInfo.firstIndex(of: ":")
        guard let user = Self.decoded(userInfo[..<(colon ?? userInfo.endIndex)]), !user.isEmpty else {
            throw refuse("it names no user: USER@ before the host")
        }
        self.user = user
        if let colon {
            guard let password = Self.decoded(userInfo[userInfo.index(after: colon)...]) else { throw refuse("its password has a broken %-escape") }
            self.password = password
        }

        (host, port) = try Self.hostAndPort(authority[authority.index(after: at)...], refuse: refuse)

        guard let database = Self.decoded(path), !database.isEmpty else { throw refuse("it names no database: /DB after the port") }
        guard !database.contains("/") else { throw refuse("its database name “\(database)” holds a /") }
        self.database = database

        tls = Self.isLoopback(host) ? .disable : .prefer
        if let query { tls = try Self.tlsMode(query, refuse: refuse) ?? tls }
    }

    /// The user, host, port and database: never the password.
    public var description: String {
        "\(user)@\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
    }

    /// Whether `host` is this machine.
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    // MARK: - Parts

    private static func hostAndPort(_ text: Substring, refuse: (String) -> PostgresURLError) throws(PostgresURLError) -> (String, Int) {
        var host = text
        var port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw refuse("its IPv6 host has no closing ]") }
            host = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw refuse("something other than :PORT follows its IPv6 host") }
                port = after.dropFirst()
            }
        } else if let colon = text.lastIndex(of: ":") {
            host = text[..<colon]
            port = text[text.index(after: colon)...]
        }
        guard !host.isEmpty else { throw refuse("it names no host after the @") }
        guard let port else { return (String(host), 5432) }
        guard port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port), (1...65535).contains(number) else {
            throw refuse("its port “\(port)” is not a number from 1 to 65535")
        }
        return (String(host), number)
    }

    private static func tlsMode(_ query: Substring, refuse: (String) -> PostgresURLError) throws(PostgresURLError) -> TLSMode? {
        var mode: TLSMode?
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "sslmode" else {
                throw refuse("it asks for “\(pair)”, where only sslmode=disable, prefer or require may follow the ?")
            }
            guard let chosen = TLSMode(rawValue: String(parts[1])) else {
                throw refuse("its sslmode “\(parts[1])” is none of disable, prefer and require")
            }
            mode = chosen
        }
        return mode
    }

    private static func decoded(_ text: Substring) -> String? {
        String(text).removingPercentEncoding
    }
}

/// A database URL that cannot be used: what is wrong with it, and the form it takes.
public struct PostgresURLError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The URL, its password hidden.
    public var url: String
    /// What is wrong with it.
    public var problem: String

    init(url: String, problem: String) {
        self.url = Self.hidingPassword(url)
        self.problem = problem
    }

    public var description: String {
        "The database URL “\(url)” cannot be used: \(problem). Write it as \(PostgresURL.expectedForm), for example postgres://sailaway@127.0.0.1:5432/sailaway."
    }

    public var errorDescription: String? { description }

    /// `url` with what stands between the user's `:` and the `@` replaced by `***`.
    static func hidingPassword(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://"), let at = url[schemeEnd.upperBound...].lastIndex(of: "@"),
            let colon = url[schemeEnd.upperBound..<at].firstIndex(of: ":")
        else { return url }
        return url[..<url.index(after: colon)] + "***" + url[at...]
    }
}
