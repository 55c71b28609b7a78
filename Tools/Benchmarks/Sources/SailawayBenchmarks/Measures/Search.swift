import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// Full-text search at 100,000 and 1,000,000 public items (2,000 and 20,000 in a quick run): the
/// product's own query (`ContentItem.search`, as the Search feature runs it for one kind of
/// content, 20 results, in a read of the app's database) beside the naive FTS5 query
/// (``NaiveSearch``) on the same generated corpus (``SearchCorpus``) and queries, and beside
/// PostgreSQL's own full-text search on the same items (``PostgresSearch``).
///
/// Each query is timed alone, the six in turn — ours, the naive query and PostgreSQL's on each
/// corpus —, so the median is the median of queries (not of batches) and a slow moment of the
/// machine weighs on all six alike.
struct Search {
    let plan: SamplingPlan
    /// Where the corpora are kept between runs.
    let cache: URL
    /// The corpus sizes, in public items: the issue's, or small ones for a quick run.
    let sizes: (small: Int, large: Int)

    static let fullSizes = (small: 100_000, large: 1_000_000)
    static let quickSizes = (small: 2_000, large: 20_000)

    static let naiveName = "naive FTS5 query (MATCH, ORDER BY rank, LIMIT 20, joined, through GRDB)"
    static let postgresName = "PostgreSQL 15 full-text query (tsvector, GIN, ORDER BY ts_rank, LIMIT 20, through PostgresNIO)"
    /// The bounds: ours at least this many times faster than the naive query (and
    /// PostgreSQL's) at either size…
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

    /// The six contenders of a (round, query), in the order they take turns.
    private enum Contender: Int, CaseIterable {
        case oursSmall, naiveSmall, postgresSmall, oursLarge, naiveLarge, postgresLarge
    }

