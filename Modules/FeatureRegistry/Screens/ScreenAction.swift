import Foundation
import NavigationEngine

/// Something the user can do on a screen: a button, a row to tap, a menu item.
///
/// An action is data, as swift-navigation's `ButtonState` is: a stable ``id`` by which a UI
/// performs it (a web form posts it, a test names it), the label and accessibility text people
/// read, the text it asks for, and its ``effect``. Two loads of a screen give equal actions, so
/// a ``Screen`` is `Equatable`; matching what a person typed to a label is the terminal's
/// concern, never the app's.
///
/// Performing an action may change data (through the feature's own services) and then asks the
/// router for one navigation change; it never changes navigation state itself.
public struct ScreenAction: Sendable, Identifiable, Equatable {
    /// What performing the action does.
    public enum Effect: Sendable {
        /// Navigates, and nothing else: the intent is data.
        case navigate(NavigationIntent)
        /// Does work — saves, checks an item — and returns what follows.
        case perform(@Sendable (ActionInvocation) async throws -> ActionResult)
    }

    /// The action's identity on its screen, stable from one load of the screen to the next.
    public var id: ActionID
    /// The label shown.
    public var label: String
    /// What assistive technology says.
    public var accessibility: Accessibility
    /// The text the action needs from the user, asked for in order.
    public var inputs: [ActionInput]
    /// Whether the action destroys something, so UIs can mark and confirm it.
    public var isDestructive: Bool
    /// What performing it does.
    public var effect: Effect

    /// Creates an action that does work.
    ///
    /// - Parameters:
    ///   - id: Its identity on the screen: a name, with the subject when the screen has one
    ///     such action per item (`ActionID("check", item.id)`).
    ///   - label: The label shown.
    ///   - accessibility: What assistive technology says; the label by default.
    ///   - inputs: The text it asks for.
    ///   - isDestructive: Whether it destroys something.
    ///   - perform: The work, then the navigation and message that follow.
    public init(
        id: ActionID,
        _ label: String,
        accessibility: Accessibility? = nil,
        inputs: [ActionInput] = [],
        isDestructive: Bool = false,
        perform: @escaping @Sendable (ActionInvocation) async throws -> ActionResult
    ) {
        self.init(id: id, label: label, accessibility: accessibility, inputs: inputs, isDestructive: isDestructive, effect: .perform(perform))
    }

    private init(id: ActionID, label: String, accessibility: Accessibility?, inputs: [ActionInput], isDestructive: Bool, effect: Effect) {
        self.id = id
        self.label = label
        self.accessibility = accessibility ?? Accessibility(label: label)
        self.inputs = inputs
        self.isDestructive = isDestructive
        self.effect = effect
    }

    /// An action that only navigates; its identity is its intent.
    public static func navigate(_ label: String, _ intent: NavigationIntent, accessibility: Accessibility? = nil) -> ScreenAction {
        ScreenAction(id: ActionID(navigating: intent), label: label, accessibility: accessibility, inputs: [], isDestructive: false, effect: .navigate(intent))
    }

    /// An action that pushes `route` onto the current tab.
    public static func push(_ label: String, to route: some Route, accessibility: Accessibility? = nil) -> ScreenAction {
        navigate(label, .push(AnyRoute(route)), accessibility: accessibility)
    }

    /// An action that shows `route` where its link says it lives, switching tab if needed.
    public static func show(_ label: String, _ route: some Route, accessibility: Accessibility? = nil) -> ScreenAction {
        navigate(label, .open(AnyRoute(route)), accessibility: accessibility)
    }

    /// An action that presents `route` over what is shown: a sheet by default, or a cover or a
    /// dialog.
    ///
    /// `isDestructive` marks an action whose dialog confirms destroying something (Delete):
    /// UIs mark the action as they mark the dialog's own destructive button.
    public static func present(
        _ label: String, _ route: some Route, style: PresentationStyle = .sheet, accessibility: Accessibility? = nil, isDestructive: Bool = false
    ) -> ScreenAction {
        var action = navigate(label, .present(AnyRoute(route), style: style), accessibility: accessibility)
        action.isDestructive = isDestructive
        return action
    }

