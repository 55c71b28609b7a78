import AppShell
import FeatureRegistry
import Foundation
import SailawayDatabase

extension SailawayDatabase {
    /// A new database in memory with the tables and sample content of `features`, as a build
    /// of them migrates it: for tests of shared code that need real content.
    public static func inMemory(with features: [any Feature]) throws -> SailawayDatabase {
        let composition = try Composition(
            features: features, shell: [ShellFeature()],
            context: FeatureContext(dataDirectory: FileManager.default.temporaryDirectory),
            configuration: AppHarness.configuration
        )
        return try inMemory(schema: AppSchema(composition.contributions))
    }
}
