import FeatureRegistry
import Foundation
import NavigationEngine
import ProcessTesting

/// Builders for tests that need a composed build.
public enum TestComposition {
    /// The app's link addresses.
    public static let configuration = LinkConfiguration(scheme: "sailaway", universalHosts: ["sailaway.app"])

    /// A context over `directory` (by default the system's temporary directory, for builds that
    /// never write), with a fixed clock.
    public static func context(directory: URL = FileManager.default.temporaryDirectory) -> FeatureContext {
        FeatureContext(dataDirectory: directory, now: { Date(timeIntervalSince1970: 1_780_000_000) })
    }

    /// A new empty directory for one test, removed when the test process ends at the latest
    /// (``TestCleanup``).
    public static func temporaryDirectory() -> URL {
        TestCleanup.directory("tests")
    }
}
