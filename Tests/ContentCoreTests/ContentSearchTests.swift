import Checklists
import ContentCore
import FeatureTesting
import Foundation
import GRDB
import PropertyBased
import SailawayDatabase
import Testing

/// Search takes a query as data: whatever a person types gives results or none, never an error.
struct ContentSearchTests {
    private let checklist = ContentKind("checklist")
    private let database = try! SailawayDatabase.inMemory(with: [ChecklistsFeature()])

    private func titles(_ query: String) throws -> [String] {
        try database.writer.read { try ContentItem.search(query, kind: checklist, in: $0).map(\.title) }
    }

    @Test func wordsMatchTitlesAndItemsOfPublicContentOnly() throws {
        #expect(try titles("anchor") == ["Anchoring"])
        #expect(try titles("bilge pump") == ["Pre-Departure Safety"])
        #expect(try titles("morning").isEmpty, "Daily Boat Checks is private")
    }

    @Test(arguments: ["\"bilge", "bilge*", "bilge NEAR pump", "-bilge", "(bilge", "bilge)", "AND", "OR NOT", "title:bilge", "^bilge", "💥", "", "   "])
    func querySyntaxIsReadAsWords(_ query: String) throws {
        _ = try titles(query)
    }

    /// A symbol is a word like any other: `⚓` finds what has it, as `🦺` does — unicode61 took
    /// a symbol of the first plane (⚓) for a space, and kept emoji past it.
    @Test(arguments: ["⚓", "🦺"])
    func aSymbolAloneFindsWhatHasIt(_ symbol: String) throws {
        try database.writer.write { db in
            _ = try ContentItem.saveOwned(
                id: UUID(), kind: checklist, title: "\(symbol) Harbour drill", body: "Fenders out", author: SampleContent.currentUser, at: Date(), in: db
            )
            try db.execute(sql: "UPDATE content SET visibility = ? WHERE title = ?", arguments: [Visibility.public, "\(symbol) Harbour drill"])
        }
        #expect(try titles(symbol) == ["\(symbol) Harbour drill"])
        #expect(try titles("harbour") == ["\(symbol) Harbour drill"], "the words beside it are found as before")
    }

    @Test func aVeryLongQueryIsCutNotRefused() throws {
        #expect(try titles(String(repeating: "bilge ", count: 5_000)) == ["Pre-Departure Safety"])
    }

    @Test func anyTextIsASafeQuery() async {
        let character = Gen<Character>.oneOf(
            Gen.letterOrNumber,
            Gen<Character?>.element(of: Array(" \"*-+()^:.,;'{}[]NEARORAND\\")).map { $0! }
        )
        await propertyCheck(input: character.string(of: 0...40)) { query in
            #expect(throws: Never.self) { _ = try titles(query) }
        }
    }
}
