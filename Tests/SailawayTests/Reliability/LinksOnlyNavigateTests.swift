import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import NavigationEngine
import ProfilesInterface
import SearchInterface
import Testing

/// A link is input from anyone: opening one — any registered pattern, public or internal, with
/// any parameters — only navigates. No row of the database changes (nothing is published,
/// forked, followed, checked, rated or deleted), no file is written (no export), and an
/// internal screen (an editor, settings, data management, a checklist run) never opens from
/// outside the app.
@MainActor
@Suite struct LinksOnlyNavigateTests {
    @Test func openingEveryPatternsLinksChangesNoRowAndWritesNoFile() async throws {
        let app = try await ComposedApp.launch()
        let table = app.session.router.links
        let writer = app.database.writer
        let values = try Self.parameterValues(in: writer)
        let before = try DatabaseSnapshot.take(writer)
        let files = fileListing(of: app.directory)
        var opened = 0
        var uncovered: [String] = []

        for pattern in table.patterns {
            let links = Self.links(for: pattern, in: table, values: values)
            if links.isEmpty { uncovered.append(pattern.templateText) }
            for link in links {
                for source in pattern.access == .public ? [LinkSource.internal, .external] : [.internal] {
                    app.session.router.reset()
                    let written = try DatabaseSnapshot.changeCount(writer)
                    try app.open(link, from: source)
                    // Loading the screens is where a careless feature would write.
                    _ = await app.session.presentedScreen()
                    opened += 1
                    #expect(try DatabaseSnapshot.changeCount(writer) == written, "opening \(link) wrote to the database")
                }
            }
            let changed = try DatabaseSnapshot.take(writer).changes(from: before)
            #expect(changed.isEmpty, "the links of \(pattern.templateText) changed \(changed)")
        }

        #expect(uncovered.isEmpty, "no generated link opens \(uncovered): give their parameters values in parameterValues")
        // Every feature of the build has its links walked, and the shell's.
        #expect(Set(table.patterns.map(\.owner)) == Set(app.session.composition.features.filter(\.isEnabled).map(\.name) + ["Shell"]))
        #expect(fileListing(of: app.directory) == files, "opening links wrote files")
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil {
            print("links only navigate: \(table.patterns.count) patterns, \(opened) links opened, 0 rows changed, 0 files written")
        }
    }

    @Test func everyInternalPatternIsRefusedFromOutsideSayingSoAndNothingChanges() async throws {
        let app = try await ComposedApp.launch()
        let table = app.session.router.links
        let values = try Self.parameterValues(in: app.database.writer)
        let internalPatterns = table.patterns.filter { $0.access == .internal }
        try app.open("sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000")
        try app.selectTab("charters")
        let before = app.state
        var refused = 0

        for pattern in internalPatterns {
            let links = Self.links(for: pattern, in: table, values: values)
            #expect(!links.isEmpty, "no generated link opens \(pattern.templateText)")
            for link in links.prefix(8) {
                let error = #expect(throws: LinkError.self, "\(link) opened from outside") { try app.open(link, from: .external) }
                #expect(error?.reason == .internalOnly(pattern: pattern.templateText), "\(link)")
                #expect(app.state == before, "refusing \(link) changed the state")
                refused += 1
            }
        }
        // Editors, publishing, checklist runs, settings, data management, account deletion…
        #expect(internalPatterns.count >= 40)
        for screen in ["checklist/{id}/edit", "charter/{charterID}/checklist/{checklistID}", "settings/data", "settings/data/delete-account"] {
            #expect(internalPatterns.contains { $0.templateText == screen }, "\(screen) must be internal")
        }
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil {
            print("internal from outside: \(internalPatterns.count) internal patterns, \(refused) links refused with .internalOnly, state unchanged")
        }
    }

    // MARK: - Generating links

    /// Values to put in any parameter: ids of rows of every table (real content, charters,
    /// users, sections, items, cards…), an id of nothing, the words of every closed set a
    /// pattern accepts, numbers, and search text with query syntax in it.
    static func parameterValues(in writer: any DatabaseWriter) throws -> [String] {
        let ids = try writer.read { db -> [String] in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            var ids: [String] = []
            for table in tables.sorted() where try db.columns(in: table).contains(where: { $0.name == "id" }) {
                let values = try DatabaseValue.fetchAll(db, SQLRequest<DatabaseValue>(literal: "SELECT id FROM \(identifier: table) LIMIT 6"))
                ids += values.map { UUID.fromDatabaseValue($0)?.uuidString.lowercased() ?? "\($0)" }
            }
            return ids
        }
        let words = SettingsPage.allCases.map(\.rawValue) + CharterChecklistRole.allCases.map(\.rawValue)
            + BrowseOrder.allCases.map(\.rawValue) + ["checklist", "deck", "guide"]
        return ids + ["00000000-0000-4000-8000-00000000dead"] + words + ["1", "0", "anchoring", "\"reef*", "NEAR(a b)", "-)"]
    }

    /// Links of `pattern` (and its aliases) with every combination of `values`, with and
    /// without each query item, that resolve to it from inside the app; at most `limit`, spread
    /// over the combinations.
    static func links(for pattern: AnyLinkPattern, in table: LinkTable, values: [String], limit: Int = 40) -> [String] {
        var links: [String] = []
        for template in [pattern.templateText] + pattern.aliasTexts {
            for variant in queryVariants(of: template) {
                for link in filled(variant, with: values) {
                    guard let resolved = try? table.resolve("sailaway://" + link, from: .internal),
                        resolved.pattern.templateText == pattern.templateText
                    else { continue }
                    links.append("sailaway://" + link)
                }
            }
        }
        guard links.count > limit else { return links }
        return (0..<limit).map { links[$0 * links.count / limit] }
    }

    /// The template with all its query items, without each one, and without any.
    private static func queryVariants(of template: String) -> [String] {
        let parts = template.split(separator: "?", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return [template] }
        let items = parts[1].split(separator: "&").map(String.init)
        var variants = [template, parts[0]]
        for dropped in items.indices where items.count > 1 {
            variants.append(parts[0] + "?" + items.enumerated().filter { $0.offset != dropped }.map(\.element).joined(separator: "&"))
        }
        return variants
    }

    /// `template` with each `{name}` replaced by each value, percent-encoded.
    private static func filled(_ template: String, with values: [String]) -> [String] {
        guard let open = template.firstIndex(of: "{"), let close = template[open...].firstIndex(of: "}") else { return [template] }
        let rest = String(template[template.index(after: close)...])
        return values.flatMap { value in
            filled(rest, with: values).map { String(template[..<open]) + encoded(value) + $0 }
        }
    }

    private static func encoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")) ?? value
    }
}