    func run(into report: inout Report) {
        progress("full-text search over \(Format.count(sizes.small)) and \(Format.count(sizes.large)) public items: ours, the naive query and PostgreSQL's, in turns")
        let small: Corpus
        let large: Corpus
        do {
            small = try Corpus(publicItems: sizes.small, cache: cache)
            large = try Corpus(publicItems: sizes.large, cache: cache)
        } catch {
            report.problems.append("search: a corpus could not be built or opened: \(error)")
            return
        }
        var postgres: [Contender: PostgresSearch] = [:]
        do {
            postgres[.postgresSmall] = try PostgresSearch.load(small.corpus)
            postgres[.postgresLarge] = try PostgresSearch.load(large.corpus)
        } catch {
            report.problems.append("search: PostgreSQL could not be started or loaded: \(error)")
        }

        let cases = Self.queries.enumerated().map { (query: $1, kind: Self.kinds[$0 % Self.kinds.count]) }
        var timings = [Contender: [Double]]()
        var byQuery = [Contender: [String: [Double]]]()
        do {
            for round in -1..<plan.samples {  // round -1 warms the page cache and the statement caches
                for (query, kind) in cases {
                    var results: [Contender: [Int64]] = [:]
                    for contender in Contender.allCases {
                        let (elapsed, found): (Double, [Int64])
                        switch contender {
                        case .oursSmall: (elapsed, found) = try Self.time { try small.ours(query, kind) }
                        case .naiveSmall: (elapsed, found) = try Self.time { try small.naive(query, kind) }
                        case .oursLarge: (elapsed, found) = try Self.time { try large.ours(query, kind) }
                        case .naiveLarge: (elapsed, found) = try Self.time { try large.naive(query, kind) }
                        case .postgresSmall, .postgresLarge:
                            guard let search = postgres[contender] else { continue }
                            (elapsed, found) = try search.search(query, kind: kind.rawValue, limit: Self.resultLimit)
                        }
                        results[contender] = found
                        if round >= 0 {
                            timings[contender, default: []].append(elapsed)
                            byQuery[contender, default: [:]][query, default: []].append(elapsed)
                        }
                    }
                    if round < 0 { try check(query, kind, results, small: small, large: large, report: &report) }
                }
            }
        } catch {
            report.problems.append("search: \(error)")
            return
        }

        func measurement(_ contender: Contender) -> Measurement? {
            timings[contender].map { Measurement(nanosecondsPerOperation: Harness.median($0), samples: $0, batch: 1) }
        }
        func medians(_ contender: Contender) -> JSONValue {
            .object(cases.compactMap { query, kind in byQuery[contender]?[query].map { ("\(query) (\(kind.rawValue))", .number(Harness.median($0))) } })
        }
        let quickNote = sizes == Self.fullSizes ? [] : ["Quick run: \(Format.count(sizes.small)) and \(Format.count(sizes.large)) public items stand in for 100,000 and 1,000,000."]
        let smallName = "ours at \(Format.count(sizes.small)) items"
        for (corpus, ours, naive, pg, key) in [
            (small, Contender.oursSmall, Contender.naiveSmall, Contender.postgresSmall, "100000"),
            (large, Contender.oursLarge, Contender.naiveLarge, Contender.postgresLarge, "1000000"),
        ] {
            let oursFigure = measurement(ours), naiveFigure = measurement(naive), pgFigure = measurement(pg)
            var conditions = [Condition.speedUp(over: Self.naiveName, anchor: naiveFigure, ours: oursFigure, atLeast: Self.speedUp)]
            var anchors = [ReportRow.Anchor(name: Self.naiveName, value: naiveFigure?.nanosecondsPerOperation)]
            if corpus.itemCount == sizes.large {
                conditions.append(.growth(from: smallName, reference: measurement(.oursSmall), ours: oursFigure, atMost: Self.growth))
                anchors.append(.init(name: smallName, value: measurement(.oursSmall)?.nanosecondsPerOperation))
            }
            var details = self.details(corpus, cases, ours: medians(ours), naive: medians(naive))
            var notes = quickNote + [note(corpus, cases, byQuery[ours] ?? [:])]
            if let commonest = commonest(corpus) {
                details.append(commonest.detail)
                notes.append(commonest.note)
            }
            report.rows.append(ReportRow(
                key: "search-\(key)",
                title: "full-text search, \(Format.count(corpus.itemCount)) public items, p50 of typical queries",
                unit: .ms, ours: oursFigure?.nanosecondsPerOperation, anchors: anchors, conditions: conditions, details: details, notes: notes
            ))
            report.rows.append(ReportRow(
                key: "search-postgres-\(key)",
                title: "full-text search, \(Format.count(corpus.itemCount)) public items, beside PostgreSQL's",
                unit: .ms,
                ours: oursFigure?.nanosecondsPerOperation,
                anchors: [.init(name: Self.postgresName, value: pgFigure?.nanosecondsPerOperation)],
                conditions: [.speedUp(over: Self.postgresName, anchor: pgFigure, ours: oursFigure, atLeast: Self.speedUp)],
                details: [("byQuery", .object([("ours", medians(ours)), (Self.postgresName, medians(pg))]))],
                notes: quickNote + [
                    "The same items copied into PostgreSQL 15 (PostgresTesting's server, fsync off): a stored `to_tsvector('english', title || ' ' || body)`,"
                        + " a GIN index on it, and `WHERE document @@ to_tsquery('english', 'windlass:* & …') AND kind = … AND visibility = 'public'"
                        + " ORDER BY ts_rank(document, query) DESC LIMIT 20` on one PostgresNIO connection over loopback, each query timed alone in turn with ours."
                        + " ts_rank is not bm25: PostgreSQL's own ranking of the same matches, not the same order.",
                ]
            ))
        }
    }

    // MARK: - Corpora

    /// One corpus, searched both ways in SQLite.
    private struct Corpus {
        let corpus: SearchCorpus
        let database: SailawayDatabase
        let ours: (String, ContentKind) throws -> [Int64]
        let naive: (String, ContentKind) throws -> [Int64]
        var itemCount: Int { corpus.itemCount }

        init(publicItems: Int, cache: URL) throws {
            let corpus = try SearchCorpus.prepare(publicItems: publicItems, in: cache)
            let database = try corpus.open()
            let naive = try NaiveSearch(file: corpus.file)
            self.corpus = corpus
            self.database = database
            ours = { query, kind in
                try database.writer.read { db in try ContentItem.search(query, kind: kind, limit: Search.resultLimit, in: db).compactMap(\.rowID) }
            }
            self.naive = { query, kind in try naive.search(query, kind: kind, limit: Search.resultLimit).compactMap(\.rowID) }
        }
    }

