import AppShellInterface
import FeatureRegistry
import NavigationEngine

/// The part of the app that is always there: the Home and Library tabs.
///
/// Both are built from what the enabled features contribute (quick actions, recent activity,
/// Library sections), so a build with fewer features simply shows less.
public struct ShellFeature: Feature {
    /// Creates the shell.
    public init() {}

    public var name: String { "Shell" }

    public func register(with registrar: FeatureRegistrar) {
        registrar.tab(TabContribution(id: .home, title: "Home", order: 0, systemImage: "house.fill", root: HomeScreen.load))
        registrar.tab(
            TabContribution(id: .library, title: "Library", order: 10, systemImage: "books.vertical.fill", root: LibraryScreen.load)
        )
    }
}
