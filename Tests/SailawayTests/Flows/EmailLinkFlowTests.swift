import Foundation
import Testing

/// PRD flow 4: a link from an email opens the right tab and screen, with the right stack; from
/// a content detail the user can fork and rate.
@Suite struct EmailLinkFlowTests {
    /// Each example link, the tab it opens in and the stack it leaves there.
    static let examples: [(link: String, tab: String, stack: [String], title: String)] = [
        ("sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000", "discover",
         ["sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000"], "Pre-Departure Safety"),
        ("sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003", "discover",
         ["sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003"], "Essential Knots"),
        ("sailaway://content/guide/550e8400-e29b-41d4-a716-446655440004", "discover",
         ["sailaway://content/guide/550e8400-e29b-41d4-a716-446655440004"], "Mediterranean Sailing: Stern-to Mooring"),
        ("sailaway://content/550e8400-e29b-41d4-a716-446655440003?type=deck", "discover",
         ["sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003"], "Essential Knots"),
        ("https://sailaway.app/content/guide/550e8400-e29b-41d4-a716-446655440004", "discover",
         ["sailaway://content/guide/550e8400-e29b-41d4-a716-446655440004"], "Mediterranean Sailing: Stern-to Mooring"),
        ("sailaway://user/550e8400-e29b-41d4-a716-446655440001", "profile",
         ["sailaway://user/550e8400-e29b-41d4-a716-446655440001"], "Marta Ferrer"),
        ("sailaway://charter/550e8400-e29b-41d4-a716-446655440002", "charters",
         ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002"], "Aegean Week"),
        ("sailaway://search?q=mediterranean+sailing", "discover",
         ["sailaway://search?q=mediterranean+sailing"], "Results for “mediterranean sailing”"),
    ]

    @Test(arguments: examples.indices)
    func anExampleLinkOpensItsTabAndScreenWithTheStackReplaced(_ index: Int) throws {
        let example = Self.examples[index]
        let sailaway = try SailawayScript()
        // Something already in that tab's stack, which the link replaces.
        try sailaway.succeed("tab", example.tab)
        _ = try sailaway.run("tap", "2")
        try sailaway.succeed("tab", "home")

        let output = try sailaway.succeed("open", example.link)

        #expect(output.hasPrefix(example.title + "\n"))
        let state = try sailaway.object("state", "--json")
        #expect(state["selectedTab"] as? String == example.tab)
        #expect((state["tabs"] as? [String: [String]])?[example.tab] == example.stack)
    }

    @Test func thePRDsSearchFindsTheMediterraneanGuide() throws {
        let sailaway = try SailawayScript()
        let results = try sailaway.succeed("open", "sailaway://search?q=mediterranean+sailing")
        #expect(results.contains("Mediterranean Sailing: Stern-to Mooring"))
    }

    @Test func fromALinkedDetailTheUserForksAndRates() throws {
        let sailaway = try SailawayScript()
        try sailaway.succeed("open", "sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003")
        #expect(try sailaway.succeed("tap", "Fork").hasPrefix("Forked “Essential Knots”"))
        try sailaway.succeed("tap", "Rate")
        #expect(try sailaway.object("state", "--json")["sheet"] as? String == "sailaway://deck/550e8400-e29b-41d4-a716-446655440003/rate")
        let rated = try sailaway.succeed("tap", "5 Stars")
        #expect(rated.hasPrefix("You rated “Essential Knots” 5 stars."))
        #expect(try sailaway.object("state", "--json")["sheet"] is NSNull)
        #expect(try sailaway.screen().subtitle?.contains("(3 ratings)") == true)
    }
}
