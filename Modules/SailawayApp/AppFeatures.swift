import FeatureRegistry

/// The app's features: the one composition root every host, whole-app test, tool and
/// benchmark composes from.
///
/// The list is not kept by hand: the `ComposeFeatures` build plugin writes it from the
/// features Package.swift lists, each behind its trait, so `swift build --traits
/// Checklists,Charters` gives a list of those two and a new feature joins it by being added to
/// Package.swift.
public enum AppFeatures {
    /// The features compiled into this build, in the order Package.swift lists them.
    public static var compiledIn: [any Feature] {
        composed
    }

    /// Every feature of the app by its interface's links, compiled in or not: a link into one
    /// a custom build leaves out is refused by name.
    public static var declared: [FeatureDeclaration] {
        declarations
    }

    /// The names of every feature the app has, compiled in or not.
    public static var names: [String] {
        declared.map(\.name)
    }
}
