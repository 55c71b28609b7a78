import Foundation
import Testing

/// No SQL is ever built by pasting values into its text. Values reach SQLite as arguments —
/// `?` with `arguments:`, or GRDB's `SQL` literal (`literal:`, `SQLRequest("… \(value)")`),
/// whose interpolations become arguments too — so no input can become syntax.
///
/// The check reads every Swift file of the app (`Modules/`, `Apps/`) and names each place
/// where a string that looks like SQL interpolates or concatenates something outside a `SQL`
/// literal, or where a `SQL` literal splices raw text in with `\(sql:)`.
@Suite struct SQLSourceTests {
    /// The repository.
    static let repository = SourceTree.repository

    @Test func noSQLInTheAppIsBuiltFromValues() throws {
        var findings: [String] = []
        var scanned = 0
        for folder in ["Modules", "Apps"] {
            let root = Self.repository.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            for file in files.sorted() where file.hasSuffix(".swift") {
                let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                findings += SQLSourceCheck.findings(in: source).map { "\(folder)/\(file):\($0)" }
                scanned += 1
            }
        }
        #expect(scanned > 100, "found only \(scanned) Swift files under \(Self.repository.path)")
        #expect(findings.isEmpty, "SQL built from values:\n\(findings.joined(separator: "\n"))")
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
    func theCheckNamesRawSQLBuiltFromAValue(code: String) {
        #expect(SQLSourceCheck.findings(in: code).count == 1, "\(code)")
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
    func theCheckAcceptsArgumentsGRDBLiteralsAndText(code: String) {
        #expect(SQLSourceCheck.findings(in: code).isEmpty, "\(code)")
    }
}

/// Finds SQL built from values in Swift source.
enum SQLSourceCheck {
    /// Words that make a string SQL (uppercase, as the app writes its statements).
    static var keywords: some RegexComponent { /\b(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|PRAGMA|WHERE|MATCH|VALUES)\b/ }

    /// Code right before a literal that makes it GRDB's `SQL` (its interpolations are bound).
    static var sqlLiteralContext: some RegexComponent { /(literal:|\bSQL\(|\bSQLRequest(<[^>]*>)?\(|:\s*SQL\s*=|:\s*SQLRequest<[^>]*>\s*=)\s*$/ }

    /// Code right before a literal that passes it as raw SQL text.
    static var rawSQLContext: some RegexComponent { /\bsql:\s*$/ }

    /// `line: why` for each place in `source`.
    static func findings(in source: String) -> [String] {
        var findings: [String] = []
        for literal in SwiftStringLiteral.all(in: source) {
            let before = literal.before
            let isSQL = literal.text.contains(keywords)
            let isSQLLiteral = before.contains(sqlLiteralContext)
            let isRaw = before.contains(rawSQLContext)
            guard isSQL || isRaw else { continue }
            if isSQLLiteral {
                // Safe, but `\(sql: …)` splices raw text: only a literal may be spliced.
                for code in literal.interpolations where code.hasPrefix("sql:") {
                    let spliced = code.dropFirst(4).trimmingCharacters(in: .whitespaces)
                    if !spliced.hasPrefix("\"") {
                        findings.append("\(literal.line): a SQL literal splices raw text with \\(\(code)); interpolate the value itself, or \\(identifier:) for a name")
                    }
                }
                continue
            }
            if !literal.interpolations.isEmpty {
                let values = literal.interpolations.map { "\\(\($0))" }.joined(separator: ", ")
                findings.append("\(literal.line): raw SQL interpolates \(values); bind it with `?` and `arguments:`, or use GRDB's SQL literal (`literal:`, `SQLRequest`)")
            } else if before.trimmingCharacters(in: .whitespaces).hasSuffix("+") || literal.after.trimmingCharacters(in: .whitespaces).hasPrefix("+") {
                findings.append("\(literal.line): raw SQL is concatenated with a value; bind it with `?` and `arguments:`")
            }
        }
        return findings
    }
}
