import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// Full-text search at 100,000 and 1,000,000 items (2,000 and 20,000 in a quick run): the
/// product's own query (`ContentItem.search`, as the Search feature runs it for one kind of
/// content, 20 results, in a read of the app's database) beside the naive FTS5 query
/// (``NaiveSearch``) on the same generated corpus (``SearchCorpus``) and queries.
///
/// Each query is timed alone, ours and the anchor's on both corpora in turn, so the median is the
/// median of queries (not of batches) and a slow moment of the machine weighs on all four alike.
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
        progress("full-text search over \(Format.count(sizes.small)) and \(Format.count(sizes.large)) items: ours and the naive query, in turns")
        let small: Corpus
        let large: Corpus
        do {
            small = try Corpus(itemCount: sizes.small, cache: cache)
            large = try Corpus(itemCount: sizes.large, cache: cache)
        } catch {
            report.problems.append("search: a corpus could not be built or opened: \(error)")
            return
        }

        // Every (round, query) times the four in turn: ours and the naive query on each corpus.
        let cases = Self.queries.enumerated().map { (query: $1, kind: Self.kinds[$0 % Self.kinds.count]) }
        var timings = [[Double]](repeating: [], count: 4)
        var byQuery = [[String: [Double]]](repeating: [:], count: 4)
        do {
            for round in -1..<plan.samples {  // round -1 warms the page cache and the statement caches
                for (query, kind) in cases {
                    var results: [[ContentItem]] = []
                    for (index, search) in [small.ours, small.naive, large.ours, large.naive].enumerated() {
                        let (elapsed, found) = try Self.time { try search(query, kind) }
                        results.append(found)
                        if round >= 0 {
                            timings[index].append(elapsed)
                            byQuery[index][query, default: []].append(elapsed)
                        }
                    }
                    if round < 0 { check(query, results, report: &report) }
                }
            }
        } catch {
            report.problems.append("search: \(error)")
            return
        }

        let measurements = timings.map { Measurement(nanosecondsPerOperation: Harness.median($0), samples: $0, batch: 1) }
        let (oursSmall, naiveSmall, oursLarge, naiveLarge) = (measurements[0], measurements[1], measurements[2], measurements[3])
        let quickNote = sizes == Self.fullSizes ? [] : ["Quick run: \(Format.count(sizes.small)) and \(Format.count(sizes.large)) items stand in for 100,000 and 1,000,000."]
        func medians(_ index: Int) -> JSONValue {
            .object(cases.compactMap { query, kind in byQuery[index][query].map { ("\(query) (\(kind.rawValue))", .number(Harness.median($0))) } })
        }

        var smallDetails = details(small, cases, ours: medians(0), naive: medians(1))
        var smallNotes = quickNote + [note(small, cases, byQuery[0])]
        if let commonest = commonest(small) {
            smallDetails.append(commonest.detail)
            smallNotes.append(commonest.note)
        }
        report.rows.append(ReportRow(
            key: "search-100000",
            title: "full-text search, \(Format.count(sizes.small)) items, p50 of typical queries",
            unit: .ms,
            ours: oursSmall.nanosecondsPerOperation,
            anchors: [.init(name: Self.naiveName, value: naiveSmall.nanosecondsPerOperation)],
            conditions: [.speedUp(over: Self.naiveName, anchor: naiveSmall, ours: oursSmall, atLeast: Self.speedUp)],
            details: smallDetails,
            notes: smallNotes
        ))
        let smallName = "ours at \(Format.count(sizes.small)) items"
        report.rows.append(ReportRow(
            key: "search-1000000",
            title: "full-text search, \(Format.count(sizes.large)) items, p50 of typical queries",
            unit: .ms,
            ours: oursLarge.nanosecondsPerOperation,
            anchors: [.init(name: smallName, value: oursSmall.nanosecondsPerOperation), .init(name: Self.naiveName, value: naiveLarge.nanosecondsPerOperation)],
            conditions: [.growth(from: smallName, reference: oursSmall, ours: oursLarge, atMost: Self.growth)],
            details: details(large, cases, ours: medians(2), naive: medians(3)),
            notes: quickNote + [note(large, cases, byQuery[2])]
        ))
    }

    // MARK: - Corpora

    /// One corpus, searched both ways.
    private struct Corpus {
        let itemCount: Int
        let database: SailawayDatabase
        let ours: (String, ContentKind) throws -> [ContentItem]
        let naive: (String, ContentKind) throws -> [ContentItem]

        init(itemCount: Int, cache: URL) throws {
            let corpus = try SearchCorpus.prepare(itemCount: itemCount, in: cache)
            let database = try corpus.open()
            let naive = try NaiveSearch(file: corpus.file)
            self.itemCount = itemCount
            self.database = database
            ours = { query, kind in
                try database.writer.read { db in try ContentItem.search(query, kind: kind, limit: Search.resultLimit, in: db) }
            }
            self.naive = { query, kind in try naive.search(query, kind: kind, limit: Search.resultLimit) }
        }
    }

    /// Every search must find something, and ours as many results as the naive query.
    private func check(_ query: String, _ results: [[ContentItem]], report: inout Report) {
        for (corpus, pair) in [(sizes.small, results[0...1]), (sizes.large, results[2...3])] {
            let (ours, naive) = (pair.first!, pair.last!)
            if ours.isEmpty { report.problems.append("search, \(Format.count(corpus)) items: ours found nothing for \(query)") }
            if ours.count != naive.count {
                report.problems.append("search, \(Format.count(corpus)) items: ours found \(ours.count) for \(query), the naive query \(naive.count)")
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
        return "\(Format.count(corpus.itemCount)) generated items (sailing titles and bodies, words by Zipf's law; half checklists, 70 % public) in the app's schema;"
            + " `ContentItem.search` for one kind, \(Self.resultLimit) results, in a read of the app's database pool, and the naive query on a GRDB queue"
            + " with its default configuration; \(cases.count) queries rotating, each timed alone, \(plan.samples) rounds; they match"
            + " \(Format.count(matches.min() ?? 0))–\(Format.count(matches.max() ?? 0)) items before the kind and visibility filter."
            + (slowest.map { String(format: " Our slowest query: %@, median %.2f ms.", $0.query, $0.median) } ?? "")
    }

    /// The commonest word's search, timed beside the row.
    private func commonest(_ corpus: Corpus) -> (detail: (key: String, value: JSONValue), note: String)? {
        guard let times = try? (0..<plan.samples).map({ _ in try Self.time { try corpus.ours(Self.commonest, Self.kinds[0]) }.milliseconds }) else {
            return nil
        }
        let count = (try? Self.matchCount(Self.commonest, in: corpus.database)) ?? 0
        let median = Harness.median(times)
        return (
            ("commonestQuery", .object([("query", .string(Self.commonest)), ("matches", .number(Double(count))), ("ms", .number(median))])),
            String(format: "Not a typical query: the commonest word, “%@”, matches %@ items and takes %.1f ms (every match is scored by bm25).",
                   Self.commonest, Format.count(count), median)
        )
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
