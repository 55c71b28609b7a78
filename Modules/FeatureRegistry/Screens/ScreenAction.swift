import Foundation
import NavigationEngine

/// Something the user can do on a screen: a button, a row to tap, a menu item.
///
/// Performing an action may change data (through the feature's own services) and then asks the
/// router for one navigation change; it never changes navigation state itself.
public struct ScreenAction: Sendable {
    /// The label shown.
    public var label: String
    /// What assistive technology says.
    public var accessibility: Accessibility
    /// The text the action needs from the user, asked for in order.
    public var inputs: [ActionInput]
    /// Whether the action destroys something, so UIs can mark and confirm it.
    public var isDestructive: Bool
    /// Performs the action.
    public var perform: @Sendable (ActionInvocation) async throws -> ActionResult

    /// Creates an action.
    public init(
        _ label: String,
        accessibility: Accessibility? = nil,
        inputs: [ActionInput] = [],
        isDestructive: Bool = false,
        perform: @escaping @Sendable (ActionInvocation) async throws -> ActionResult
    ) {
        self.label = label
        self.accessibility = accessibility ?? Accessibility(label: label)
        self.inputs = inputs
        self.isDestructive = isDestructive
        self.perform = perform
    }

    /// An action that only navigates: pushes `route` onto the current tab.
    public static func push(_ label: String, to route: some Route, accessibility: Accessibility? = nil) -> ScreenAction {
        ScreenAction(label, accessibility: accessibility) { _ in .push(route) }
    }

    /// An action that shows `route` where its link says it lives, switching tab if needed.
    public static func show(_ label: String, _ route: some Route, accessibility: Accessibility? = nil) -> ScreenAction {
        ScreenAction(label, accessibility: accessibility) { _ in .show(route) }
    }

    /// An action that presents `route` as a sheet.
    public static func present(_ label: String, _ route: some Route, accessibility: Accessibility? = nil) -> ScreenAction {
        ScreenAction(label, accessibility: accessibility) { _ in .present(route) }
    }

    /// The action that goes back: pops the current stack, or closes the sheet.
    public static let goBack = ScreenAction("Go Back", accessibility: Accessibility(label: "Go back")) { _ in .back }
}

/// A piece of text an action asks for.
public struct ActionInput: Hashable, Sendable {
    /// The name the action reads the value by.
    public var name: String
    /// The question shown to the user.
    public var prompt: String

    /// Creates an input.
    public init(_ name: String, prompt: String) {
        self.name = name
        self.prompt = prompt
    }
}

/// One performance of an action: the text the user gave.
public struct ActionInvocation: Sendable {
    /// The values, by input name.
    public var values: [String: String]

    /// Creates an invocation.
    public init(values: [String: String] = [:]) {
        self.values = values
    }

    /// The value given for `name`, or an empty string.
    public subscript(name: String) -> String {
        values[name] ?? ""
    }
}

/// What performing an action asks for afterwards.
public struct ActionResult: Sendable {
    /// The navigation change, if any.
    public var navigation: Navigation?
    /// A message to show the user, such as "Saved." or why nothing happened.
    public var message: String?

    /// Creates a result.
    public init(navigation: Navigation? = nil, message: String? = nil) {
        self.navigation = navigation
        self.message = message
    }

    /// The navigation an action can ask for.
    public enum Navigation: Sendable {
        /// Push onto the current tab's stack.
        case push(AnyRoute)
        /// Show where the route's link says it lives (cross-tab).
        case show(AnyRoute)
        /// Present as a sheet.
        case present(AnyRoute)
        /// Pop the current stack, or close the sheet when one is shown.
        case back
        /// Replace the current screen and the `popping - 1` under it with `route`, in one
        /// change, as after saving a new item or finishing a step of a flow.
        case replace(AnyRoute, popping: Int)
        /// Select a tab.
        case selectTab(TabID)
    }

    /// Pushes `route`.
    public static func push(_ route: some Route, message: String? = nil) -> ActionResult {
        ActionResult(navigation: .push(AnyRoute(route)), message: message)
    }

    /// Shows `route` in its own tab.
    public static func show(_ route: some Route, message: String? = nil) -> ActionResult {
        ActionResult(navigation: .show(AnyRoute(route)), message: message)
    }

    /// Presents `route` as a sheet.
    public static func present(_ route: some Route, message: String? = nil) -> ActionResult {
        ActionResult(navigation: .present(AnyRoute(route)), message: message)
    }

    /// Replaces the current screen with `route`; with `popping` above 1, also the screens of
    /// the steps that led to it (a chooser, then a picker).
    public static func replace(with route: some Route, popping: Int = 1, message: String? = nil) -> ActionResult {
        ActionResult(navigation: .replace(AnyRoute(route), popping: popping), message: message)
    }

    /// Goes back.
    public static let back = ActionResult(navigation: .back)

    /// Stays, showing `message`.
    public static func message(_ message: String) -> ActionResult {
        ActionResult(message: message)
    }
}

/// An error an action reports to the user: the text says what happened and what to do.
public struct ActionError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What to tell the user.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
