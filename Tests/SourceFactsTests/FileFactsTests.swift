import SourceFacts
import Testing

/// What the checks read of a Swift file is what the compiler reads: an `import` in a comment, a
/// string or an inactive `#if` clause is read for what it is, and a literal for where it stands.
@Suite struct FileFactsTests {
    @Test func importsCarryTheClausesAroundThemAndNothingInCommentsOrStringsIsAnImport() {
        let facts = FileFacts(reading: """
            import Foundation
            // import Checklists
            let text = "import Decks"
            #if Checklists && Search
            @testable import Checklists
            #elseif os(Linux)
            import Glibc
            #else
            public import struct Guides.GuidesFeature
            #endif
            """, path: "Planted.swift")

        #expect(facts.imports.map(\.module) == ["Foundation", "Checklists", "Glibc", "Guides"])
        #expect(facts.imports.map(\.line) == [1, 5, 7, 9])
        #expect(facts.imports.map(\.testable) == [false, true, false, false])
        #expect(facts.imports[0].clauses.isEmpty)
        #expect(facts.imports[1].clauses.map(\.condition) == ["Checklists && Search"])
        #expect(facts.imports[2].clauses.map(\.condition) == ["os(Linux)"])
        #expect(facts.imports[3].clauses.map(\.condition) == ["Checklists && Search"])
        #expect(facts.imports[3].clauses.map(\.inElse) == [true])
    }

    @Test func declarationsAndCallsOfCapitalizedNamesAreReadWhereverTheyAre() {
        let facts = FileFacts(reading: """
            struct Helper { enum Inner {} }
            extension ChecklistRoute.Kind {}
            let pattern = LinkPattern<Route>(path: "x")
            let screen = Kit.Screen(title: "y")
            print("class Router")
            """, path: "main.swift")

        #expect(facts.declarations.map(\.kind) == ["struct", "enum", "extension"])
        #expect(facts.declarations.map(\.name) == ["Helper", "Inner", "ChecklistRoute.Kind"])
        #expect(facts.calls.map(\.name) == ["LinkPattern", "Screen"])
        #expect(facts.calls.map(\.line) == [3, 4])
    }

    @Test func aLiteralKnowsTheArgumentItIsTheValueItDeclaresAndWhatIsAddedToIt() throws {
        let facts = FileFacts(reading: #"""
            try db.execute(sql: "DELETE FROM x WHERE id = '" + id + "'")
            let request: SQLRequest<Row> = "SELECT \(sql: order) FROM \(table)"
            t.column("charterID").references("charter")
            static let databaseTableName = "charter"
            let query = """
                SELECT *
                FROM content
                """
            """#, path: "Planted.swift")
        let literals = facts.strings

        // The argument is the sum, not the literal: the literal says it is added to.
        #expect(literals[0].argumentLabel == nil && literals[0].concatenated)
        #expect(literals[1].text == "'" && literals[1].concatenated)
        #expect(literals[2].declaredType == "SQLRequest")
        #expect(literals[2].interpolations.map(\.code) == ["sql: order", "table"])
        #expect(literals[2].interpolations.map(\.label) == ["sql", nil])
        #expect(literals[2].text == #"SELECT \(sql: order) FROM \(table)"#)
        #expect(literals[3].callee == "column" && literals[4].callee == "references")
        #expect(literals[5].declaredName == "databaseTableName")
        let multiline = try #require(literals.last)
        #expect(multiline.line == 5 && multiline.textLine == 6)
        #expect(multiline.text == "SELECT *\nFROM content")
    }
}
