import ContentCore

/// An edit or review step the deck refuses; the message says what and why. Nothing changes.
typealias EditError = ContentRuleError
