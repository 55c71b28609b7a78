import FeatureRegistry
import FeatureTesting
import Foundation
@testable import Profiles
import SailawayDatabase
import Testing

/// The user's data: exporting it all to a JSON file the screen points to, and clearing the
/// cache without touching anything else.
@MainActor @Suite struct DataManagementTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ProfilesFeature(), FakeLogbooksFeature()])
        try app.selectTab("profile")
        try app.open("sailaway://settings/data", from: .internal)
    }

    @Test func exportWritesReadableJSONWithTheSharedTablesAndEachFeaturesPartAndShowsThePath() async throws {
        #expect(await app.screen().row(labelled: "Latest export")?.accessibility.value == "None yet")
        let message = try #require(try await app.tap("Export My Data")).text
        let prefix = "Exported your data to "
        #expect(message.hasPrefix(prefix))
        let path = String(message.dropFirst(prefix.count))
        #expect(path.hasPrefix(app.directory.appendingPathComponent("exports").path + "/sailaway-export-"))
        #expect(path.hasSuffix(".json"))
        #expect(await app.screen().row(labelled: "Latest export")?.accessibility.value == path)

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let export = try #require(json as? [String: Any])
        let user = try #require(export["user"] as? [String: Any])
        #expect(user["name"] as? String == "Alex Morgan")
        #expect(user["id"] as? String == "5a11a4a7-0000-4000-8000-000000000001")
        #expect(export["format"] as? Int == 2)
        let content = try #require(export["content"] as? [[String: Any]])
        #expect(Set(content.compactMap { $0["title"] as? String }) == ["Daily Boat Checks", "Night Watch Handover"])
        #expect(content.allSatisfy { $0["authorID"] as? String == "5a11a4a7-0000-4000-8000-000000000001" })
        for key in ["ratings", "reports", "drafts"] {
            #expect(export[key] is [Any], "\(key)")
        }
        // Each feature's part under its own key: Profiles' follows, and the logbooks' passages
        // of the user's logbooks only.
        let follows = try #require(export["follows"] as? [String: Any])
        #expect((follows["following"] as? [Any])?.count == 2)
        #expect((follows["followers"] as? [Any])?.count == 2)
        let passages = try #require(export["logbooks"] as? [[String: Any]])
        #expect(Set(passages.compactMap { $0["logbookID"] as? String }) == ["5a11c4ec-0000-4000-8000-000000000006", "5a11c4ec-0000-4000-8000-000000000008"])
        #expect(Set(export.keys) == ["format", "exportedAt", "user", "content", "ratings", "reports", "drafts", "preferences", "follows", "logbooks"])
    }

    @Test func exportFilesAreNamedByTheirTime() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = try! #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 2, hour: 14, minute: 30, second: 5)))
        #expect(DataExport.stamp(date) == "20261102-143005")
    }

    @Test func clearingTheCacheFreesItsFilesAndKeepsEverythingElse() async throws {
        let cache = app.directory.appendingPathComponent("cache", isDirectory: true)
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(count: 2048).write(to: cache.appendingPathComponent("images/chart.png"))
        try Data(count: 512).write(to: cache.appendingPathComponent("feed.json"))
        #expect(await app.screen().row(labelled: "Cache")?.accessibility.value?.hasPrefix("2.5 KB") == true)
        let users = try await ProfileTestSupport.count("user", in: app)
        let stack = app.stackLinks

        #expect(try await app.tap("Clear Cache") == "Cleared the cache: freed 2.5 KB.")
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        #expect(FileManager.default.fileExists(atPath: app.directory.appendingPathComponent(SailawayDatabase.fileName).path))
        #expect(try await ProfileTestSupport.count("user", in: app) == users)
        #expect(app.stackLinks == stack)
        #expect(try await app.tap("Clear Cache") == .information("The cache was already empty; nothing to free."))
    }

    @Test func sizesReadAsPeopleReadThem() {
        #expect(CacheFolder.text(0) == "0 bytes")
        #expect(CacheFolder.text(1) == "1 byte")
        #expect(CacheFolder.text(1023) == "1023 bytes")
        #expect(CacheFolder.text(1536) == "1.5 KB")
        #expect(CacheFolder.text(3 * 1024 * 1024) == "3.0 MB")
    }
}
