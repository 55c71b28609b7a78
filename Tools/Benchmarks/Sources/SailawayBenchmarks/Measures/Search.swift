import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// Full-text search over 100,000 content items: the product's own query
/// (`ContentItem.search`, as the Search feature runs it for one kind of content, 20 results) in a
/// read of the app's database, on a generated corpus (``SearchCorpus``).
///
/// Each query is timed alone, so the median is the median of queries, not of batches; the
/// queries rotate through words a sailor types and the three kinds of content.
struct Search {
    let plan: SamplingPlan
    /// Where the corpus is kept between runs.
    let cache: URL

    /// What people search for: a piece of gear, a manoeuvre, a subject; one word or two. Each
    /// matches from a few hundred items to a few thousand (see ``SearchVocabulary``).
    static let queries = [
        "windlass", "spinnaker", "jackstay", "reefing line", "bilge pump", "anchor watch",
        "man overboard", "diesel engine", "heavy weather", "vhf radio", "tides", "fog",
    ]
    /// A query of the commonest word, which matches most items: shown beside the row, not in it.
    static let commonest = "boat"
    static let kinds = [ContentKind("checklist"), ContentKind("deck"), ContentKind("guide")]
    /// Results per kind, as the Search feature's results screen asks for.
    static let resultLimit = 20

    func run(into report: inout Report) {
        progress("full-text search over \(Format.count(SearchCorpus.itemCount)) items")
        let database: SailawayDatabase
        do {
            database = try SearchCorpus.prepare(in: cache).open()
        } catch {
            report.problems.append("search: the corpus could not be built or opened: \(error)")
            report.rows.append(row(ours: nil, byQuery: [], notes: ["The corpus could not be built: \(error)."]))
            return
        }

        var samples: [Double] = []
        var byQuery: [String: [Double]] = [:]
        var found: [String: Int] = [:]
        let cases = Self.queries.enumerated().map { ($1, Self.kinds[$0 % Self.kinds.count]) }
        let rounds = plan.samples * 3
        do {
            for round in -1..<rounds {  // round -1 warms the page cache and the statement cache
                for (query, kind) in cases {
                    let (elapsed, results) = try Self.time(query, kind, in: database)
                    guard round >= 0 else {
                        found[query] = results
                        continue
                    }
                    samples.append(elapsed)
                    byQuery[query, default: []].append(elapsed)
                }
            }
        } catch {
            report.problems.append("search: \(error)")
        }
        let empty = found.filter { $0.value == 0 }.keys.sorted()
        if !empty.isEmpty { report.problems.append("search: no results for \(empty.joined(separator: ", "))") }

        let matches = cases.map { (query: $0.0, count: (try? Self.matchCount($0.0, in: database)) ?? 0) }
        let medians = cases.compactMap { query, kind in
            byQuery[query].map { (query: "\(query) (\(kind.rawValue))", median: Harness.median($0)) }
        }
        let slowest = medians.max { $0.median < $1.median }
        let commonest = try? (0..<plan.samples).map { _ in try Self.time(Self.commonest, Self.kinds[0], in: database).milliseconds }
        let commonestMatches = (try? Self.matchCount(Self.commonest, in: database)) ?? 0
        let commonestMedian = commonest.map(Harness.median)
        var notes = [
            "\(Format.count(SearchCorpus.itemCount)) generated items (sailing titles and bodies, words by Zipf's law; half checklists, 70 % public) in the app's schema;"
                + " `ContentItem.search` for one kind, \(Self.resultLimit) results, in a read of the app's database pool;"
                + " \(cases.count) queries rotating, each timed alone, \(rounds) rounds;"
                + " they match \(Format.count(matches.map(\.count).min() ?? 0))–\(Format.count(matches.map(\.count).max() ?? 0)) items before the kind and visibility filter."
                + (slowest.map { String(format: " Slowest query: %@, median %.2f ms.", $0.query, $0.median) } ?? ""),
        ]
        if let commonestMedian {
            notes.append(String(format: "Not a typical query: the commonest word, “%@”, matches %@ items and takes %.1f ms (every match is scored by bm25).",
                Self.commonest, Format.count(commonestMatches), commonestMedian))
        }
        report.rows.append(row(
            ours: samples.isEmpty ? nil : Harness.median(samples),
            byQuery: medians,
            extra: [
                ("matches", .object(matches.map { ($0.query, .number(Double($0.count))) })),
                ("commonestQuery", .object([
                    ("query", .string(Self.commonest)), ("matches", .number(Double(commonestMatches))), ("ms", .number(commonestMedian)),
                ])),
            ],
            notes: notes
        ))
    }

    /// Runs one search as the app does; its milliseconds and how many results it gave.
    private static func time(_ query: String, _ kind: ContentKind, in database: SailawayDatabase) throws -> (milliseconds: Double, results: Int) {
        let clock = ContinuousClock()
        var results = 0
        let elapsed = try clock.measure {
            results = try database.writer.read { db in
                try ContentItem.search(query, kind: kind, limit: resultLimit, in: db)
            }.count
        }
        return (elapsed.nanoseconds / 1e6, results)
    }

    /// How many items of any kind and visibility contain every word of `query`.
    private static func matchCount(_ query: String, in database: SailawayDatabase) throws -> Int {
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: query) else { return 0 }
        return try database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM contentSearch WHERE contentSearch MATCH ?", arguments: [pattern]) ?? 0
        }
    }

    private func row(
        ours: Double?, byQuery: [(query: String, median: Double)], extra: [(key: String, value: JSONValue)] = [], notes: [String]
    ) -> ReportRow {
        ReportRow(
            key: "search-100000",
            title: "full-text search over 100,000 content items, typical query",
            unit: .ms,
            ours: ours,
            target: "≤ 5 ms median",
            met: ours.map { $0 <= 5 } ?? false,
            details: [("byQuery", .object(byQuery.map { ($0.query, .number($0.median)) }))] + extra,
            notes: notes
        )
    }
}
