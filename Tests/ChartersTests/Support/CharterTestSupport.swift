import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase

/// What the tests of Charters share: a fixed clock, and reading the database as the app left it.
enum CharterTestSupport {
    /// New Year's Day 2027, before the sample "Aegean Week" (12–19 Jun 2027).
    static let newYear2027: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_798_761_600) }

    /// The id in a link such as `sailaway://charter/new/<id>`: its last UUID-shaped component.
    static func id(in link: String?) -> UUID? {
        link?.split(separator: "/").reversed().lazy.compactMap { UUID(uuidString: String($0)) }.first
    }

    /// The number of rows of `table` about charter `id`.
    static func count(_ table: String, charter id: UUID, column: String = "charterID", in app: AppHarness) async throws -> Int {
        try await app.database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(column) = ?", arguments: [id]) ?? 0
        }
    }
}