    /// An action that replaces the current screen with `route`: a filter, another order.
    public static func replace(_ label: String, with route: some Route, accessibility: Accessibility? = nil) -> ScreenAction {
        navigate(label, .replaceTop(AnyRoute(route)), accessibility: accessibility)
    }

    /// The action that goes back: closes a dialog or a sheet, or pops the current stack.
    public static let goBack = navigate("Go Back", .back, accessibility: Accessibility(label: "Go back"))

    /// A dialog's cancel button: dismisses the dialog and changes nothing.
    public static func cancel(_ label: String = "Cancel") -> ScreenAction {
        navigate(label, .dismiss, accessibility: Accessibility(label: label))
    }

    /// Performs the action with the user's text: its work, if any, and the result.
    public func perform(_ invocation: ActionInvocation = ActionInvocation()) async throws -> ActionResult {
        switch effect {
        case .navigate(let intent): ActionResult(navigation: intent)
        case .perform(let work): try await work(invocation)
        }
    }

    /// Equal when they are the same action as people see it and a UI performs it: identity,
    /// text, inputs and, for navigation, the intent. The work of two equal actions is the work
    /// of one action loaded twice.
    public static func == (lhs: ScreenAction, rhs: ScreenAction) -> Bool {
        guard lhs.id == rhs.id, lhs.label == rhs.label, lhs.accessibility == rhs.accessibility,
            lhs.inputs == rhs.inputs, lhs.isDestructive == rhs.isDestructive
        else { return false }
        switch (lhs.effect, rhs.effect) {
        case (.navigate(let left), .navigate(let right)): return left == right
        case (.perform, .perform): return true
        default: return false
        }
    }
}

/// The identity of an action on its screen: a name (`save`, `check/5A11…`), or, for an action
/// that only navigates, its intent itself.
///
/// Stable from one load of a screen to the next, and typed: a navigation's identity is the
/// routes it leads to, compared as values, never a description of them. A face that must name
/// an action in text (a web form's field, `tap --shown`, a script) prints it at the edge with
/// the app's links (``printed(with:)``): a name as itself, a navigation as what it does and the
/// links of its routes (`push/sailaway://content/checklist/5A11…`). The label is for people.
public struct ActionID: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name of an action that does work, or nil for one that only navigates.
    public let name: String?
    /// The intent of an action that only navigates, or nil for one that does work.
    private let intent: NavigationIntent?

    /// An identity from its name.
    public init(named name: String) {
        self.name = name
        intent = nil
    }

    /// An identity from a literal name.
    public init(stringLiteral value: String) {
        self.init(named: value)
    }

    /// The identity of the action named `name` about `subject`, for a screen with one such
    /// action per item: `ActionID("check", item.id)` is `check/<id>`.
    public init(_ name: String, _ subject: some CustomStringConvertible) {
        self.init(named: "\(name)/\(subject)")
    }

    /// The identity of an action that only navigates: its intent.
    public init(navigating intent: NavigationIntent) {
        name = nil
        self.intent = intent
    }

    /// What a named action is about — `<id>` of `check/<id>` — or nil for an action about
    /// nothing in particular, or one that only navigates. Two actions about one subject are two
    /// states of one control ("Check", "Uncheck"): a face that shows one while the data offers
    /// the other shows a stale screen.
    public var subject: Substring? {
        name.flatMap(Self.subject(ofPrinted:))
    }

    /// The subject part of a printed named identity: what follows its first `/`.
    static func subject(ofPrinted printed: String) -> Substring? {
        printed.firstIndex(of: "/").map { printed[printed.index(after: $0)...] }
    }

    /// The identity as text, for a face to name the action by: a name as itself; a navigation
    /// as what it does, then its routes' links as `links` prints them.
    public func printed(with links: LinkTable) -> String {
        name ?? intent.map { Self.printed($0, with: links) } ?? ""
    }

    private static func printed(_ intent: NavigationIntent, with links: LinkTable) -> String {
        // Every route a screen offers has a link in a build that has its feature; one whose
        // feature is absent prints as its type, and the face cannot perform it anyway.
        func link(_ route: AnyRoute) -> String {
            links.link(for: route) ?? "unlinked-\(type(of: route.base))"
        }
        func on(_ tab: TabID?) -> String {
            tab.map { "@\($0.rawValue)" } ?? ""
        }
        switch intent {
        case .push(let route, let tab): return "push\(on(tab))/\(link(route))"
        case .open(let route): return "open/\(link(route))"
        // A chooser asked for a value is one action per key: three roles' "Choose … Checklist"
        // present one chooser, and each is its own action.
        case .present(let route, let style, let request):
            return "\(request.map { "ask-\($0.key)" } ?? "present-\(style.rawValue)")/\(link(route))"
        case .replaceTop(let route, let popping): return "replace-\(popping)/\(link(route))"
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .dismissTo(let level): return "dismiss-to-\(level)"
        case .pop(let tab): return "pop\(on(tab))"
        case .popToRoot(let tab): return "pop-to-root\(on(tab))"
        case .selectTab(let tab): return "tab\(on(tab))"
        case .replaceStack(let stack, let tab): return "stack\(on(tab))/" + stack.map(link).joined(separator: " ")
        case .show(let destination):
            let stack = destination.stack.map { $0.map(link).joined(separator: " ") } ?? "kept"
            let modal = destination.presentation.map { " over " + $0.stack.map(link).joined(separator: " ") } ?? ""
            return "show\(on(destination.tab))/\(stack)\(modal)"
        case .sequence(let intents): return intents.map { printed($0, with: links) }.joined(separator: " then ")
        }
    }
}

