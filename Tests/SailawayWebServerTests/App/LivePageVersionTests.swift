import Foundation
import Testing

@testable import SailawayWebServer

/// An app page carries the data's version it was built at (`<body data-version>`): the number
/// the live events send after each commit. The page's script loads nothing for an event whose
/// version it carries — so an action's own change, shown by the page the action brings, is not
/// followed by a second page.
@MainActor
@Suite struct LivePageVersionTests {
    @Test func thePageAnActionBringsCarriesTheVersionAfterItsCommit() async throws {
        let harness = try await WebHarness()
        let changes = try #require(try harness.session.composition.database().changes)
        try await harness.browse { browser in
            let run = try await AppFlowTests.checkInRun(browser, of: harness)
            let before = try await changes.version()
            #expect(Self.version(of: run.html) == String(before), "a page shows the data as it is")

            let checked = try await browser.tapInPlace("Check: Bilge pump", on: run)
            let after = try await changes.version()
            #expect(after != before, "the check was committed")
            #expect(Self.version(of: checked.html) == String(after), "the action's page is at its own commit's version")
            // The push to the community and its change coming back through the log were done
            // before the page was built: nothing the action causes is committed after it.
            try await Task.sleep(for: .milliseconds(500))
            #expect(try await changes.version() == after, "nothing committed after the action's page")
        }
    }

    /// The number in the page's `<body data-version="…">`.
    nonisolated static func version(of html: String) -> String? {
        guard let body = html.range(of: "<body"), let end = html[body.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = html[body.upperBound..<end]
        guard let start = tag.range(of: "data-version=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }
}
