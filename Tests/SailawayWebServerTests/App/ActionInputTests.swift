import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// Actions that need text: a labelled field per input, posted with the form.
@MainActor
@Suite struct ActionInputTests {
    @Test func anActionsInputsAreLabelledFieldsAndTheirTextReachesTheAction() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let home = try await AppFlowTests.explore(browser)
            let discover = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "discover")])
            #expect(discover.html.contains(#"<label for="detail-a0-i0">Words to look for</label>"#))
            #expect(discover.html.contains(#"<input id="detail-a0-i0" name="query" type="text" autocomplete="off">"#))

            let hostile = #"<b>anchor</b> "quoted""#
            let results = try await browser.tap("Search", on: discover, inputs: [("query", hostile)])
            #expect(results.text(of: "h1", after: "<main")?.contains("&lt;b&gt;anchor&lt;/b&gt; &quot;quoted&quot;") == true)
            #expect(!results.html.contains("<b>anchor</b>"))
            #expect(results.html.contains(#"<li><a href="/app/discover">Discover</a></li>"#))
        }
    }

    /// A refused answer is said once, changes nothing, and comes back in its field, marked,
    /// with what is wrong beside it; fields carry their type and limits.
    @Test func anAnswerAnInputRefusesIsShownOnceAndChangesNothing() async throws {
        let harness = try await WebHarness()
        let charter = try harness.charterID()
        try await harness.browse { browser in
            _ = try await AppFlowTests.explore(browser)
            let detail = try await browser.open("/app/charter/\(charter.uuidString.lowercased())")
            let crew = try await browser.tap("Edit Crew", on: detail)
            #expect(crew.html.contains(#"<form method="post" action="/app/action" class="action destructive">"#))
            #expect(crew.html.contains(#"type="number" autocomplete="off" placeholder="crew member 1–"#), "a number field, with its limits")
            #expect(crew.html.contains(#" min="1" max=""#))
            let before = try #require(crew.text(of: "ul", after: "<main"))

            let refused = try await browser.tap("Remove Crew Member", on: crew, inputs: [("number", "99")])
            #expect(refused.html.contains("is not a crew member number"))
            #expect(refused.html.contains("Nothing was changed."))
            #expect(refused.text(of: "ul", after: "<main") == before)
            let field = try #require(refused.html.components(separatedBy: #"name="number""#).dropFirst().first?.components(separatedBy: "</form>").first)
            #expect(field.contains(#"value="99""#), "what was typed is kept")
            #expect(field.contains(#"aria-invalid="true""#))
            #expect(field.contains(#"<span class="field-problem""#) && field.contains("is not a crew member number"))

            let empty = try await browser.tap("Add Crew Member", on: refused, inputs: [("name", "  ")])
            #expect(empty.html.contains("Name: It cannot be empty. Nothing was changed."))
            #expect(empty.text(of: "ul", after: "<main") == before)
            #expect(!empty.html.contains(#"value="99""#), "a refused form is drawn with what was typed once")

            let added = try await browser.tap("Add Crew Member", on: empty, inputs: [("name", "Ana <Skipper>")])
            #expect(added.html.contains("Added Ana &lt;Skipper&gt; to the crew."))
            #expect(added.html.contains("Ana &lt;Skipper&gt;"))
        }
    }

    @Test func theContentColumnLinksOpenTheirScreens() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let home = try await AppFlowTests.explore(browser)
            let discover = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "discover")])
            let checklist = try await browser.tap("Open Pre-Departure Safety", on: discover)
            let column = try #require(checklist.html.components(separatedBy: #"<section class="content-column""#).dropFirst().first)
            let links = column.components(separatedBy: #"<a class="row-link" href=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
            let other = try #require(links.first { !$0.contains("550e8400-e29b-41d4-a716-446655440000") }, "each row of the root is a link")
            let opened = try await browser.open(other)
            #expect(opened.status == .ok)
            #expect(opened.html.contains(#"<button name="tab" value="discover" aria-current="page">"#))
            #expect(opened.text(of: "h1", after: "<main") != "Pre-Departure Safety")
        }
    }
}
