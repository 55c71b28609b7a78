import NavigationEngine

/// A tab a feature owns, with its root screen.
///
/// Tabs are data: the module that owns a tab declares its ``TabID`` and contributes it here.
/// A tab has one owner; the composition refuses two.
public struct TabContribution: Sendable, OrderedContribution {
    /// The tab.
    public var id: TabID
    /// Its name in the tab bar.
    public var title: String
    /// Its place in the tab bar: lower comes first.
    public var order: Int
    /// The SF Symbol a SwiftUI tab bar shows.
    public var systemImage: String
    /// The feature that owns it; set when it is registered.
    public internal(set) var owner = ""
    /// Builds the root screen, under every stack of this tab.
    public var root: @Sendable (ScreenContext) async throws -> Screen

    /// Creates a tab contribution.
    public init(
        id: TabID,
        title: String,
        order: Int,
        systemImage: String,
        root: @escaping @Sendable (ScreenContext) async throws -> Screen
    ) {
        self.id = id
        self.title = title
        self.order = order
        self.systemImage = systemImage
        self.root = root
    }

    func owned(by feature: String) -> TabContribution {
        var copy = self
        copy.owner = feature
        return copy
    }
}

/// The tab bar: the one extension point every app of the engine has, since navigation state is
/// made of tabs.
public enum TabBar: ExtensionPoint {
    public typealias Contribution = TabContribution

    public static func precedes(_ first: TabContribution, _ second: TabContribution) -> Bool {
        (first.order, first.id) < (second.order, second.id)
    }
}
