import FeatureRegistry
import Foundation
import GRDB
import HTTPTypes
import SailawayDatabase
import SailawayHosting
import Testing

/// Nothing of the owner's that is private, unlisted or a charter reaches a public page, on any
/// public route of the build, however it is named; and no public page talks to its reader as
/// the owner ("you", "your").
///
/// Every public pattern is walked with every id the data directory holds — the samples', the
/// owner's own content, people, charters — and with words of what must stay hidden, so a new
/// public route is covered without this test naming it.
@MainActor
@Suite struct PublicPrivacyTests {
    /// Marks the owner's content with unmistakable titles, one private item renamed to the title
    /// of another sailor's public one, and walks every public page.
    @Test func privateUnlistedAndChartersAppearOnNoPublicPageOfAnyRoute() async throws {
        let harness = try await WebHarness()
        let database = try harness.session.composition.database()
        let secrets = try await database.writer.write { db -> Secrets in
            // A private item that collides with a public title: only identity tells them apart.
            try db.execute(sql: "UPDATE content SET title = 'Pre-Departure Safety' WHERE title = 'Daily Boat Checks'")
            try db.execute(sql: "UPDATE content SET title = 'Quarantine Flag Secret' WHERE title = 'End of Charter'")
            try db.execute(sql: "UPDATE content SET title = 'Lagoon Unlisted Marker' WHERE title = 'Night Watch Handover'")
            try db.execute(sql: "UPDATE content SET title = 'Kedge Anchor Secret', visibility = 'unlisted' WHERE title = 'Radio Procedure'")
            try db.execute(sql: "UPDATE charter SET name = 'Bosun Charter Secret' WHERE name = 'Aegean Week'")
            return try Secrets(db)
        }
        #expect(secrets.hidden["Pre-Departure Safety"] == nil, "the collision is checked by identity, below")
        #expect(Set(secrets.hidden.keys).isSuperset(of: ["Quarantine Flag Secret", "Lagoon Unlisted Marker", "Kedge Anchor Secret", "Bosun Charter Secret"]))

        let patterns = RouteListing.listings(of: harness.session.composition).map(\.entry).filter { $0.isPublic && $0.isEnabled }
        #expect(patterns.count >= 5, "the build's public routes: \(patterns.map(\.pattern))")
        let words = ["", "secret", "marker", "pre-departure", "safety", "Lagoon"]
        let paths = patterns.flatMap { Self.paths(of: $0.pattern, ids: secrets.ids, words: words, types: secrets.kinds) }
        #expect(paths.count > 100, "every public pattern with every id: \(paths.count) pages")
        try await harness.browse { browser in
            for path in paths {
                let page = try await browser.get(path)
                guard page.status == .ok else {
                    #expect(page.status == .notFound, "\(path): \(page.status)")
                    continue
                }
                let text = PageText(page.html).text
                for (title, ownPage) in secrets.hidden where text.contains(title) {
                    // An unlisted item opens by its own link, and is listed nowhere.
                    guard let ownPage, path.contains(ownPage.uuidString.lowercased()) else {
                        Issue.record("\(path) shows “\(title)”, which only its owner may see")
                        continue
                    }
                }
                if let addressed = PageText(page.html).addressingTheReader(ignoring: secrets.authoredText) {
                    Issue.record("\(path) addresses its reader: “…\(addressed)…”")
                }
            }

            // The owner's private checklist now bears the title of Marta's public one: the
            // owner's public profile lists none of theirs, and search finds Marta's alone.
            let profile = try await browser.get(
                "/user/\(SampleContent.currentUser.uuidString.lowercased())")
            #expect(profile.status == .ok)
            #expect(!profile.html.contains("Pre-Departure Safety"), "the private namesake is not listed as the owner's")
            let results = try await browser.get("/search?q=pre-departure&type=checklist")
            #expect(PageText(results.html).text.components(separatedBy: "Pre-Departure Safety").count - 1 == 1)
            #expect(results.html.contains("By Marta Ferrer"))
        }
    }

