import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase
import SourceFacts
import Testing

/// A feature reads another feature's data only through that feature's interface: no SQL in a
/// feature's sources names a table another feature's migrations create. The shared tables
/// (people, content, ratings, reports, drafts, the search index) are everyone's.
@Suite struct TableOwnershipTests {
    /// The tables each feature's own migrations create: those a database migrated by the
    /// shared schema and the feature has beyond those of the shared schema alone.
    static func ownedTables() throws -> [String: Set<String>] {
        let shared = try SailawayDatabase.inMemory(schema: .shared, seeded: false).writer.read(TableOwnership.schemaObjects)
        var owned: [String: Set<String>] = [:]
        for feature in DataBuild.features {
            let database = try SailawayDatabase.inMemory(schema: DataBuild.schema([feature]), seeded: false)
            owned[feature.name] = try database.writer.read(TableOwnership.schemaObjects).subtracting(shared)
        }
        return owned
    }

    @Test func everyFeatureWithDataOwnsItsTablesAndNoTwoShareOne() throws {
        let owned = try Self.ownedTables()
        #expect(owned["Checklists"]?.isSuperset(of: ["checklistSection", "checklistItem", "checklistRunItem"]) == true)
        #expect(owned["Charters"]?.isSuperset(of: ["charter", "charterCrew", "charterChecklist"]) == true)
        let all = owned.values.flatMap { $0 }
        #expect(all.count == Set(all).count, "a table created by two features: \(owned)")
    }

    @Test func noFeatureSQLNamesAnotherFeaturesTable() throws {
        let owned = try Self.ownedTables()
        var findings: [String] = []
        var scanned = 0
        for feature in DataBuild.names {
            let foreign = TableOwnership.foreignTables(for: feature, owned: owned)
            for folder in ["Modules/\(feature)", "Modules/\(feature)Interface"] {
                for file in try SourceTree.swiftFiles(under: folder) {
                    findings += TableOwnership.findings(in: file.source, file: file.path, feature: feature, foreign: foreign)
                    scanned += 1
                }
            }
        }
        #expect(scanned > 50, "found only \(scanned) Swift files under \(SourceTree.repository.path)/Modules")
        #expect(findings.isEmpty, "SQL naming another feature's table:\n\(findings.joined(separator: "\n"))")
    }

    @Test func sharedModulesNameNoFeaturesTable() throws {
        let owned = try Self.ownedTables()
        let foreign = TableOwnership.foreignTables(for: "", owned: owned)
        var findings: [String] = []
        for module in ["SailawayDatabase", "ContentCore", "AppShell", "AppShellInterface", "FeatureRegistry", "NavigationEngine"] {
            for file in try SourceTree.swiftFiles(under: "Modules/\(module)") {
                findings += TableOwnership.findings(in: file.source, file: file.path, feature: module, foreign: foreign)
            }
        }
        #expect(findings.isEmpty, "a shared module names a feature's table:\n\(findings.joined(separator: "\n"))")
    }

    // MARK: - The check itself

    static let planted: [String: String] = ["charter": "Charters", "checklistRunItem": "Checklists"]

    @Test(arguments: [
        #"try Row.fetchAll(db, sql: "SELECT name FROM charter WHERE id = ?", arguments: [id])"#,
        #"try db.execute(sql: "DELETE FROM charter")"#,
        "let sql = \"\"\"\n    SELECT content.title FROM content\n    JOIN charter ON charter.id = content.id\n    \"\"\"",
        #"try db.execute(sql: "INSERT INTO Charter (id) VALUES (?)", arguments: [id])"#,
        #"try db.execute(sql: "UPDATE charter SET name = ?", arguments: [name])"#,
        #"try db.execute(literal: "UPDATE \"charter\" SET name = \(name)")"#,
        #"t.column("charterID", .blob).references("charter", column: "id")"#,
        #"try db.create(index: "x", on: "checklistRunItem", columns: ["charterID"])"#,
        #"try db.alter(table: "charter") { t in t.add(column: "x", .text) }"#,
    ])
    func theCheckNamesTheFileLineFeatureAndTable(code: String) {
                let findings = TableOwnership.findings(in: "// planted\n" + code, file: "Modules/Decks/Planted.swift", feature: "Decks", foreign: Self.planted)
        #expect(findings.count == 1, "\(code)")
        let finding = findings.first ?? ""
        // The planted table is on the code's first line, or, in the multi-line literal, its third.
        let line = code.contains("\n") ? 4 : 2
        #expect(finding.hasPrefix("Modules/Decks/Planted.swift:\(line): "), "\(finding)")
        #expect(finding.contains("Decks") && (finding.contains("charter") || finding.contains("checklistRunItem")), "\(finding)")
    }

