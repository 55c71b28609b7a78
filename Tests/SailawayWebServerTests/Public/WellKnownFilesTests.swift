import Foundation
import HTTPTypes
import Hummingbird
import Testing

@MainActor
@Suite struct WellKnownFilesTests {
    @Test func theAppSiteAssociationIsJSONWithTheInternalPathsExcludedFirst() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let page = try await browser.get("/.well-known/apple-app-site-association")
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "application/json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(page.html.utf8)) as? [String: Any])
            let applinks = try #require(json["applinks"] as? [String: Any])
            let details = try #require((applinks["details"] as? [[String: Any]])?.first)
            #expect(details["appIDs"] as? [String] == ["ABCDE12345.app.sailaway"])
            let components = try #require(details["components"] as? [[String: Any]])
            let paths = components.map { $0["/"] as? String ?? "" }
            let excluded = components.map { $0["exclude"] as? Bool == true }
            #expect(paths.contains("/content/checklist/*"))
            #expect(paths.contains("/charter/*"))
            let edit = try #require(paths.firstIndex(of: "/checklist/*/edit"))
            #expect(excluded[edit])
            let firstPublic = try #require(excluded.firstIndex(of: false))
            #expect(excluded[..<firstPublic].allSatisfy { $0 }, "excluded components come before every public one")
            #expect(excluded[firstPublic...].allSatisfy { !$0 })
            #expect(!paths[..<firstPublic].contains("/content/checklist/*"))
        }
    }

    @Test func theAssetLinksFileNamesTheAndroidApp() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let page = try await browser.get("/.well-known/assetlinks.json")
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "application/json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(page.html.utf8)) as? [[String: Any]])
            let target = try #require(json.first?["target"] as? [String: Any])
            #expect(target["package_name"] as? String == "app.sailaway")
            #expect(json.first?["relation"] as? [String] == ["delegate_permission/common.handle_all_urls"])
        }
    }
}
