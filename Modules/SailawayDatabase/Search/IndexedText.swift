import GRDB

/// An item's title and body as the full-text index sees them: its words (the tokens of
/// `contentSearch`'s own tokenizer, stemmed), how often each occurs, and how many there are.
///
/// bm25 scores an item by exactly these numbers — a word's count in the item and the item's
/// length in tokens — so the ranking index (``SearchIndex``), filled from them, ranks as FTS5
/// scores. They come from FTS5's own tokenizer, called as FTS5 calls it for a document, column
/// by column: never from a tokenizer written again in Swift.
struct IndexedText: Equatable {
    /// The item's words, each once with its count over title and body, in byte order.
    var terms: [(term: String, frequency: Int)]
    /// The number of tokens in title and body: bm25's document length.
    var length: Int

    static func == (left: IndexedText, right: IndexedText) -> Bool {
        left.length == right.length && left.terms.elementsEqual(right.terms) { $0.term == $1.term && $0.frequency == $1.frequency }
    }

    /// Every distinct prefix of the item's words — cut between characters, each word a prefix of
    /// itself —, and whether it is one of the words: what a query word may be.
    var prefixes: [(prefix: String, isTerm: Bool)] {
        var seen: [String: Bool] = [:]
        for (term, _) in terms {
            var end = term.unicodeScalars.startIndex
            while end < term.unicodeScalars.endIndex {
                term.unicodeScalars.formIndex(after: &end)
                let prefix = String(term.unicodeScalars[..<end])
                let isTerm = end == term.unicodeScalars.endIndex
                seen[prefix] = (seen[prefix] ?? false) || isTerm
            }
        }
        return seen.map { ($0.key, $0.value) }.sorted { $0.prefix.utf8.lexicographicallyPrecedes($1.prefix.utf8) }
    }

    /// The prefixes whose counts differ from `old`'s to this text's, as a JSON array of
    /// `[prefix, documents, termDocuments]` changes (each −1, 0 or 1): what an update of the
    /// item changes in `searchPrefix`.
    ///
    /// Only a prefix of a word one text has and the other has not can change — any other
    /// prefix begins the same words in both —, so only those are looked up, each by a binary
    /// search in both texts' sorted words: a rename of a checklist with a long body looks at its
    /// title's few words, not at the thousands of prefixes of its body (docs/PERFORMANCE.md,
    /// "Sync at scale"). `SearchIndexTests` holds the index this keeps equal to one filled anew.
    func prefixChangesJSON(from old: IndexedText) -> String {
        var changes: [String: (documents: Int, termDocuments: Int)] = [:]
        for word in Self.wordsInOne(old.terms, terms) {
            var end = word.unicodeScalars.startIndex
            while end < word.unicodeScalars.endIndex {
                word.unicodeScalars.formIndex(after: &end)
                let prefix = String(word.unicodeScalars[..<end])
                guard changes[prefix] == nil else { continue }
                let (hadIt, wasTerm) = old.begins(prefix), (hasIt, isTerm) = begins(prefix)
                changes[prefix] = ((hasIt ? 1 : 0) - (hadIt ? 1 : 0), (isTerm ? 1 : 0) - (wasTerm ? 1 : 0))
            }
        }
        let changed = changes.filter { $0.value != (0, 0) }.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        return "[" + changed.map { "[\(Self.json($0.key)),\($0.value.documents),\($0.value.termDocuments)]" }.joined(separator: ",") + "]"
    }

    /// Whether a word of this text begins with `prefix`, and whether one is `prefix`: the first
    /// word not before it in byte order tells both, as the words are sorted so.
    private func begins(_ prefix: String) -> (prefix: Bool, term: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].term.utf8.lexicographicallyPrecedes(prefix.utf8) { low = middle + 1 } else { high = middle }
        }
        guard low < terms.count else { return (false, false) }
        let word = terms[low].term.utf8
        return (word.starts(with: prefix.utf8), word.elementsEqual(prefix.utf8))
    }

    /// The words in one of two lists sorted in byte order and not in the other.
    private static func wordsInOne(_ left: [(term: String, frequency: Int)], _ right: [(term: String, frequency: Int)]) -> [String] {
        var words: [String] = []
        var (l, r) = (0, 0)
        while l < left.count || r < right.count {
            if r == right.count || (l < left.count && left[l].term.utf8.lexicographicallyPrecedes(right[r].term.utf8)) {
                words.append(left[l].term)
                l += 1
            } else if l == left.count || right[r].term.utf8.lexicographicallyPrecedes(left[l].term.utf8) {
                words.append(right[r].term)
                r += 1
            } else {
                (l, r) = (l + 1, r + 1)
            }
        }
        return words
    }

    // MARK: - Encodings

    /// The words as a JSON array of `[term, count]`, for a trigger's `json_each`.
    var termsJSON: String {
        "[" + terms.map { "[\(Self.json($0.term)),\($0.frequency)]" }.joined(separator: ",") + "]"
    }

    /// The prefixes as a JSON array of `[prefix, isTerm]`, for a trigger's `json_each`.
    var prefixesJSON: String {
        "[" + prefixes.map { "[\(Self.json($0.prefix)),\($0.isTerm ? 1 : 0)]" }.joined(separator: ",") + "]"
    }

    /// The words in a compact form (``TermList``): what a query reads back for an item it
    /// met under one word, to learn its counts of the others.
    var termList: [UInt8] {
        TermList.encode(terms)
    }

    private static func json(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}

/// An item's words with their counts, as bytes: for each word in byte order, its count and its
/// length in bytes (LEB128 varints), then its UTF-8 bytes.
enum TermList {
    static func encode(_ terms: [(term: String, frequency: Int)]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(terms.count * 10)
        for (term, frequency) in terms {
            appendVarint(UInt64(frequency), to: &bytes)
            appendVarint(UInt64(term.utf8.count), to: &bytes)
            bytes.append(contentsOf: term.utf8)
        }
        return bytes
    }

    /// The summed counts of the words of `bytes` that begin with each of `prefixes`.
    static func frequencies(of prefixes: [[UInt8]], in bytes: UnsafeRawBufferPointer) -> [Int] {
        var counts = [Int](repeating: 0, count: prefixes.count)
        var index = 0
        while index < bytes.count {
            guard let frequency = readVarint(bytes, &index), let length = readVarint(bytes, &index), index + Int(length) <= bytes.count else { break }
            let term = UnsafeRawBufferPointer(rebasing: bytes[index..<(index + Int(length))])
            for (position, prefix) in prefixes.enumerated() where prefix.count <= term.count {
                if prefix.withUnsafeBytes({ $0.elementsEqual(term.prefix(prefix.count)) }) {
                    counts[position] += Int(frequency)
                }
            }
            index += Int(length)
        }
        return counts
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private static func readVarint(_ bytes: UnsafeRawBufferPointer, _ index: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count, shift < 64 {
            let byte = bytes[index]
            index += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
