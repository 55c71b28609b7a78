import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// Full-text search at 100,000 and 1,000,000 items (2,000 and 20,000 in a quick run): the
/// product's own query (`ContentItem.search`, as the Search feature runs it for one kind of
/// content, 20 results, in a read of the app's database) beside the naive FTS5 query
/// (``NaiveSearch``) on the same generated corpus (``SearchCorpus``) and queries.
///
/// Each query is timed alone, ours and the anchor's in turn, so the median is the median of
/// queries (not of batches) and a slow moment of the machine weighs on both alike.
struct Search {
    let plan: SamplingPlan
    /// Where the corpora are kept between runs.
    let cache: URL
    /// The corpus sizes: the issue's, or small ones for a quick run.
    let sizes: (small: Int, large: Int)

    static let fullSizes = (small: 100_000, large: 1_000_000)
    static let quickSizes = (small: 2_000, large: 20_000)

    static let naiveName = "naive FTS5 query (MATCH, ORDER BY rank, LIMIT 20, joined, through GRDB)"
    /// The bounds: ours at least this many times faster than the naive query…
    static let speedUp = 3.0
    /// …and at ten times the items, at most this many times slower than itself.
    static let growth = 3.0

    /// What people search for: a piece of gear, a manoeuvre, a subject; one word or two. Each
    /// matches from about one item in a hundred to one in five (see ``SearchVocabulary``).
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
        let small = measure(itemCount: sizes.small, rounds: plan.samples * 3, commonest: true, report: &report)
        let large = measure(itemCount: sizes.large, rounds: plan.samples, commonest: false, report: &report)
        let quickNote = sizes == Self.fullSizes ? [] : ["Quick run: \(Format.count(sizes.small)) and \(Format.count(sizes.large)) items stand in for 100,000 and 1,000,000."]

