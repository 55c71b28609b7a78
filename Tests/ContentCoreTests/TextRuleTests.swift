import ContentCore
import Testing

/// Every kind of content refuses empty and over-long text in the same words.
struct TextRuleTests {
    @Test func textIsTrimmedAndKept() throws {
        #expect(try TextRule.title(of: "deck").check("  Knots  ") == "Knots")
    }

    @Test func emptyTextIsRefused() {
        #expect(throws: ContentRuleError("A deck title cannot be empty.")) { try TextRule.title(of: "deck").check(" \n ") }
    }

    @Test func overLongTextSaysHowLong() throws {
        #expect(throws: ContentRuleError("A card can be at most 3 characters; this one has 4.")) { try TextRule("A card", limit: 3).check("abcd") }
        #expect(try TextRule("A card", limit: 3).check("⛵️⚓️🌊") == "⛵️⚓️🌊")
    }
}
