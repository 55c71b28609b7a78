import Foundation
import HTTPTypes
import Hummingbird
import SailawayDatabase
import Testing

@MainActor
@Suite struct PublicPageTests {
    @Test func aPublicChecklistShowsTitleAuthorBodyPreviewTagsAndOpenInSailaway() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Pre-Departure Safety")
        try await harness.browse { browser in
            let page = try await browser.get("/content/checklist/\(id.uuidString.lowercased())")
            #expect(page.status == .ok)
            #expect(page.text(of: "h1") == "Pre-Departure Safety")
            #expect(page.html.contains("By Marta Ferrer"))
            #expect(page.html.contains("Life jackets for every crew member"))
            #expect(page.html.contains(#"<a class="open-in-app" href="sailaway://content/checklist/\#(id.uuidString.lowercased())">Open in Sailaway</a>"#))
            #expect(page.html.contains(#"<meta property="og:title" content="Pre-Departure Safety">"#))
            #expect(page.html.contains(#"<meta property="og:url" content="https://sailaway.app/content/checklist/\#(id.uuidString.lowercased())">"#))
            #expect(page.html.contains(#"<meta property="og:type" content="article">"#))
            #expect(page.html.contains(#"<meta property="og:description" content="By Marta Ferrer"#))
            #expect(page.html.contains(#"<meta name="twitter:card" content="summary">"#))
            #expect(!page.html.contains("<form"), "a public page offers no action")
        }
    }

    @Test func aPageServedAgainFollowsEveryChangeToTheData() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Pre-Departure Safety")
        let path = "/content/checklist/\(id.uuidString.lowercased())"
        try await harness.browse { browser in
            let first = try await browser.get(path), again = try await browser.get(path)
            #expect(first.status == .ok)
            #expect(again.html == first.html, "kept while nothing changes")
        }
        try harness.setVisibility(of: id, to: .private)
        try await harness.browse { browser in
            let page = try await browser.get(path)
            #expect(page.status == .notFound, "made private after it was shown: gone at once")
        }
        try harness.setVisibility(of: id, to: .public)
        try await harness.browse { browser in
            let page = try await browser.get(path)
            #expect(page.status == .ok)
        }
    }

    @Test func anAliasOpensTheSamePage() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Essential Knots")
        try await harness.browse { browser in
            let page = try await browser.get("/content/\(id.uuidString.lowercased())?type=deck")
            #expect(page.status == .ok)
            #expect(page.text(of: "h1") == "Essential Knots")
        }
    }

    @Test func privateContentUnknownIdsAndInternalPathsGetTheSame404() async throws {
        let harness = try await WebHarness()
        let own = try harness.contentID(titled: "Daily Boat Checks")
        try await harness.browse { browser in
            let paths = [
                "/content/checklist/\(own.uuidString.lowercased())",
                "/content/checklist/\(UUID().uuidString)",
                "/content/guide/not-an-id",
                "/checklist/\(own.uuidString.lowercased())/edit",
                "/settings",
                "/charters",
                "/no/such/place",
            ]
            var bodies: Set<String> = []
            for path in paths {
                let page = try await browser.get(path)
                #expect(page.status == .notFound, "\(path)")
                bodies.insert(page.html)
            }
            #expect(bodies.count == 1, "one 404 page for all")
            #expect(!bodies.first!.contains("Daily Boat Checks"))
        }
    }

    @Test func unlistedContentOpensByItsLinkButIsNotListed() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Anchoring")
        try harness.setVisibility(of: id, to: .unlisted)
        try await harness.browse { browser in
            #expect(try await browser.get("/content/checklist/\(id.uuidString.lowercased())").status == .ok)
            let results = try await browser.get("/search?q=anchor")
            #expect(results.status == .ok)
            #expect(!results.html.contains(">Anchoring<"))
            #expect(results.html.contains("Lights and Shapes"))
        }
    }

    @Test func theOwnersProfileListsOnlyPublicContent() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let page = try await browser.get("/user/\(SampleContent.currentUser.uuidString)")
            #expect(page.status == .ok)
            #expect(page.html.contains(#"<meta property="og:type" content="profile">"#))
            #expect(!page.html.contains("Daily Boat Checks"), "private content is never on a public page")
        }
    }

    @Test func aCharterGetsOnlyTheOpenInSailawayPage() async throws {
        let harness = try await WebHarness()
        let id = try harness.charterID()
        try await harness.browse { browser in
            let page = try await browser.get("/charter/\(id.uuidString.lowercased())")
            #expect(page.status == .ok)
            #expect(page.html.contains(#"<a class="open-in-app" href="sailaway://charter/\#(id.uuidString.lowercased())">Open in Sailaway</a>"#))
            #expect(!page.html.contains("og:title"))
            #expect(page.text(of: "h1") == "Open in Sailaway")
        }
    }

    @Test func hostileSearchTextIsShownEscaped() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let hostile = #"<script>alert("x")</script>' onmouseover="y"#
            let encoded = hostile.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let page = try await browser.get("/search?q=\(encoded)")
            #expect(page.status == .ok)
            #expect(!page.html.contains("<script>"))
            #expect(!page.html.contains(#"onmouseover="y"#))
            #expect(page.html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&quot;y"))

            let long = String(repeating: "%3Cscript%3E", count: 900)
            let longPage = try await browser.get("/search?q=\(long)")
            #expect([HTTPResponse.Status.ok, .notFound].contains(longPage.status))
            #expect(!longPage.html.contains("<script>"))
            #expect(longPage.html.utf8.count < 40_000)
        }
    }

    @Test func theLandingPageAnswersAtTheRoot() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let page = try await browser.get("/")
            #expect(page.status == .ok)
            #expect(page.text(of: "h1") == "Sailaway")
            let css = try await browser.get("/static/app.css")
            #expect(css.status == .ok)
            #expect(css.headers[.contentType] == "text/css; charset=utf-8")
        }
    }

    @Test func publicPagesNeverWriteTheNavigationState() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Pre-Departure Safety")
        let before = harness.savedNavigation
        try await harness.browse { browser in
            _ = try await browser.get("/content/checklist/\(id.uuidString.lowercased())")
            _ = try await browser.get("/search?q=knots")
        }
        #expect(harness.savedNavigation == before)
    }
}
