import Testing

@testable import SailawayCLI

/// Splitting a session's line into words, as a shell would for these simple cases.
@Suite struct CommandWordsTests {
    @Test func wordsAreSeparatedByWhitespace() throws {
        #expect(try CommandWords.split("tap  1\t--json ") == ["tap", "1", "--json"])
    }

    @Test func doubleAndSingleQuotesKeepSpacesInsideAWord() throws {
        #expect(try CommandWords.split(#"tap "Add Section" 'Before leaving the dock'"#) == ["tap", "Add Section", "Before leaving the dock"])
    }

    @Test func aQuoteOfTheOtherKindIsPlainText() throws {
        #expect(try CommandWords.split(#"tap Rename "Skipper's Rest""#) == ["tap", "Rename", "Skipper's Rest"])
        #expect(try CommandWords.split(#"tap Rename 'The "Old" Quay'"#) == ["tap", "Rename", #"The "Old" Quay"#])
    }

    @Test func quotesJoinWithTheTextAroundThem() throws {
        #expect(try CommandWords.split(#"tap Rename Porto" "Cervo"#) == ["tap", "Rename", "Porto Cervo"])
    }

    @Test func emptyQuotesAreAnEmptyWord() throws {
        #expect(try CommandWords.split(#"tap Rename """#) == ["tap", "Rename", ""])
    }

    @Test func aBlankLineHasNoWords() throws {
        #expect(try CommandWords.split("") == [])
        #expect(try CommandWords.split("   ") == [])
    }

    @Test(arguments: [#"tap "Add Section"#, "tap 'Rename", #"say "a" "b"#])
    func anUnclosedQuoteIsAnError(line: String) {
        #expect(throws: CommandWords.UnclosedQuote.self) { try CommandWords.split(line) }
    }

    @Test func theErrorSaysNothingWasDone() {
        #expect("\(CommandWords.UnclosedQuote())" == "A quote is not closed; nothing was done.")
    }

    // Issue 16: `2 it's a bio` failed with "A quote is not closed".
    @Test func anApostropheInsideAWordIsText() throws {
        #expect(try CommandWords.split("2 it's a bio") == ["2", "it's", "a", "bio"])
        #expect(try CommandWords.split("Add Item 1 Skipper's bag") == ["Add", "Item", "1", "Skipper's", "bag"])
    }

    @Test func aSingleQuotedValueMayHoldAnApostrophe() throws {
        #expect(try CommandWords.split("tap Rename 'Sam's boat' now") == ["tap", "Rename", "Sam's boat", "now"])
    }
}
