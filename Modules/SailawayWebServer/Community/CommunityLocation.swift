import Community
import CommunityPostgres
import Foundation
import Logging

/// Where a server keeps its community: `community.sqlite` in its data directory (the default,
/// nothing to install), or a PostgreSQL database that several nodes share (`--database
/// postgres://USER@HOST:PORT/DB`).
enum CommunityLocation: Sendable {
    /// The data directory's SQLite file.
    case dataDirectory(URL)
    /// A PostgreSQL database, by its URL.
    case postgres(String)

    /// The location `--database` gives, else the data directory's.
    init(option: String?, directory: URL) throws(CommunityLocationError) {
        guard let option, !option.isEmpty else {
            self = .dataDirectory(directory)
            return
        }
        guard option.hasPrefix("postgres://") || option.hasPrefix("postgresql://") else {
            throw CommunityLocationError(
                "--database must be a PostgreSQL URL such as postgres://sailaway@127.0.0.1:5432/sailaway, or left out for the data directory's own SQLite file, not “\(option)”."
            )
        }
        self = .postgres(option)
    }

    /// The database there.
    func database(logger: Logger) throws -> any CommunityDatabase {
        switch self {
        case .dataDirectory(let directory): try SQLiteCommunityDatabase(directory: directory)
        case .postgres(let url): try PostgresCommunityDatabase(url: url, logger: logger)
        }
    }

    /// Whether a community has been made there: for `sailaway-web link`, which signs with its key.
    var isMade: Bool {
        switch self {
        case .dataDirectory(let directory): FileManager.default.fileExists(atPath: directory.appendingPathComponent(SQLiteCommunityDatabase.fileName).path)
        case .postgres: true
        }
    }
}

/// `--database` does not name a place a community can be kept.
struct CommunityLocationError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
