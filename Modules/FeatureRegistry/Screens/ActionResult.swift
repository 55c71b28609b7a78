import Foundation
import NavigationEngine

/// What performing an action asks for afterwards: one navigation change, in the router's own
/// vocabulary, and a message.
public struct ActionResult: Sendable {
    /// The navigation change, if any.
    public var navigation: NavigationIntent?
    /// A message to show the user, such as "Saved." or why nothing happened, with its kind.
    public var message: ScreenMessage?
    /// A value for the screen that asked for it, when the action answers a request
    /// (``answer(_:with:to:)``).
    public var delivery: ResultDelivery?

    /// Creates a result.
    public init(navigation: NavigationIntent? = nil, message: ScreenMessage? = nil) {
        self.navigation = navigation
        self.message = message
    }

    /// Pushes `route` onto the current tab.
    public static func push(_ route: some Route, message: ScreenMessage? = nil) -> ActionResult {
        ActionResult(navigation: .push(AnyRoute(route)), message: message)
    }

    /// Shows `route` where its link says it lives.
    public static func show(_ route: some Route, message: ScreenMessage? = nil) -> ActionResult {
        ActionResult(navigation: .open(AnyRoute(route)), message: message)
    }

    /// Presents `route` as a sheet.
    public static func present(_ route: some Route, message: ScreenMessage? = nil) -> ActionResult {
        ActionResult(navigation: .present(AnyRoute(route)), message: message)
    }

    /// Replaces the current screen with `route`; with `popping` above 1, also the screens of
    /// the steps that led to it (a chooser, then a picker).
    public static func replace(with route: some Route, popping: Int = 1, message: ScreenMessage? = nil) -> ActionResult {
        ActionResult(navigation: .replaceTop(AnyRoute(route), popping: popping), message: message)
    }

    /// Goes back.
    public static let back = ActionResult(navigation: .back)

    /// Stays, showing `message`: a success unless it says otherwise.
    public static func message(_ message: ScreenMessage) -> ActionResult {
        ActionResult(message: message)
    }
}

/// An error an action reports to the user: the text says what happened and what to do.
public struct ActionError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What to tell the user.
    public var message: String
    /// What is wrong with each answer refused, by input name, when answers were refused: a
    /// form shows each beside its field, keeping what was typed.
    public var problems: [String: String] = [:]

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }

    /// Equal when they say the same: the problems are the same refusal, field by field.
    public static func == (lhs: ActionError, rhs: ActionError) -> Bool {
        lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
    }
}
