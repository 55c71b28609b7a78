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
    /// What the action does to what it acts on, so a face can give it its own place and
    /// symbol (a swipe that removes, ↑ and ↓ beside a row) without reading its label.
    public var kind: Kind
    /// The label where what the action acts on goes without saying — beside its row or its
    /// section's heading: “Remove” on Alex's row, whose ``label`` is “Remove: Alex”. Nil when
    /// the label says it already.
    public var rowLabel: String?
    /// What performing it does.
    public var effect: Effect

    /// What an action does to what it acts on.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Anything else: open, check, save, share.
        case other
        /// Adds something where the action is drawn: an item under its section.
        case add
        /// Changes what a row shows: an item's text, a card's two sides.
        case edit
        /// Changes a name: a section's title.
        case rename
        /// Moves it one place up, or to the end of the group above.
        case moveUp
        /// Moves it one place down, or to the start of the group below.
        case moveDown
        /// Takes it away.
        case remove
        /// Writes or changes a note on it.
        case note
    }

    /// Creates an action that does work.
    ///
    /// - Parameters:
    ///   - id: Its identity on the screen: a name, with the subject when the screen has one
    ///     such action per item (`ActionID("check", item.id)`).
    ///   - label: The label shown.
    ///   - accessibility: What assistive technology says; the label by default.
    ///   - inputs: The text it asks for.
    ///   - isDestructive: Whether it destroys something.
    ///   - kind: What it does to what it acts on.
    ///   - perform: The work, then the navigation and message that follow.
    public init(
        id: ActionID,
        _ label: String,
        accessibility: Accessibility? = nil,
        inputs: [ActionInput] = [],
        isDestructive: Bool = false,
        kind: Kind = .other,
        perform: @escaping @Sendable (ActionInvocation) async throws -> ActionResult
    ) {
        self.init(id: id, label: label, accessibility: accessibility, inputs: inputs, isDestructive: isDestructive, effect: .perform(perform))
        self.kind = kind
    }

    private init(id: ActionID, label: String, accessibility: Accessibility?, inputs: [ActionInput], isDestructive: Bool, effect: Effect) {
        self.id = id
        self.label = label
        self.accessibility = accessibility ?? Accessibility(label: label)
        self.inputs = inputs
        self.isDestructive = isDestructive
        kind = .other
        self.effect = effect
    }

    /// An action on one row or section — `subject`, what it shows — that does work: labelled
    /// `verb` beside it (its ``rowLabel``, “Remove”) and “verb: subject” anywhere else (“Remove:
    /// Alex”), which is also what assistive technology says and what `tap` takes.
    ///
    /// A move or a removal is never asked for by number: the action's identity names what it
    /// acts on (`ActionID("remove-crew-member", name)`).
    public static func onRow(
        id: ActionID, _ verb: String, subject: String, kind: Kind, inputs: [ActionInput] = [], isDestructive: Bool = false,
        perform: @escaping @Sendable (ActionInvocation) async throws -> ActionResult
    ) -> ScreenAction {
        var action = ScreenAction(id: id, "\(verb): \(subject)", inputs: inputs, isDestructive: isDestructive || kind == .remove, kind: kind, perform: perform)
        action.rowLabel = verb
        return action
    }

    /// This action drawn on a row or section — `verb` beside it (“Remove”), `label` elsewhere —
    /// doing `kind`.
    public func onRow(_ verb: String, kind: Kind) -> ScreenAction {
        var action = self
        action.rowLabel = verb
        action.kind = kind
        return action
    }

    /// The label beside its row or section: ``rowLabel``, else ``label``.
    public var shortLabel: String {
        rowLabel ?? label
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
            lhs.inputs == rhs.inputs, lhs.isDestructive == rhs.isDestructive, lhs.kind == rhs.kind, lhs.rowLabel == rhs.rowLabel
        else { return false }
        switch (lhs.effect, rhs.effect) {
        case (.navigate(let left), .navigate(let right)): return left == right
        case (.perform, .perform): return true
        default: return false
        }
    }
}
