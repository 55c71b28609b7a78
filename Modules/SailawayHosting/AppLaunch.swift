import AppShell
import FeatureRegistry
import Foundation
import Logging
import NavigationEngine
import SailawayDatabase

/// How every host makes the app over a data directory: the features it enables composed with
/// the shell, over the directory's database, saving navigation state beside it.
public enum AppLaunch {
    /// A session over `directory`, not yet launched.
    ///
    /// - Parameters:
    ///   - features: The compiled-in features.
    ///   - declared: Every feature the app has, compiled in or not, by its interface's links.
    ///   - enabled: The names `--features` gave, or nil for all.
    ///   - directory: The data directory.
    ///   - progress: Where long work (a first database) reports progress.
    ///   - connections: How the database is held open: a pool with the change signal for a
    ///     face that stays, one connection for a command that runs once.
    ///   - services: The host's own services, given the database they may reach (a device's
    ///     sync: the items it fetches).
    ///   - logger: Where navigation events and problems are logged.
    /// - Throws: A composition error, such as an unknown feature name.
    @MainActor
    public static func session(
        features: [any Feature],
        declared: [FeatureDeclaration],
        enabled: [String]?,
        directory: URL,
        progress: WorkProgress = .silent,
        connections: SailawayDatabase.Connections = .pool,
        services: (DatabaseHandle, FeatureContext) -> FeatureContext = { $1 },
        logger: Logger
    ) throws -> AppSession {
        let database = DatabaseHandle.file(in: directory, progress: progress, connections: connections)
        let composition = try Composition(
            features: features,
            enabled: enabled,
            shell: [ShellFeature()],
            declared: declared,
            context: services(database, FeatureContext(dataDirectory: directory).with(database: database).with(progress: progress)),
            configuration: .sailaway
        )
        return AppSession(composition: composition, store: NavigationStore(directory: directory), identity: .device, logger: logger)
    }

    /// Whether `directory` has no database yet: this run creates it with the sample content.
    public static func isNewInstall(_ directory: URL) -> Bool {
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(SailawayDatabase.fileName).path)
    }
}