/// One performance of an action: its answers, each typed by what its input accepts.
///
/// ``ScreenAction/invocation(answering:)`` makes one from what a person gave, checked; an
/// action reads each answer as the type its input promised, and an answer it never asked for
/// is an error that names it, never a silent empty default.
public struct ActionInvocation: Sendable {
    /// An answer, as its input's kind gives it.
    public enum Answer: Hashable, Sendable {
        /// Text, from a text input: as typed for ``ActionInput/Kind/text``, trimmed for
        /// ``ActionInput/Kind/requiredText(limit:)``.
        case text(String)
        /// A whole number, from a number or a choice (the chosen thing's number, from 1).
        case number(Int)
        /// A day, from a date input.
        case day(CalendarDay)
        /// A text file's name and text, from a file input.
        case file(name: String, text: String)
    }

    /// The answers, by input name.
    public var answers: [String: Answer]

    /// An invocation with `answers`; none for an action that asks nothing.
    public init(answers: [String: Answer] = [:]) {
        self.answers = answers
    }

    /// The text answered to input `name`.
    public func text(_ name: String) throws(ActionError) -> String {
        guard case .text(let text) = answers[name] else { throw missing(name, "text") }
        return text
    }

    /// The number answered to input `name`: a number, or a choice's number from 1.
    public func number(_ name: String) throws(ActionError) -> Int {
        guard case .number(let number) = answers[name] else { throw missing(name, "number") }
        return number
    }

    /// The day answered to input `name`.
    public func day(_ name: String) throws(ActionError) -> CalendarDay {
        guard case .day(let day) = answers[name] else { throw missing(name, "day") }
        return day
    }

    /// The name and text of the file answered to input `name`.
    public func file(_ name: String) throws(ActionError) -> (name: String, text: String) {
        guard case .file(let fileName, let text) = answers[name] else { throw missing(name, "file") }
        return (fileName, text)
    }

    private func missing(_ name: String, _ kind: String) -> ActionError {
        ActionError("This action asked for no \(kind) named “\(name)”, so nothing was changed. This is a bug; please report it.")
    }
}

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
