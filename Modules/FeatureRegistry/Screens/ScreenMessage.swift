import Foundation

/// What a face tells a person after they did something: the text, and what kind of news it is,
/// so that every face shows a success apart from a warning or an error — the browser in its
/// own colour and role, the terminal in its own colour, SwiftUI in its banner.
///
/// A literal is a success (`.message("Saved.")`); other kinds are said so
/// (`.message(.information("Nothing to publish yet."))`). An error an action throws is shown
/// as an ``Kind/error`` by the face that caught it.
public struct ScreenMessage: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// What kind of news a message is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// What was asked for was done: "Saved.", "Checked “Bilge pump”."
        case success
        /// Nothing went wrong, and nothing was done either, or something worth knowing: "Already
        /// published."
        case information
        /// Done, or not, with something to look at: the data changed since it was shown.
        case warning
        /// What was asked for failed, and nothing changed.
        case error
    }

    /// The kind.
    public var kind: Kind
    /// The text.
    public var text: String

    /// A message of `kind`.
    public init(_ text: String, kind: Kind = .success) {
        self.text = text
        self.kind = kind
    }

    /// A success, written as a literal.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// A success, written as an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// Something worth knowing.
    public static func information(_ text: String) -> ScreenMessage { ScreenMessage(text, kind: .information) }
    /// Something to look at.
    public static func warning(_ text: String) -> ScreenMessage { ScreenMessage(text, kind: .warning) }
    /// Something that failed.
    public static func error(_ text: String) -> ScreenMessage { ScreenMessage(text, kind: .error) }

    /// The error `error` as a person reads it.
    public static func error(_ error: any Error) -> ScreenMessage {
        .error((error as? any LocalizedError)?.errorDescription ?? "\(error)")
    }

    /// How long a face that shows messages briefly (SwiftUI's banner) keeps this one: long
    /// enough to read it — a second per ten words, at least three — and longer for what needs
    /// looking at (a warning or an error stays at least six).
    public var shownFor: Duration {
        let words = text.split(whereSeparator: \.isWhitespace).count
        let least = kind == .warning || kind == .error ? 6 : 3
        return .seconds(max(least, (words + 9) / 10))
    }

    public var description: String { text }
}
