@testable import CommunityPostgres
import Testing

/// The community's SQL is written once with `?`; PostgreSQL gets `$1…$n`, and its rows come back
/// by the names the code reads.
@Suite struct PostgresStatementTests {
    @Test func eachPlaceholderIsNumberedInOrder() {
        let statement = PostgresStatement("INSERT INTO holding (deviceID, rootTbl, rootKey, sinceSeq) VALUES (?, ?, ?, ?)")
        #expect(statement.text == "INSERT INTO holding (deviceID, rootTbl, rootKey, sinceSeq) VALUES ($1, $2, $3, $4)")
        #expect(statement.placeholders == 4)
    }

    @Test(arguments: [
        ("SELECT '?' AS mark, ? AS value", "SELECT '?' AS mark, $1 AS value", 1),
        ("SELECT 'it''s ?' AS text WHERE key = ?", "SELECT 'it''s ?' AS text WHERE key = $1", 1),
        ("SELECT '' AS empty, ?", "SELECT '' AS empty, $1", 1),
        (#"SELECT E'a \' ?' AS text, ?"#, #"SELECT E'a \' ?' AS text, $1"#, 1),
        (#"SELECT "odd?name" FROM t WHERE x = ?"#, #"SELECT "odd?name" FROM t WHERE x = $1"#, 1),
        ("SELECT ? -- why? because\n, ?", "SELECT $1 -- why? because\n, $2", 2),
        ("SELECT /* a ? here */ ? /*/ still? */ , ?", "SELECT /* a ? here */ $1 /*/ still? */ , $2", 2),
        ("SELECT 1 AS none", "SELECT 1 AS none", 0),
    ])
    func aQuestionMarkInTextIsNoPlaceholder(sql: String, text: String, placeholders: Int) {
        let statement = PostgresStatement(sql)
        #expect(statement.text == text)
        #expect(statement.placeholders == placeholders)
    }

    @Test func aColumnGetsBackTheCaseTheCodeReadsItBy() {
        let statement = PostgresStatement("SELECT id, passwordHash, MAX(seq) AS lastSeq FROM account")
        #expect(statement.columnName("passwordhash") == "passwordHash", "spelled in the statement")
        #expect(statement.columnName("lastseq") == "lastSeq", "an alias")
        #expect(statement.columnName("rowkey") == "rowKey", "spelled by the schema: SELECT * names no column")
        #expect(statement.columnName("id") == "id")
        #expect(statement.columnName("max") == "max", "keywords in capitals are not names")
        #expect(statement.columnName("Quoted") == "Quoted", "a quoted name keeps its case")
    }
}
