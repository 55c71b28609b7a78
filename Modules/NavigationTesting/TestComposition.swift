import FeatureRegistry
import Foundation
import NavigationEngine
import ProcessTesting

/// Builders for tests that need a composed build.
public enum TestComposition {
    /// The account the fake features' screens are loaded for: a sailor, signed in.
    public static let sailorID = UUID(uuidString: "5A11A4A7-7E57-4000-8000-000000000001")!
    /// ``sailorID`` as a viewer.
    public static let sailor = Viewer.account(sailorID)

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
