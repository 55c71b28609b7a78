import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting

/// A feature declared where a test needs it: a name and what it registers.
///
/// The fakes of NavigationTesting compose into a sound build; each bad case (a link claimed
/// twice, a tab contributed twice) is a few lines of registration, written beside its test.
struct TinyFeature: Feature {
    let name: String
    private let registration: @Sendable (FeatureRegistrar) -> Void

    init(_ name: String, registration: @escaping @Sendable (FeatureRegistrar) -> Void = { _ in }) {
        self.name = name
        self.registration = registration
    }

    func register(with registrar: FeatureRegistrar) {
        registration(registrar)
    }
}

/// Composes a build of `features` the way the host does, with the app's link addresses.
func compose(
    _ features: [any Feature],
    enabled: [String]? = nil,
    shell: [any Feature] = [],
    declared: [FeatureDeclaration] = [],
    context: FeatureContext = unusedDirectoryContext()
) throws(CompositionError) -> Composition {
    try Composition(
        features: features, enabled: enabled, shell: shell, declared: declared, context: context,
        configuration: TestComposition.configuration
    )
}

/// A tab whose root screen is titled after it, for features that need a tab and nothing more.
func plainTab(_ id: TabID, title: String, order: Int) -> TabContribution {
    TabContribution(id: id, title: title, order: order, systemImage: "circle") { _ in Screen(title: title) }
}

/// The test context over the system's temporary directory, for builds that never write: it
/// spares each composition a directory of its own.
func unusedDirectoryContext() -> FeatureContext {
    TestComposition.context(directory: FileManager.default.temporaryDirectory)
}

extension TabID {
    /// A tab of a test feature's own, beside the tabs of the shell and the fakes.
    static let marina: TabID = "marina"
}
