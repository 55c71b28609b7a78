import Foundation
import ProcessTesting
import Testing

/// No SQL is ever built by pasting values into its text. Values reach SQLite as arguments —
/// `?` with `arguments:`, or GRDB's `SQL` literal (`literal:`, `SQLRequest("… \(value)")`),
/// whose interpolations become arguments too — so no input can become syntax.
///
/// The rule is written once, as rule 7 of `Tools/check-boundaries` (docs/FEATURE-TEAMS.md, "SQL
/// is never built from values"), which CI runs over the whole repository; these tests run the
/// same script, so `swift test` holds the app to it and the examples below pin what it reads
/// (Swift read by swift-syntax's parser, through `sailaway-source-facts`).
@Suite struct SQLSourceTests {
    /// `Tools/check-boundaries` with `arguments`, `input` on its standard input, reading Swift
    /// with the `sailaway-source-facts` built beside these tests (SwiftPM holds the build's lock
    /// while they run, so the script must not build it).
    static func checkBoundaries(_ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String, errors: String) {
        let tool = SourceTree.repository.appendingPathComponent("Tools/check-boundaries").path
        let reader = try SailawayBinary.located().url.deletingLastPathComponent().appendingPathComponent("sailaway-source-facts")
        var environment = ProcessInfo.processInfo.environment
        environment["SAILAWAY_SOURCE_FACTS"] = reader.path
        let outcome = try ChildProcess.run(
            "/usr/bin/env", ["python3", tool] + arguments, environment: environment,
            input: input.map { Data($0.utf8) }
        )
        return (outcome.status, String(decoding: outcome.output, as: UTF8.self), String(decoding: outcome.errors, as: UTF8.self))
    }

    /// The findings of rule 7 in `code`, one `line: why` each.
    static func findings(in code: String) throws -> [String] {
        try checkBoundaries(["--sql-findings"], input: code).output.split(separator: "\n").map(String.init)
    }

    @Test func noSQLInTheAppIsBuiltFromValues() throws {
        let run = try Self.checkBoundaries(["--sql-only", "--repo", SourceTree.repository.path])

        #expect(run.status == 0, "SQL built from values:\n\(run.errors)")
        let scanned = run.output.split(separator: " ").compactMap { Int($0) }.first ?? 0
        #expect(scanned > 100, "found only \(scanned) Swift files under \(SourceTree.repository.path): \(run.output)")
    }

    // MARK: - The check itself

    @Test(arguments: [
        #"try db.execute(sql: "DELETE FROM draft WHERE id = '\(id)'")"#,
        #"try Row.fetchAll(db, sql: "SELECT * FROM \(table) WHERE id = ?", arguments: [id])"#,
        "try db.execute(\n    sql: \"\"\"\n    UPDATE content SET title = '\\(title)'\n    \"\"\")",
        #"let query = "SELECT * FROM content WHERE title LIKE '%\(text)%'""#,
        #"try db.execute(sql: "DELETE FROM user WHERE name = '" + name + "'")"#,
        #"try db.execute(sql: "\(statement)")"#,
        #"try db.execute(literal: "SELECT * FROM content WHERE \(sql: condition)")"#,
        #"let request: SQLRequest<Row> = "SELECT * FROM content ORDER BY \(sql: order)""#,
    ])
    func theCheckNamesRawSQLBuiltFromAValue(code: String) throws {
        #expect(try Self.findings(in: code).count == 1, "\(code)")
    }

    @Test(arguments: [
        #"try db.execute(sql: "DELETE FROM draft WHERE id = ?", arguments: [id])"#,
        #"try db.execute(literal: "DELETE FROM draft WHERE id = \(id)")"#,
        #"try Row.fetchAll(db, SQLRequest("SELECT * FROM \(identifier: table) WHERE id = \(id)"))"#,
        #"let request: SQLRequest<Row> = "SELECT * FROM content WHERE kind = \(kind)""#,
        #"let fragment: SQL = "title = \(title)""#,
        #"try db.execute(literal: "SELECT * FROM content ORDER BY \(sql: "title")")"#,
        #"print("Deleted \(count) checklists")"#,
        #"throw ActionError("Cannot delete \(title): it is published.")"#,
        #"// try db.execute(sql: "DELETE FROM draft WHERE id = '\(id)'")"#,
    ])
    func theCheckAcceptsArgumentsGRDBLiteralsAndText(code: String) throws {
        #expect(try Self.findings(in: code).isEmpty, "\(code)")
    }
}
