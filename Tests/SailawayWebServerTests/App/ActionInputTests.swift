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
            #expect(crew.html.contains(#"<form method="post" action="/app/action" class="action row-own destructive">"#), "each member's removal on their row")
            #expect(!crew.html.contains(#"type="number""#), "no field asks for a crew member's number")
            #expect(crew.html.contains(#"maxlength="60""#) && crew.html.contains("Up to 60 characters."), "the limit is said before it refuses")
            let before = try #require(crew.text(of: "ul", after: "<main"))

            let long = String(repeating: "n", count: 61)
            let refused = try await browser.tap("Add Crew Member", on: crew, inputs: [("name", long)])
            #expect(refused.html.contains("It is 61 characters long; the most is 60."))
            #expect(refused.html.contains("Nothing was changed."))
            #expect(refused.text(of: "ul", after: "<main") == before)
            let field = try #require(refused.html.components(separatedBy: #"name="name""#).dropFirst().first?.components(separatedBy: "</form>").first)
            #expect(field.contains(#"value="\#(long)""#), "what was typed is kept")
            #expect(field.contains(#"aria-invalid="true""#))
            #expect(field.contains(#"<span class="field-problem""#) && field.contains("the most is 60"))

            let empty = try await browser.tap("Add Crew Member", on: refused, inputs: [("name", "  ")])
            #expect(empty.html.contains("Name: It cannot be empty. Nothing was changed."))
            #expect(empty.text(of: "ul", after: "<main") == before)
            #expect(!empty.html.contains(long), "a refused form is drawn with what was typed once")

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
