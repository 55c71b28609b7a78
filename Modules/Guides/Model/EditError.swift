import ContentCore

/// An edit the guide refuses; the message says what and why. Nothing changes.
///
/// The shared content rule error, so guides refuse text in the same words as every kind.
typealias EditError = ContentRuleError
