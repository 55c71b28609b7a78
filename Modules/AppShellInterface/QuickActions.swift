import FeatureRegistry
import NavigationEngine

/// Home's quick actions, such as “Create Checklist”: the shell offers them, any feature fills
/// them.
public enum QuickActions: ExtensionPoint {
    public typealias Contribution = QuickAction
}

/// An action on Home that pushes a route onto Home's stack.
public struct QuickAction: Sendable, OrderedContribution {
    /// The label.
    public var title: String
    /// The SF Symbol a SwiftUI button shows.
    public var systemImage: String
    /// Its place among Home's actions: lower comes first.
    public var order: Int
    /// Where it leads (pushed onto Home's stack).
    public var route: AnyRoute

    /// Creates a quick action.
    public init(title: String, systemImage: String, order: Int, route: some Route) {
        self.title = title
        self.systemImage = systemImage
        self.order = order
        self.route = AnyRoute(route)
    }
}
