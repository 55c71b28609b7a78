import Foundation
import GRDB
import SailawayDatabase

/// The community's authority in a SQLite file of the server's data directory
/// (`community.sqlite`): the default, with nothing to install, for one server on one machine.
///
/// Transactions that change it run one after another (``TransactionGate``), each statement on
/// the file's one writer connection; reads run beside them on GRDB's readers, a statement at a
/// time. The log's growth is told to this process's followers as each transaction commits.
public final class SQLiteCommunityDatabase: CommunityDatabase {
    /// The file's name in the data directory.
    public static let fileName = "community.sqlite"

    private let pool: DatabasePool
    private let gate = TransactionGate()
    private let growth = Signal()
    private let path: String

    /// The community in `directory`'s file, created if there is none.
    public init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(Self.fileName).path
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        // A transaction spans the statements of one `write`, each its own access to the writer:
        // the gate lets no other access in between.
        configuration.allowsUnsafeTransactions = true
        // A statement's journal stays in memory rather than spilling to a temporary file.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA temp_store = MEMORY") }
        pool = try DatabasePool(path: path, configuration: configuration)
    }

    public var description: String { "SQLite at \(path)" }

    public func prepare() async throws {
        try await pool.write { db in
            for statement in CommunitySchema.statements(for: .sqlite) {
                try db.execute(sql: statement)
            }
        }
    }

    public func write<T: Sendable>(_ body: @Sendable (any CommunityConnection) async throws -> T) async throws -> T {
        await gate.enter()
        let connection = WriterConnection(pool: pool)
        do {
            try await connection.execute("BEGIN IMMEDIATE")
            let result: T
            do {
                result = try await body(connection)
                try await connection.execute("COMMIT")
            } catch {
                try? await connection.execute("ROLLBACK")
                throw error
            }
            await gate.leave()
            growth.fire()
            return result
        } catch {
            await gate.leave()
            throw error
        }
    }

    public func read<T: Sendable>(_ body: @Sendable (any CommunityConnection) async throws -> T) async throws -> T {
        try await body(ReaderConnection(pool: pool))
    }

    public func logGrowth() -> AsyncStream<Void> {
        growth.stream()
    }
}

/// Statements on the writer connection, within the transaction the gate lets run.
///
/// Each statement is compiled once per connection and kept (GRDB's statement cache): the
/// community's SQL is fixed text with `?` for every value, and compiling — SQLite's parser and
/// GRDB's authorizer, called for every column a statement reads — was most of a small write.
private struct WriterConnection: CommunityConnection {
    let pool: DatabasePool

    func execute(_ sql: String, _ arguments: [SQLValue]) async throws {
        try await pool.writeWithoutTransaction { db in try db.cachedStatement(sql: sql).execute(arguments: StatementArguments(arguments)) }
    }

    func query(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow] {
        try await pool.writeWithoutTransaction { db in try Row.fetchAll(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments)).map(\.sqlRow) }
    }
}

/// Queries on GRDB's readers, each one a snapshot of its own, each statement kept compiled by
/// the reader it ran on.
private struct ReaderConnection: CommunityConnection {
    let pool: DatabasePool

    func execute(_ sql: String, _ arguments: [SQLValue]) async throws {
        throw CommunityDatabaseError("a read changed nothing: \(sql)")
    }

    func query(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow] {
        try await pool.read { db in try Row.fetchAll(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments)).map(\.sqlRow) }
    }
}

extension StatementArguments {
    /// The values, bound in order.
    init(_ values: [SQLValue]) {
        self.init(values.map(\.databaseValue))
    }
}

extension SQLValue {
    /// The value as GRDB binds it.
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let integer): integer.databaseValue
        case .real(let real): real.databaseValue
        case .text(let text): text.databaseValue
        }
    }

    /// The value GRDB read.
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let integer): self = .integer(integer)
        case .double(let real): self = .real(real)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .text(String(decoding: data, as: UTF8.self))
        }
    }
}

extension Row {
    /// The row by column.
    var sqlRow: SQLRow {
        var row = SQLRow()
        for (column, value) in self {
            row[column] = SQLValue(value)
        }
        return row
    }
}

/// Lets transactions run one at a time, in the order they asked.
actor TransactionGate {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits for the transactions before to end.
    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets the next transaction run.
    func leave() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
