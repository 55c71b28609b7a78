import Foundation
import GRDB
import Synchronization

/// The SQL functions through which the ranking index's triggers read an item's words
/// (``IndexedText``) from its title and body, with `contentSearch`'s own tokenizer.
///
/// Every connection that writes `content` needs them — the triggers call them —, so
/// ``SailawayDatabase`` adds them to each connection it opens and to a writer it is handed.
/// A tool that writes `content` without them (the `sqlite3` shell) is refused with "no such
/// function" rather than leaving the index behind its rows.
enum SearchFunctions {
    /// Adds the functions to `db`'s connection; while `indexing` is paused, they find no words
    /// in any text.
    static func add(to db: Database, indexing: SearchIndexing? = nil) throws {
        let texts = IndexedTexts(tokenizer: try SearchTokenizer(db))
        func function(_ name: String, _ value: @escaping @Sendable (IndexedText) -> any DatabaseValueConvertible) -> DatabaseFunction {
            DatabaseFunction(name, argumentCount: 2, pure: true) { arguments in
                guard indexing?.isPaused != true else { return value(try texts.text(title: "", body: "")) }
                return value(try texts.text(title: String.fromDatabaseValue(arguments[0]) ?? "", body: String.fromDatabaseValue(arguments[1]) ?? ""))
            }
        }
        db.add(function: function("sailaway_search_length") { $0.length })
        db.add(function: function("sailaway_search_terms") { $0.termsJSON })
        db.add(function: function("sailaway_search_prefixes") { $0.prefixesJSON })
        db.add(function: function("sailaway_search_term_list") { Data($0.termList) })
        db.add(
            function: DatabaseFunction("sailaway_search_prefix_changes", argumentCount: 4, pure: true) { arguments in
                let (oldTitle, oldBody) = (String.fromDatabaseValue(arguments[0]) ?? "", String.fromDatabaseValue(arguments[1]) ?? "")
                let (newTitle, newBody) = (String.fromDatabaseValue(arguments[2]) ?? "", String.fromDatabaseValue(arguments[3]) ?? "")
                guard indexing?.isPaused != true, oldTitle != newTitle || oldBody != newBody else { return "[]" }
                return try texts.text(title: newTitle, body: newBody).prefixChangesJSON(from: texts.text(title: oldTitle, body: oldBody))
            }
        )
    }
}

/// Whether the ranking index's triggers find the words of what they index, on a writer's
/// connection: paused only for a write that is rolled back (``SailawayDatabase/rehearse(_:)``),
/// which needs to know whether SQLite takes its rows, not what they would add to the index.
///
/// Not a setting of the connection: changing one (or a function) expires every statement the
/// connection keeps compiled, the triggers' with them. Atomic only to be `Sendable`: the writer's
/// connection sets and reads it within one write at a time.
final class SearchIndexing: Sendable {
    private let paused = Atomic(false)

    var isPaused: Bool { paused.load(ordering: .relaxed) }

    /// Runs `body` with indexing paused.
    func pausing<Result>(_ body: () throws -> Result) rethrows -> Result {
        paused.store(true, ordering: .relaxed)
        defer { paused.store(false, ordering: .relaxed) }
        return try body()
    }
}

/// The last items tokenized on one connection: a trigger calls several functions on the same
/// title and body (and an update on the old and the new), so each is tokenized once.
///
/// `@unchecked Sendable`: GRDB wants a function's closure `Sendable`, but SQLite calls a
/// connection's functions only on that connection, one at a time — never concurrently.
private final class IndexedTexts: @unchecked Sendable {
    private let tokenizer: SearchTokenizer
    private var recent: [(title: String, body: String, text: IndexedText)] = []

    init(tokenizer: SearchTokenizer) {
        self.tokenizer = tokenizer
    }

    func text(title: String, body: String) throws -> IndexedText {
        if let known = recent.first(where: { $0.title == title && $0.body == body }) {
            return known.text
        }
        let text = try tokenizer.indexedText(title: title, body: body)
        recent.insert((title, body, text), at: 0)
        if recent.count > 2 { recent.removeLast() }
        return text
    }
}
