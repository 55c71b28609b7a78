import Foundation
import GRDB

extension RankedSearch {
    /// One query's reading of its runs: what has been scored, the best so far, the bound on the
    /// rest.
    struct Search {
        let db: Database
        let streams: [PostingStream]
        /// For each of the query's phrases, its distinct prefix.
        let phraseOf: [Int]
        /// The distinct prefixes, as bytes, for reading counts from an item's word list.
        let prefixBytes: [[UInt8]]
        let scoring: BM25
        let limit: Int
        /// One prefix extending one word: a run's count is the item's count, nothing to read back.
        let countsAreKnown: Bool

        private var heads: [PostingStream.Posting?] = []
        private var seen: Set<Int64> = []
        private var leaders: [Ranked] = []

        init(db: Database, streams: [PostingStream], phraseOf: [Int], distinct: [String], scoring: BM25, limit: Int) {
            self.db = db
            self.streams = streams
            self.phraseOf = phraseOf
            prefixBytes = distinct.map { Array($0.utf8) }
            self.scoring = scoring
            self.limit = limit
            countsAreKnown = distinct.count == 1 && Set(streams.map(\.expansion)).count <= 1
        }

        /// The best `limit` items, best first.
        mutating func read() throws -> [Int64] {
            heads = try streams.map { try $0.head(db) }
            while let bound = bound() {
                if leaders.count == limit, let last = leaders.last, bound.isBeaten(by: last) { break }
                let stream = bound.stream
                guard let posting = heads[stream] else { break }
                streams[stream].advance()
                heads[stream] = try streams[stream].head(db)
                if seen.insert(posting.item).inserted, let ranked = try score(posting, from: streams[stream]) {
                    insert(ranked)
                }
            }
            return leaders.map(\.item)
        }

        // MARK: - Scoring an item

        private func score(_ posting: PostingStream.Posting, from stream: PostingStream) throws -> Ranked? {
            let frequencies: [Int]
            if countsAreKnown {
                frequencies = phraseOf.map { _ in stream.frequency }
            } else {
                let statement = try db.cachedStatement(sql: "SELECT terms FROM searchItemTerms WHERE item = ?")
                guard let row = try Row.fetchOne(statement, arguments: [posting.item]) else { return nil }
                let counts = try row.withUnsafeData(atIndex: 0) { data in
                    (data ?? Data()).withUnsafeBytes { TermList.frequencies(of: prefixBytes, in: $0) }
                }
                guard counts.allSatisfy({ $0 > 0 }) else { return nil }
                frequencies = phraseOf.map { counts[$0] }
            }
            return Ranked(score: scoring.score(frequencies: frequencies, length: posting.length), recency: posting.recency, item: posting.item)
        }

        private mutating func insert(_ ranked: Ranked) {
            guard leaders.count < limit || ranked.precedes(leaders[leaders.count - 1]) else { return }
            let place = leaders.firstIndex { ranked.precedes($0) } ?? leaders.count
            leaders.insert(ranked, at: place)
            if leaders.count > limit { leaders.removeLast() }
        }

        // MARK: - The bound on what is not read

        /// The best any unread item could rank, and the run to read next; nil once every run
        /// is read.
        struct Bound {
            var score: Double
            /// Where an unread item of exactly `score` would rank among equals at best; nil when
            /// the runs do not say (it could rank first).
            var place: (recency: Double, item: Int64)?
            var stream: Int

            /// Whether `ranked` ranks before every unread item.
            func isBeaten(by ranked: Ranked) -> Bool {
                if ranked.score != score { return ranked.score > score }
                guard let place else { return false }
                return ranked.precedes(Ranked(score: score, recency: place.recency, item: place.item))
            }
        }

        /// For each length a run's next item has, the score of an item of that length holding
        /// each word as often as the runs already at that length allow; the best of them.
        private func bound() -> Bound? {
            let lengths = Set(heads.compactMap { $0?.length }).sorted()
            var found: Bound?
            for length in lengths {
                let counts = highestCounts(atOrBelow: length)
                guard counts.allSatisfy({ $0.reduce(0, +) > 0 }) else { continue }
                let totals = counts.map { $0.reduce(0, +) }
                let score = scoring.score(frequencies: phraseOf.map { totals[$0] }, length: length)
                if let current = found, score < current.score { continue }
                let here = Bound(score: score, place: place(of: score, length: length, counts: counts, totals: totals), stream: stream(at: length, counts: counts))
                guard let current = found, score == current.score else {
                    found = here
                    continue
                }
                // Two lengths bound alike: an unread item may be of either.
                switch (current.place, here.place) {
                case (nil, _), (_, nil): found?.place = nil
                case let (first?, second?):
                    let firstRank = Ranked(score: score, recency: first.recency, item: first.item)
                    if Ranked(score: score, recency: second.recency, item: second.item).precedes(firstRank) { found?.place = second }
                }
            }
            return found
        }

        /// For each distinct prefix and each of its words, the highest count among the runs of
        /// that word whose next item is at most `length` long (0: none).
        private func highestCounts(atOrBelow length: Int) -> [[Int]] {
            var counts = prefixBytes.map { _ in [Int]() }
            for (index, stream) in streams.enumerated() {
                while counts[stream.phrase].count <= stream.expansion { counts[stream.phrase].append(0) }
                if let head = heads[index], head.length <= length {
                    counts[stream.phrase][stream.expansion] = max(counts[stream.phrase][stream.expansion], stream.frequency)
                }
            }
            return counts
        }

        /// The run to read at `length`: one whose next item is that long, of the highest count
        /// among those that set the bound.
        private func stream(at length: Int, counts: [[Int]]) -> Int {
            func preference(_ stream: PostingStream) -> (Int, Int) {
                (counts[stream.phrase][stream.expansion] == stream.frequency ? 1 : 0, stream.frequency)
            }
            var chosen: Int?
            for (index, stream) in streams.enumerated() where heads[index]?.length == length {
                if let current = chosen, preference(stream) <= preference(streams[current]) { continue }
                chosen = index
            }
            return chosen!
        }

        /// Where an unread item scoring exactly `score` at `length` ranks at best among equals.
        ///
        /// Only an item of exactly this length and these counts can score exactly the bound —
        /// provided one token more, or one occurrence fewer of any word, scores strictly less,
        /// which is checked rather than assumed. Such an item holds every word at its highest
        /// count here, so it lies in each of those runs behind its next item; of the runs whose
        /// next item is this long, the one furthest on bounds its place.
        private func place(of score: Double, length: Int, counts: [[Int]], totals: [Int]) -> (recency: Double, item: Int64)? {
            guard scoring.score(frequencies: phraseOf.map { totals[$0] }, length: length + 1) < score else { return nil }
            for phrase in totals.indices where totals[phrase] > 1 {
                var fewer = totals
                fewer[phrase] -= 1
                guard scoring.score(frequencies: phraseOf.map { fewer[$0] }, length: length) < score else { return nil }
            }
            var place: (recency: Double, item: Int64)?
            for (index, stream) in streams.enumerated() {
                guard counts[stream.phrase][stream.expansion] == stream.frequency, let head = heads[index], head.length == length else { continue }
                if let current = place, (head.recency, head.item) < (current.recency, current.item) { continue }
                place = (head.recency, head.item)
            }
            return place
        }
    }
}
