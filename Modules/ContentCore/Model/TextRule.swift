import FeatureRegistry
import Foundation

/// What text a piece of content accepts: not empty, not too long. Every content feature holds
/// its titles and parts to these rules, and says why a text is refused in the same words.
public struct TextRule: Hashable, Sendable {
    /// What the text is, for messages: "A checklist title".
    public var subject: String
    /// The most characters it may have.
    public var limit: Int

    /// Creates a rule.
    public init(_ subject: String, limit: Int) {
        self.subject = subject
        self.limit = limit
    }

    /// `text` without surrounding spaces, if it is not empty and not too long.
    public func check(_ text: String) throws(ContentRuleError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw ContentRuleError("\(subject) cannot be empty.")
        }
        guard trimmed.count <= limit else {
            throw ContentRuleError("\(subject) can be at most \(limit) characters; this one has \(trimmed.count).")
        }
        return trimmed
    }

    /// Titles of content (checklists, decks, guides).
    public static func title(of noun: String) -> TextRule {
        TextRule("A \(noun) title", limit: 100)
    }
}

/// Text or structure that content does not accept; the message says what and why.
public struct ContentRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What to tell the user.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}


extension ContentRuleError: LocalizedError {
    public var errorDescription: String? { message }
}


extension TextRule {
    /// The input of a text this rule holds: required, its limit said before anything is typed,
    /// holding `current` so a person edits rather than retypes.
    public func input(_ name: String, prompt: String, current: String? = nil) -> ActionInput {
        ActionInput(name, prompt: prompt, kind: .requiredText(limit: limit), current: current)
    }
}
