import AppShell
import AppShellInterface
import Foundation
import NavigationEngine
import Testing

/// The links of the screens every kind of content shares are one declaration now
/// (`ContentScreen`), where each kind once wrote its own: a navigation document the release
/// before wrote, holding each of them, is restored whole and written back byte for byte.
@MainActor @Suite struct ContentScreensDocumentTests {
    /// The document, as `main` at 8e5931e saved it (the fixture's README says how).
    static let document = SourceTree.repository.appendingPathComponent("Tests/SailawayTests/Fixtures/Navigation/every-content-screen.json")

    @Test func aDocumentOfTheReleaseBeforeIsWrittenBackByteForByte() async throws {
        // A sailor of that release's data, so that no onboarding covers the saved modals.
        let directory = try FixtureUpgradeTests.copy(of: RankingTriggerUpgradeTests.fixture)
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved = directory.appendingPathComponent("navigation.json")
        try FileManager.default.removeItem(at: saved)
        try FileManager.default.copyItem(at: Self.document, to: saved)
        let before = try Data(contentsOf: saved)

        let (session, _) = try await DataBuild.launch(DataBuild.features, in: directory)
        #expect(session.router.state.presentations.count == 4)
        #expect(session.router.state.stack(.library).count == 3)
        try session.save()

        let after = try Data(contentsOf: saved)
        let (written, original) = (try Self.object(after), try Self.object(before))
        let added = Set(try Self.tabs(written).keys).subtracting(try Self.tabs(original).keys)
        if added.isEmpty {
            #expect(after == before)
        } else {
            // A build with a feature that release did not have (CI's scaffolded Logbooks) writes
            // that feature's tab too, empty; everything else is as it was.
            #expect(added.allSatisfy { (try? Self.tabs(written)[$0]?.isEmpty) == true })
            var kept = written
            kept["tabs"] = try Self.tabs(written).filter { !added.contains($0.key) }
            #expect(NSDictionary(dictionary: kept) == NSDictionary(dictionary: original))
        }
    }

    private static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private static func tabs(_ document: [String: Any]) throws -> [String: [String]] {
        try #require(document["tabs"] as? [String: [String]])
    }
}