        report.rows.append(ReportRow(
            key: "search-100000",
            title: "full-text search, \(Format.count(sizes.small)) items, p50 of typical queries",
            unit: .ms,
            ours: small.ours,
            anchors: [.init(name: Self.naiveName, value: small.naive)],
            conditions: [.speedUp(over: Self.naiveName, anchor: small.naive, ours: small.ours, atLeast: Self.speedUp)],
            details: small.details,
            notes: quickNote + small.notes
        ))
        let smallName = "ours at \(Format.count(sizes.small)) items"
        report.rows.append(ReportRow(
            key: "search-1000000",
            title: "full-text search, \(Format.count(sizes.large)) items, p50 of typical queries",
            unit: .ms,
            ours: large.ours,
            anchors: [.init(name: smallName, value: small.ours), .init(name: Self.naiveName, value: large.naive)],
            conditions: [.growth(from: smallName, reference: small.ours, ours: large.ours, atMost: Self.growth)],
            details: large.details,
            notes: quickNote + large.notes
        ))
    }

    // MARK: - One corpus

    /// One corpus size's figures.
    private struct Figures {
        var ours: Double?
        var naive: Double?
        var details: [(key: String, value: JSONValue)] = []
        var notes: [String] = []
    }

    private func measure(itemCount: Int, rounds: Int, commonest: Bool, report: inout Report) -> Figures {
        progress("full-text search over \(Format.count(itemCount)) items: ours and the naive query")
        let corpus: SearchCorpus
        let database: SailawayDatabase
        let naive: NaiveSearch
        do {
            corpus = try SearchCorpus.prepare(itemCount: itemCount, in: cache)
            database = try corpus.open()
            naive = try NaiveSearch(file: corpus.file)
        } catch {
            report.problems.append("search, \(Format.count(itemCount)) items: the corpus could not be built or opened: \(error)")
            return Figures(notes: ["The corpus could not be built: \(error)."])
        }

        let cases = Self.queries.enumerated().map { (query: $1, kind: Self.kinds[$0 % Self.kinds.count]) }
        var ours: [String: [Double]] = [:]
        var anchor: [String: [Double]] = [:]
        do {
            for round in -1..<rounds {  // round -1 warms the page cache and the statement caches
                for (query, kind) in cases {
                    let (oursTime, oursResults) = try Self.time { try database.writer.read { db in
                        try ContentItem.search(query, kind: kind, limit: Self.resultLimit, in: db)
                    } }
                    let (naiveTime, naiveResults) = try Self.time { try naive.search(query, kind: kind, limit: Self.resultLimit) }
                    if round < 0 {
                        if oursResults.isEmpty { report.problems.append("search, \(Format.count(itemCount)) items: ours found nothing for \(query)") }
                        if oursResults.count != naiveResults.count {
                            report.problems.append("search, \(Format.count(itemCount)) items: ours found \(oursResults.count) for \(query), the naive query \(naiveResults.count)")
                        }
                        continue
                    }
                    ours[query, default: []].append(oursTime)
                    anchor[query, default: []].append(naiveTime)
                }
            }
        } catch {
            report.problems.append("search, \(Format.count(itemCount)) items: \(error)")
            return Figures()
        }

        let matches = cases.map { (query: $0.query, count: (try? Self.matchCount($0.query, in: database)) ?? 0) }
        func medians(_ samples: [String: [Double]]) -> JSONValue {
            .object(cases.compactMap { query, kind in samples[query].map { ("\(query) (\(kind.rawValue))", .number(Harness.median($0))) } })
        }
        let slowest = cases.compactMap { query, kind in ours[query].map { (query: "\(query) (\(kind.rawValue))", median: Harness.median($0)) } }
            .max { $0.median < $1.median }
        var figures = Figures(
            ours: Harness.median(ours.values.flatMap { $0 }),
            naive: Harness.median(anchor.values.flatMap { $0 }),
            details: [
                ("items", .number(Double(itemCount))),
                ("byQuery", .object([("ours", medians(ours)), (Self.naiveName, medians(anchor))])),
                ("matches", .object(matches.map { ($0.query, .number(Double($0.count))) })),
            ],
            notes: [
                "\(Format.count(itemCount)) generated items (sailing titles and bodies, words by Zipf's law; half checklists, 70 % public) in the app's schema;"
                    + " `ContentItem.search` for one kind, \(Self.resultLimit) results, in a read of the app's database pool, and the naive query on a GRDB queue"
                    + " with its default configuration; \(cases.count) queries rotating, each timed alone, \(rounds) rounds; they match"
                    + " \(Format.count(matches.map(\.count).min() ?? 0))–\(Format.count(matches.map(\.count).max() ?? 0)) items before the kind and visibility filter."
                    + (slowest.map { String(format: " Our slowest query: %@, median %.2f ms.", $0.query, $0.median) } ?? ""),
            ]
        )
        if commonest, let times = try? (0..<plan.samples).map({ _ in
            try Self.time { try database.writer.read { db in try ContentItem.search(Self.commonest, kind: Self.kinds[0], limit: Self.resultLimit, in: db) } }.milliseconds
        }) {
            let count = (try? Self.matchCount(Self.commonest, in: database)) ?? 0
            let median = Harness.median(times)
            figures.details.append(("commonestQuery", .object([("query", .string(Self.commonest)), ("matches", .number(Double(count))), ("ms", .number(median))])))
            figures.notes.append(String(format: "Not a typical query: the commonest word, “%@”, matches %@ items and takes %.1f ms (every match is scored by bm25).",
                Self.commonest, Format.count(count), median))
        }
        return figures
    }

    /// Runs `search` once: its milliseconds and its results.
    private static func time(_ search: () throws -> [ContentItem]) throws -> (milliseconds: Double, results: [ContentItem]) {
        let clock = ContinuousClock()
        var results: [ContentItem] = []
        let elapsed = try clock.measure { results = try search() }
        return (elapsed.nanoseconds / 1e6, results)
    }

    /// How many items of any kind and visibility contain every word of `query`.
    private static func matchCount(_ query: String, in database: SailawayDatabase) throws -> Int {
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: query) else { return 0 }
        return try database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM contentSearch WHERE contentSearch MATCH ?", arguments: [pattern]) ?? 0
        }
    }
}
