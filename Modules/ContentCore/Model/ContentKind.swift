/// A kind of content, as its feature names it: `checklist`, `deck`, `guide`.
///
/// ContentCore knows no kind; each content feature declares its own and hands it to the
/// shared screens and queries.
public struct ContentKind: Hashable, Sendable {
    /// The name stored in the database and used in links (`checklist`).
    public var rawValue: String
    /// The word people read, in lowercase (`checklist`, `flashcard deck`).
    public var noun: String

    /// Declares a kind.
    public init(_ rawValue: String, noun: String? = nil) {
        self.rawValue = rawValue
        self.noun = noun ?? rawValue
    }
}
