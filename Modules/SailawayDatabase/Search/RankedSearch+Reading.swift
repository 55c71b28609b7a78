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

        // The bound's working state, kept between reads so that computing it allocates nothing:
        // a slot per word of each distinct prefix, the runs' slots, and the counts.
        private let slotOf: [Int]
        private let phraseOfSlot: [Int]
        private var slotCounts: [Int]
        private var totals: [Int]
        private var frequencies: [Int]
        private var lengths: [Int] = []

        init(db: Database, streams: [PostingStream], phraseOf: [Int], distinct: [String], scoring: BM25, limit: Int) {
            self.db = db
            self.streams = streams
            self.phraseOf = phraseOf
            prefixBytes = distinct.map { Array($0.utf8) }
            self.scoring = scoring
            self.limit = limit
            countsAreKnown = distinct.count == 1 && Set(streams.map(\.expansion)).count <= 1
            var slots: [[Int]: Int] = [:]
            var phraseOfSlot: [Int] = []
            slotOf = streams.map { stream in
                if let slot = slots[[stream.phrase, stream.expansion]] { return slot }
                phraseOfSlot.append(stream.phrase)
                slots[[stream.phrase, stream.expansion]] = phraseOfSlot.count - 1
                return phraseOfSlot.count - 1
            }
            self.phraseOfSlot = phraseOfSlot
            slotCounts = Array(repeating: 0, count: phraseOfSlot.count)
            totals = Array(repeating: 0, count: distinct.count)
            frequencies = Array(repeating: 0, count: phraseOf.count)
            lengths.reserveCapacity(streams.count)
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

        /// The best any unread item could rank, and the run to read next.
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
        /// each word as often as the runs already at that length allow; the best of them. Nil
        /// once no unread item can match every word.
        private mutating func bound() -> Bound? {
            lengths.removeAll(keepingCapacity: true)
            for head in heads { if let head { lengths.append(head.length) } }
            lengths.sort()
            var found: Bound?
            var previous = -1
            for length in lengths where length != previous {
                previous = length
                guard highestCounts(atOrBelow: length) else { continue }
                let score = self.score(length: length)
                if let current = found, score < current.score { continue }
                let here = Bound(score: score, place: place(of: score, length: length), stream: stream(at: length))
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

        /// Sets `slotCounts` to the highest count, for each word of each distinct prefix, among
        /// the runs of that word whose next item is at most `length` long (0: none), and `totals`
        /// to each prefix's sum; false when a prefix has none.
        private mutating func highestCounts(atOrBelow length: Int) -> Bool {
            for slot in slotCounts.indices { slotCounts[slot] = 0 }
            for (index, stream) in streams.enumerated() {
                if let head = heads[index], head.length <= length, stream.frequency > slotCounts[slotOf[index]] {
                    slotCounts[slotOf[index]] = stream.frequency
                }
            }
            for phrase in totals.indices { totals[phrase] = 0 }
            for (slot, count) in slotCounts.enumerated() { totals[phraseOfSlot[slot]] += count }
            return !totals.contains(0)
        }

        /// The score of an item of `length` holding each distinct prefix `totals` times.
        private mutating func score(length: Int) -> Double {
            for (phrase, distinct) in phraseOf.enumerated() { frequencies[phrase] = totals[distinct] }
            return scoring.score(frequencies: frequencies, length: length)
        }

        /// The run to read at `length`: one whose next item is that long, of the highest count
        /// among those that set the bound.
        private func stream(at length: Int) -> Int {
            var chosen = -1, preference = (-1, -1)
            for (index, stream) in streams.enumerated() where heads[index]?.length == length {
                let this = (slotCounts[slotOf[index]] == stream.frequency ? 1 : 0, stream.frequency)
                if this > preference { (chosen, preference) = (index, this) }
            }
            return chosen
        }

        /// Where an unread item scoring exactly `score` at `length` ranks at best among equals
        /// (with `slotCounts` and `totals` as ``highestCounts(atOrBelow:)`` left them).
        ///
        /// Only an item of exactly this length and these counts can score exactly the bound —
        /// provided one token more, or one occurrence fewer of any word, scores strictly less,
        /// which is checked rather than assumed. Such an item holds every word at its highest
        /// count here, so it lies in each of those runs behind its next item; of the runs whose
        /// next item is this long, the one furthest on bounds its place.
        private mutating func place(of score: Double, length: Int) -> (recency: Double, item: Int64)? {
            guard self.score(length: length + 1) < score else { return nil }
            for phrase in totals.indices where totals[phrase] > 1 {
                totals[phrase] -= 1
                let fewer = self.score(length: length)
                totals[phrase] += 1
                guard fewer < score else { return nil }
            }
            var place: (recency: Double, item: Int64)?
            for (index, stream) in streams.enumerated() {
                guard slotCounts[slotOf[index]] == stream.frequency, let head = heads[index], head.length == length else { continue }
                if let current = place, (head.recency, head.item) < (current.recency, current.item) { continue }
                place = (head.recency, head.item)
            }
            return place
        }
    }
}