    @Test(arguments: [
        #"try Row.fetchAll(db, sql: "SELECT charterID, title FROM checklistSection WHERE charterID = ?")"#,
        #"try db.execute(sql: "SELECT * FROM content WHERE title = 'charter'")"#,
        #"throw ActionError("The charter was deleted; choose another from Charters.")"#,
        #"// try db.execute(sql: "DELETE FROM charter")"#,
        #"try db.execute(sql: "DELETE FROM charterCrew")"#,
        #"print("Updated charter from the form")"#,
    ])
    func theCheckLeavesOwnTablesColumnsAndProseAlone(code: String) {
        #expect(TableOwnership.findings(in: code, file: "Modules/Decks/Planted.swift", feature: "Decks", foreign: Self.planted).isEmpty, "\(code)")
    }
}

/// Finds SQL in a feature's Swift sources that names another feature's table.
enum TableOwnership {
    /// Tables, views and virtual tables of `db`, SQLite's and GRDB's own left out.
    static func schemaObjects(_ db: Database) throws -> Set<String> {
        Set(try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'"
        ))
    }

    /// The tables other features than `feature` own, each with its owner.
    static func foreignTables(for feature: String, owned: [String: Set<String>]) -> [String: String] {
        var foreign: [String: String] = [:]
        for (owner, tables) in owned where owner != feature {
            for table in tables { foreign[table] = owner }
        }
        return foreign
    }

    /// `file:line: why` for each place in `source` where SQL, or GRDB's schema API, names a
    /// table of `foreign` (table → owner) from `feature`'s code.
    static func findings(in source: String, file: String, feature: String, foreign: [String: String]) -> [String] {
        let byLowercase = Dictionary(foreign.map { ($0.key.lowercased(), ($0.key, $0.value)) }) { first, _ in first }
        var findings: [String] = []
        for literal in FileFacts(reading: source, path: file).strings {
            var named: [(line: Int, table: String)] = []
            // SQL: a name right after FROM, JOIN, INTO, UPDATE or TABLE, quoted or not.
            let lines = literal.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, line) in lines.enumerated() {
                for match in line.matches(of: sqlReference) {
                    named.append((literal.textLine + offset, String(match.output.2)))
                }
            }
            // GRDB's schema API: the whole literal is a table's name.
            if namesATable(literal) {
                named.append((literal.line, literal.text))
            }
            for (line, name) in named {
                guard let (table, owner) = byLowercase[name.lowercased()] else { continue }
                findings.append("\(file):\(line): \(feature) names \(owner)'s table \(table); read it through \(owner)'s interface")
            }
        }
        return findings
    }

    /// A table named by SQL: `FROM charter`, `JOIN "charter"`, `INSERT INTO charter`.
    static var sqlReference: Regex<(Substring, Substring, Substring)> { /\b(FROM|JOIN|INTO|UPDATE|TABLE|EXISTS)\s+(?:\\?["`\[])?([A-Za-z_][A-Za-z0-9_]*)/ }

    /// Whether GRDB reads the literal as a table's name: `Table("…")`, `.references("…")`, an
    /// argument labeled `table:` or `on:`, or `databaseTableName = "…"`.
    static func namesATable(_ literal: FileFacts.StringLiteral) -> Bool {
        switch (literal.argumentLabel, literal.callee) {
        case ("table", _), ("on", _), (nil, "Table"), (nil, "references"): true
        default: literal.declaredName == "databaseTableName"
        }
    }
}
