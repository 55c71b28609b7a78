import NavigationEngine

/// What selecting the tab already selected does, as a person chooses it in Settings.
///
/// The shell applies the choice; whichever feature offers the setting (Profiles, in Settings)
/// saves it under ``preferenceKey`` in the app's preferences.
public enum ReselectChoice: String, CaseIterable, Hashable, Sendable {
    /// Nothing happens: the stack stays (the PRD's choice, and the default).
    case keepStack = "keep"
    /// The stack returns to its root.
    case popToRoot = "pop-to-root"
    /// The stack returns to its root on a second re-select within a second.
    case popOnDoubleReselect = "pop-on-double"

    /// The key of the saved choice among the app's preferences.
    public static let preferenceKey = "navigation.reselect"

    /// The router's policy for the choice.
    public var policy: ReselectPolicy {
        switch self {
        case .keepStack: .keepStack
        case .popToRoot: .popToRoot
        case .popOnDoubleReselect: .popToRootOnDoubleReselect(within: .seconds(1))
        }
    }

    /// How Settings names it.
    public var title: String {
        switch self {
        case .keepStack: "Keep the screen you were on"
        case .popToRoot: "Go back to the top"
        case .popOnDoubleReselect: "Go back to the top on a double tap"
        }
    }
}
