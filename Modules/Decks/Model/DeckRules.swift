import ContentCore
import DecksInterface

/// What a deck accepts. The editor and forks hold decks to these rules, so a deck that was
/// saved once can always be opened and saved again.
enum DeckRules {
    /// The deck's title.
    static let title = TextRule.title(of: "deck")
    /// A card's prompt.
    static let front = TextRule("A card's front", limit: 200)
    /// A card's answer.
    static let back = TextRule("A card's back", limit: 500)
    /// The most cards a deck has.
    static let maxCards = 300
}

extension ContentKind {
    /// Decks, in the shared content table.
    static let deck = ContentKind(DeckRoute.contentKind)
}
