/// How a modal is shown over the app: the four presentations of SwiftUI, as data.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sheet over the screen under it (`sheet`).
    case sheet
    /// A modal that covers the whole app, tab bar included (`fullScreenCover`).
    case fullScreenCover
    /// A short question with buttons (`alert`).
    case alert
    /// A choice of actions about what is on screen, one of them often destructive
    /// (`confirmationDialog`).
    case confirmationDialog

    /// Whether it is a dialog: one screen of buttons that is answered once, never a stack.
    public var isDialog: Bool {
        self == .alert || self == .confirmationDialog
    }
}

/// One modal over the app: its style and its own stack of routes, root first.
///
/// A sheet or a cover holds a stack, as a `NavigationStack` inside a `sheet` does: pushes while
/// it is shown land in it, and dismissing it closes the whole stack at once. A dialog holds one
/// route, the question; its screen gives its typed buttons.
public struct Presentation: Hashable, Sendable {
    /// How it is shown.
    public let style: PresentationStyle
    /// Its routes, root first; never empty.
    public private(set) var stack: [AnyRoute]
    /// The request it answers, when it was presented to choose a value for another screen.
    public let request: ResultRequest?

    /// A modal showing `route`.
    public init(_ route: AnyRoute, style: PresentationStyle = .sheet, request: ResultRequest? = nil) {
        self.style = style
        self.stack = [route]
        self.request = request
    }

    /// A modal with a whole stack: `stack` with repeats removed.
    ///
    /// - Precondition: `stack` is not empty; a dialog's holds one route.
    public init(stack: [AnyRoute], style: PresentationStyle, request: ResultRequest? = nil) {
        precondition(!stack.isEmpty, "A presentation shows at least one route")
        self.style = style
        self.stack = style.isDialog ? [stack[0]] : NavigationState.withoutRepeats(stack)
        self.request = request
    }

    /// The route it was presented with.
    public var root: AnyRoute { stack[0] }

    /// The route on top of its stack: what it shows.
    public var top: AnyRoute { stack[stack.count - 1] }

    /// Whether routes can be pushed inside it.
    public var holdsStack: Bool { !style.isDialog }

    /// Replaces its stack; a stack emptied by popping its root leaves the root.
    mutating func setStack(_ routes: [AnyRoute]) {
        let routes = NavigationState.withoutRepeats(routes)
        stack = routes.isEmpty ? [root] : routes
    }
}
