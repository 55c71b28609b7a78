import FeatureRegistry
import Foundation
import GRDB

/// The sailor whose device this database is: the one place that reads it.
///
/// Hosts read it to say who is looking (the terminal app's session, a browser session opened
/// with the server's own link), and onboarding to know whom it welcomes; features are otherwise
/// handed their ``Viewer``. A new install's sailor is the sample sailor, until onboarding makes
/// another; after its account was deleted a device has none, and its viewer is the public.
public enum DeviceSailor {
    /// The device's sailor as a viewer: their account, or the public while there is none.
    public static func viewer(_ db: Database) throws -> Viewer {
        try id(db).map(Viewer.account) ?? .public
    }

    /// The id of the device's sailor, if it has one.
    public static func id(_ db: Database) throws -> UUID? {
        try UUID.fetchOne(db, sql: "SELECT id FROM user WHERE isCurrent")
    }

    /// Makes `id`, a sailor already in the database, the device's own.
    public static func choose(_ id: UUID, _ db: Database) throws {
        try db.execute(sql: "UPDATE user SET isCurrent = (id = ?)", arguments: [id])
    }
}