    /// The pages of `pattern` with each of its placeholders filled: an id placeholder with
    /// every id, a type with every kind (and none), anything else with every word.
    nonisolated static func paths(of pattern: String, ids: [UUID], words: [String], types: [String]) -> [String] {
        var paths = [""]
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{") {
            let literal = String(rest[..<open])
            let close = rest[open...].firstIndex(of: "}")!
            let name = rest[rest.index(after: open)..<close].lowercased()
            let values: [String] = if name.hasSuffix("id") {
                ids.map { $0.uuidString.lowercased() }
            } else if name == "type" {
                types + [""]
            } else {
                words.map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }
            }
            paths = paths.flatMap { path in values.map { path + literal + $0 } }
            rest = rest[rest.index(after: close)...]
        }
        return paths.map { "/" + $0 + rest }
    }
}

/// What the owner has that the public must not see, and everything people wrote, read from
/// the database itself.
private struct Secrets {
    /// Titles of private and unlisted content and names of charters, except those a public item
    /// or a person also bears (those are checked by identity instead), each with the one page
    /// that may show it: an unlisted item's own; none for the rest.
    var hidden: [String: UUID?]
    /// Every id: content of every visibility, people, charters.
    var ids: [UUID]
    /// The kinds of content.
    var kinds: [String]
    /// Every text a person wrote or named, in any table: what a page may quote, "you" included.
    var authoredText: [String]

    init(_ db: Database) throws {
        let shown = try String.fetchSet(db, sql: "SELECT title FROM content WHERE visibility = 'public' UNION SELECT name FROM user")
        let rows = try Row.fetchAll(
            db, sql: "SELECT title, CASE visibility WHEN 'unlisted' THEN id END AS ownPage FROM content WHERE visibility <> 'public' UNION ALL SELECT name, NULL FROM charter"
        )
        hidden = Dictionary(rows.map { ($0["title"] as String, $0["ownPage"] as UUID?) }, uniquingKeysWith: { first, _ in first })
            .filter { !shown.contains($0.key) }
        ids = try UUID.fetchAll(db, sql: "SELECT id FROM content UNION ALL SELECT id FROM user UNION ALL SELECT id FROM charter")
        kinds = try String.fetchAll(db, sql: "SELECT DISTINCT kind FROM content ORDER BY kind")
        var authored: Set<String> = []
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE '%VIRTUAL%'"
        )
        for table in tables {
            let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?) WHERE upper(type) = 'TEXT'", arguments: [table])
            for column in columns {
                let sql = "SELECT \(column.quotedDatabaseIdentifier) FROM \(table.quotedDatabaseIdentifier) WHERE typeof(\(column.quotedDatabaseIdentifier)) = 'text'"
                authored.formUnion(try String.fetchAll(db, sql: sql))
            }
        }
        authoredText = authored.filter { $0.count >= 3 }.sorted { $0.count > $1.count }
    }
}

/// The text a person reads on a page: tags dropped, entities read.
private struct PageText {
    var text: String

    init(_ html: String) {
        // What is said aloud or previewed, besides the text: labels, titles, meta descriptions.
        let attributes = html.matches(of: /(?:aria-label|title|alt|content)="([^"]*)"/).map { String($0.output.1) }
        text = ([html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)] + attributes)
            .joined(separator: " ")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The app's own words around a "you" or "your", once what people wrote is taken out (a
    /// guide may say "you"; the app may not, to a stranger); nil when there is none. Attribute
    /// values are read too: an accessibility label is said aloud.
    func addressingTheReader(ignoring authored: [String]) -> String? {
        var words = text
        for piece in authored {
            words = words.replacingOccurrences(of: piece, with: " ")
        }
        guard let range = words.range(of: #"\byou(r|rs|rself)?\b"#, options: [.regularExpression, .caseInsensitive]) else { return nil }
        let start = words.index(range.lowerBound, offsetBy: -40, limitedBy: words.startIndex) ?? words.startIndex
        let end = words.index(range.upperBound, offsetBy: 40, limitedBy: words.endIndex) ?? words.endIndex
        return String(words[start..<end])
    }
}