    /// Every search must find something; ours exactly what scoring every match ranks first,
    /// and as many as the naive query and PostgreSQL's.
    private func check(_ query: String, _ kind: ContentKind, _ results: [Contender: [Int64]], small: Corpus, large: Corpus, report: inout Report) throws {
        for (corpus, ours, naive, pg) in [(small, Contender.oursSmall, Contender.naiveSmall, Contender.postgresSmall), (large, .oursLarge, .naiveLarge, .postgresLarge)] {
            let found = results[ours] ?? []
            let size = Format.count(corpus.itemCount)
            if found.isEmpty { report.problems.append("search, \(size) items: ours found nothing for \(query)") }
            let fullyScored = try corpus.database.writer.read { db in
                try ContentSearch.fullyScored(query, kind: kind.rawValue, limit: Search.resultLimit, in: db)
            }
            if found != fullyScored {
                report.problems.append("search, \(size) items: ours ranked \(found) for \(query), scoring every match \(fullyScored)")
            }
            for (anchor, name) in [(naive, "the naive query"), (pg, "PostgreSQL")] {
                guard let theirs = results[anchor], theirs.count != found.count else { continue }
                report.problems.append("search, \(size) items: ours found \(found.count) for \(query), \(name) \(theirs.count)")
            }
        }
    }

    private func details(_ corpus: Corpus, _ cases: [(query: String, kind: ContentKind)], ours: JSONValue, naive: JSONValue) -> [(key: String, value: JSONValue)] {
        [
            ("items", .number(Double(corpus.itemCount))),
            ("byQuery", .object([("ours", ours), (Self.naiveName, naive)])),
            ("matches", .object(cases.map { ($0.query, .number(Double((try? Self.matchCount($0.query, in: corpus.database)) ?? 0))) })),
        ]
    }

    private func note(_ corpus: Corpus, _ cases: [(query: String, kind: ContentKind)], _ ours: [String: [Double]]) -> String {
        let matches = cases.map { (try? Self.matchCount($0.query, in: corpus.database)) ?? 0 }
        let slowest = cases.compactMap { query, kind in ours[query].map { (query: "\(query) (\(kind.rawValue))", median: Harness.median($0)) } }
            .max { $0.median < $1.median }
        return "\(Format.count(corpus.itemCount)) generated public items, and private and unlisted ones beside them (sailing titles and bodies, words by Zipf's law; half checklists)"
            + " in the app's schema; `ContentItem.search` for one kind, \(Self.resultLimit) results, in a read of the app's database pool, and the naive query on a GRDB queue"
            + " with its default configuration; \(cases.count) queries rotating, each timed alone, \(plan.samples) rounds; they match"
            + " \(Format.count(matches.min() ?? 0))–\(Format.count(matches.max() ?? 0)) items before the kind and visibility filter."
            + (slowest.map { String(format: " Our slowest query: %@, median %.2f ms.", $0.query, $0.median) } ?? "")
    }

    /// The commonest word's search, timed beside the row, ours and the naive query in turns.
    private func commonest(_ corpus: Corpus) -> (detail: (key: String, value: JSONValue), note: String)? {
        var ours: [Double] = [], naive: [Double] = []
        do {
            for _ in 0..<plan.samples {
                ours.append(try Self.time { try corpus.ours(Self.commonest, Self.kinds[0]) }.milliseconds)
                naive.append(try Self.time { try corpus.naive(Self.commonest, Self.kinds[0]) }.milliseconds)
            }
        } catch {
            return nil
        }
        let count = (try? Self.matchCount(Self.commonest, in: corpus.database)) ?? 0
        let (oursMedian, naiveMedian) = (Harness.median(ours), Harness.median(naive))
        return (
            ("commonestQuery", .object([("query", .string(Self.commonest)), ("matches", .number(Double(count))), ("ms", .number(oursMedian)), ("naiveMs", .number(naiveMedian))])),
            String(format: "Not a typical query: the commonest word, “%@”, matches %@ items; ours takes %.2f ms, the naive query %.1f ms.",
                   Self.commonest, Format.count(count), oursMedian, naiveMedian)
        )
    }

    /// Runs `search` once: its milliseconds and its results.
    private static func time(_ search: () throws -> [Int64]) throws -> (milliseconds: Double, results: [Int64]) {
        let clock = ContinuousClock()
        var results: [Int64] = []
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
