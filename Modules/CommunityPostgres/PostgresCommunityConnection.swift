import Community
import Foundation
import Logging
import PostgresNIO

/// The community's SQL on one leased PostgreSQL connection, within one `write` or `read`: each
/// statement's `?` numbered, its values bound, its rows read back by the names the code uses.
struct PostgresCommunityConnection: CommunityConnection {
    let connection: PostgresConnection
    /// Whether it is a write's: a read's refuses to change anything, as SQLite's readers do.
    let writes: Bool
    let logger: Logger

    func execute(_ sql: String, _ arguments: [SQLValue]) async throws {
        guard writes else { throw CommunityDatabaseError("a read changed nothing: \(sql)") }
        _ = try await run(sql, arguments)
    }

    func query(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow] {
        try await run(sql, arguments)
    }

    /// Runs `sql` to its end (a statement's error comes with its last row), and reads its rows.
    private func run(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow] {
        let statement = PostgresStatement(sql)
        guard statement.placeholders == arguments.count else {
            throw CommunityDatabaseError("a statement has \(statement.placeholders) placeholders (?) but was given \(arguments.count) values: \(sql)")
        }
        var bindings = PostgresBindings(capacity: arguments.count)
        for argument in arguments { bindings.append(argument) }
        do {
            var rows: [SQLRow] = []
            var names: [String] = []
            for try await row in try await connection.query(PostgresQuery(unsafeSQL: statement.text, binds: bindings), logger: logger) {
                if names.isEmpty { names = row.map { statement.columnName($0.columnName) } }
                var read = SQLRow(minimumCapacity: names.count)
                for (name, cell) in zip(names, row) { read[name] = try SQLValue(cell) }
                rows.append(read)
            }
            return rows
        } catch let error as PSQLError {
            throw CommunityDatabaseError(error, running: sql)
        }
    }
}

extension PostgresBindings {
    /// Binds `value` as the next `$n`: a null's type is left for PostgreSQL to infer from where
    /// it stands.
    mutating func append(_ value: SQLValue) {
        switch value {
        case .null: appendNull()
        case .integer(let integer): append(integer)
        case .real(let real): append(real)
        case .text(let text): append(text)
        }
    }
}

extension SQLValue {
    /// The value of a column PostgreSQL returned: the community's columns are text and whole
    /// numbers; a truth is 1 or 0 and a decimal a number, as SQLite gives them.
    init(_ cell: PostgresCell) throws {
        guard cell.bytes != nil else {
            self = .null
            return
        }
        switch cell.dataType {
        case .int2, .int4, .int8:
            self = .integer(try cell.decode(Int64.self))
        case .float4, .float8:
            self = .real(try cell.decode(Double.self))
        case .bool:
            self = .integer(try cell.decode(Bool.self) ? 1 : 0)
        case .numeric:
            let number = "\(try cell.decode(Decimal.self))"
            self = Int64(number).map(SQLValue.integer) ?? .real(Double(number) ?? .nan)
        case .text, .varchar, .bpchar, .name:
            self = .text(try cell.decode(String.self))
        case .void:
            self = .null
        default:
            throw CommunityDatabaseError(
                "the column \(cell.columnName) holds PostgreSQL's type \(cell.dataType), which the community never stores: read it as text or a number"
            )
        }
    }
}

extension CommunityDatabaseError {
    /// What PostgreSQL said about `sql`, in words: its message, detail, hint and code, or what
    /// happened to the connection.
    init(_ error: PSQLError, running sql: String) {
        if let said = Self.serverMessage(error) {
            self.init("PostgreSQL refused a statement: \(said): \(sql)")
        } else {
            self.init("PostgreSQL could not run a statement (\(Self.connectionProblem(error))): \(sql)")
        }
    }

    /// Why the database at `url` could not be reached: what PostgreSQL said (an unknown
    /// database, a wrong password), or what happened on the way (connection refused).
    init(_ error: any Error, reaching url: PostgresURL) {
        if let error = error as? PSQLError, let said = Self.serverMessage(error) {
            self.init("PostgreSQL at \(url) refused the connection: \(said). Check the user, password and database of --database.")
        } else {
            let problem = (error as? PSQLError).map(Self.connectionProblem) ?? String(describing: error)
            self.init("PostgreSQL at \(url) could not be reached (\(problem)). Check that it runs there and takes connections.")
        }
    }

    /// The server's message, detail, hint and code, if the server said something.
    private static func serverMessage(_ error: PSQLError) -> String? {
        guard let server = error.serverInfo, let message = server[.message] else { return nil }
        let detail = [server[.detail], server[.hint]].compactMap { $0 }.joined(separator: " ")
        return "\(message)\(detail.isEmpty ? "" : ". \(detail)") (SQLSTATE \(server[.sqlState] ?? "?"))"
    }

    /// What happened to a connection: the error's kind and what lies under it.
    private static func connectionProblem(_ error: PSQLError) -> String {
        "\(error.code)\(error.underlying.map { ": \($0)" } ?? "")"
    }
}
