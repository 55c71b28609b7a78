import FeatureRegistry
import Foundation
import GRDB
import SailawayHosting

/// What the community's tests ask of a server: its API, its pages as anyone sees them, and the
/// addresses of every page and screen of the build, from its link table.
extension WebHarness {
    /// The API, in process, signed in to nothing yet.
    func api() -> APIClient {
        APIClient(InProcessClient(server.application))
    }

    /// `GET path` in process, as anyone: no session, no token.
    func get(_ path: String) async throws -> HTTPAnswer {
        try await InProcessClient(server.application).execute(uri: path, method: .get)
    }

    /// Every public page of the build (the public patterns of its link table), each placeholder
    /// filled with every one of `ids` or `words`.
    func publicPaths(ids: [UUID], words: [String]) throws -> [String] {
        let patterns = RouteListing.listings(of: session.composition).map(\.entry).filter { $0.isPublic && $0.isEnabled }
        let kinds = try session.composition.database().writer.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT kind FROM content ORDER BY kind") }
        return patterns.flatMap { PublicPrivacyTests.paths(of: $0.pattern, ids: ids, words: words + [""], types: kinds) }
    }

    /// Every screen of the app as a typed address (`/app/<link>`): every pattern of the build's
    /// link table, public and internal, each placeholder filled with every one of `ids` or
    /// `words`.
    func appPaths(ids: [UUID], words: [String]) throws -> [String] {
        let patterns = RouteListing.listings(of: session.composition).map(\.entry).filter(\.isEnabled)
        return patterns.flatMap { PublicPrivacyTests.paths(of: $0.pattern, ids: ids, words: words, types: []) }.map { "/app" + $0 }
    }
}
