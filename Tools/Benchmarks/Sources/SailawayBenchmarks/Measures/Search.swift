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

    /// What people search for: single words, two words, common and rare.
    static let queries = [
        "reefing", "anchor watch", "bilge pump", "spinnaker", "man overboard", "diesel engine",
        "night passage", "mooring lines", "vhf radio", "tides", "heavy weather", "fog",
    ]
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
        let clock = ContinuousClock()
        do {
            for round in -1..<rounds {  // round -1 warms the page cache and the statement cache
                for (query, kind) in cases {
                    var results: [ContentItem] = []
                    let elapsed = try clock.measure {
                        results = try database.writer.read { db in
                            try ContentItem.search(query, kind: kind, limit: Self.resultLimit, in: db)
                        }
                    }
                    guard round >= 0 else {
                        found[query] = results.count
                        continue
                    }
                    samples.append(elapsed.nanoseconds / 1e6)
                    byQuery[query, default: []].append(elapsed.nanoseconds / 1e6)
                }
            }
        } catch {
            report.problems.append("search: \(error)")
        }
        let empty = found.filter { $0.value == 0 }.keys.sorted()
        if !empty.isEmpty { report.problems.append("search: no results for \(empty.joined(separator: ", "))") }

        let medians = cases.compactMap { query, kind in
            byQuery[query].map { (query: "\(query) (\(kind.rawValue))", median: Harness.median($0), found: found[query] ?? 0) }
        }
        let slowest = medians.max { $0.median < $1.median }
        report.rows.append(row(
            ours: samples.isEmpty ? nil : Harness.median(samples),
            byQuery: medians,
            notes: [
                "\(Format.count(SearchCorpus.itemCount)) generated items (sailing titles and bodies; half checklists, 70 % public) in the app's schema;"
                    + " `ContentItem.search` for one kind, \(Self.resultLimit) results, in a read of the app's database pool;"
                    + " \(cases.count) queries rotating, each timed alone, \(rounds) rounds."
                    + (slowest.map { String(format: " Slowest query: %@, median %.2f ms.", $0.query, $0.median) } ?? ""),
            ]
        ))
    }

    private func row(ours: Double?, byQuery: [(query: String, median: Double, found: Int)], notes: [String]) -> ReportRow {
        ReportRow(
            key: "search-100000",
            title: "full-text search over 100,000 content items, typical query",
            unit: .ms,
            ours: ours,
            target: "≤ 5 ms median",
            met: ours.map { $0 <= 5 } ?? false,
            details: [("byQuery", .object(byQuery.map { ($0.query, .number($0.median)) }))],
            notes: notes
        )
    }
}
