import FeatureTesting
import Foundation
import HTTPTypes
import Hummingbird
import SailawayApp
import Testing

/// The PRD's flows at the HTTP level: what a person does in a browser, and what the terminal
/// then sees on the same data directory.
@MainActor
@Suite struct AppFlowTests {
    /// A browser with a session, past the welcome, on Home.
    static func explore(_ browser: Browser) async throws -> Browser.Page {
        try await browser.startSession(token: WebHarness.token)
        let welcome = try await browser.open("/app")
        return try await browser.tap("Explore with Sample Content", on: welcome)
    }

    /// The sample charter's check-in run, reached as a person reaches it: the sample content
    /// explored, the charter opened, its Check-in checklist opened.
    static func checkInRun(_ browser: Browser, of harness: WebHarness) async throws -> Browser.Page {
        let charter = try harness.charterID().uuidString.lowercased()
        _ = try await explore(browser)
        let detail = try await browser.open("/app/charter/\(charter)")
        return try await browser.tap("Open Check-in Checklist", on: detail)
    }

    @Test func aNewInstallShowsTheWelcomeFirst() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            try await browser.startSession(token: WebHarness.token)
            let redirect = try await browser.get("/app")
            #expect(redirect.status == .seeOther)
            #expect(redirect.location == "/app/welcome")
            let page = try await browser.open("/app")
            #expect(page.html.contains(#"<dialog open class="modal full-screen-cover">"#))
            #expect(page.text(of: "h1", after: "<dialog") == "Welcome to Sailaway")
        }
    }

    @Test func thePageHasTheTabBarBreadcrumbAndSplitLayout() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let home = try await Self.explore(browser)
            #expect(home.status == .ok)
            for hook in [
                #"<div class="layout without-content">"#, #"<aside class="sidebar">"#,
                #"<section class="detail-column">"#, #"<nav class="tabs""#, #"<nav class="breadcrumb""#,
            ] {
                #expect(home.html.contains(hook), "\(hook)")
            }
            #expect(!home.html.contains(#"class="content-column""#), "a tab's root shown is not drawn beside itself")
            let discover = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "discover")])
            let checklist = try await browser.tap("Open Pre-Departure Safety", on: discover)
            #expect(checklist.html.contains(#"<div class="layout">"#))
            #expect(checklist.text(of: "h1", after: #"<section class="content-column""#) == "Discover", "the tab's root beside the screen shown")
            for tab in try AppHarness.tabs(of: AppFeatures.compiledIn, declared: AppFeatures.declared) {
                #expect(home.html.contains(#"<button name="tab" value="\#(tab.id.rawValue)""#), "\(tab.title)")
            }
            #expect(home.html.contains(#"<button name="tab" value="home" aria-current="page">Home</button>"#))
            #expect(home.html.contains(#"<link rel="stylesheet" href="/static/app.css">"#))
        }
    }

    /// Import File takes a file picked in the browser, sent as `multipart/form-data`: its
    /// checklist opens in the editor; a file of another type is refused beside its field.
    @Test func importingAnUploadedFileOpensItsChecklistInTheEditor() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let home = try await Self.explore(browser)
            let choice = try await browser.tap("Create Checklist", on: home)
            #expect(choice.html.contains(#"enctype="multipart/form-data""#))
            #expect(choice.html.contains(#"type="file""#) && choice.html.contains(#"accept=".md,.markdown,.txt""#))

            let refused = try await browser.upload("Import File", on: choice, field: "file", file: ("chart.png", [0x89, 0x50, 0x4E, 0x47]))
            #expect(refused.text(of: "h1", after: "<main") == "New Checklist")
            #expect(refused.html.contains("“chart.png” is not a .md or .markdown or .txt file."))

            let markdown = "# Mooring — Zoë’s boat\n## Lines\n- [ ] Bow line\n- [ ] Stern line\n"
            let editor = try await browser.upload("Import File", on: refused, field: "file", file: ("mooring.md", Array(markdown.utf8)))
            #expect(editor.text(of: "h1", after: "<main") == "Edit “Mooring — Zoë’s boat”")
            #expect(editor.html.contains("Imported “Mooring — Zoë’s boat”: 1 sections, 2 items."))
        }
    }

    @Test func discoverThenAChecklistThenRatingItInASheet() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let home = try await Self.explore(browser)
            let discover = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "discover")])
            #expect(discover.text(of: "h1", after: "<main") == "Discover")
            #expect(discover.html.contains(#"<button name="tab" value="discover" aria-current="page">Discover</button>"#))

            let checklist = try await browser.tap("Open Pre-Departure Safety", on: discover)
            #expect(checklist.text(of: "h1", after: "<main") == "Pre-Departure Safety")
            #expect(checklist.html.contains(#"<li><a href="/app/discover">Discover</a></li>"#))
            #expect(checklist.html.contains(#"<form method="post" action="/app/back" class="back">"#))

            let rate = try await browser.tap("Rate", on: checklist)
            #expect(rate.html.contains(#"<dialog open class="modal sheet">"#))
            #expect(rate.text(of: "h1", after: "<dialog")?.hasPrefix("Rate") == true)
            #expect(rate.text(of: "h1", after: "<main") == "Pre-Departure Safety", "the screen beneath is still drawn")

            let rated = try await browser.tap("5 Stars", on: rate)
            #expect(!rated.html.contains("<dialog"))
            #expect(rated.html.contains(#"<p class="notice success" role="status" tabindex="-1">"#))
            #expect(try await harness.terminalScreen().screen.title != "Pre-Departure Safety", "the browser's navigation is its own")
        }
    }

    @Test func aConfirmationDialogAndBackDismissingIt() async throws {
        let harness = try await WebHarness()
        let own = try harness.contentID(titled: "Daily Boat Checks")
        try await harness.browse { browser in
            _ = try await Self.explore(browser)
            let checklist = try await browser.open("/app/content/checklist/\(own.uuidString.lowercased())")
            #expect(checklist.text(of: "h1", after: "<main") == "Daily Boat Checks")
            #expect(checklist.html.contains(#"<form method="post" action="/app/action" class="action destructive">"#))
            let confirm = try await browser.tap("Delete", on: checklist)
            #expect(confirm.html.contains(#"<dialog open class="modal confirmation-dialog">"#))
            let back = try await browser.submit("/app/back", [("csrf", try #require(confirm.csrf))])
            #expect(!back.html.contains("<dialog"))
            #expect(back.text(of: "h1", after: "<main") == "Daily Boat Checks")
        }
    }

    @Test func aPastedInternalLinkIsRefusedAndAPublicOneOpens() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Anchoring")
        try await harness.browse { browser in
            _ = try await Self.explore(browser)
            let before = harness.savedNavigationFromAnyActor()
            let refused = try await browser.get("/app/checklist/\(id.uuidString.lowercased())/edit")
            #expect(refused.status == .notFound)
            #expect(refused.html.contains("opens only from inside the app"))
            #expect(harness.savedNavigationFromAnyActor() == before)

            let opened = try await browser.get("/app/content/checklist/\(id.uuidString.lowercased())")
            #expect(opened.status == .ok)
            #expect(opened.text(of: "h1", after: "<main") == "Anchoring")
            #expect(opened.html.contains(#"<button name="tab" value="discover" aria-current="page">"#))
        }
    }

    @Test func browserBackGoesBackInTheAppAndForwardOpensTheScreenAgain() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Pre-Departure Safety")
        try await harness.browse { browser in
            let home = try await Self.explore(browser)
            let discover = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "discover")])
            let checklist = try await browser.tap("Open Pre-Departure Safety", on: discover)
            #expect(checklist.text(of: "h1", after: "<main") == "Pre-Departure Safety")

            // Back: the previous address is in the state, so the app goes back to it.
            let back = try await browser.get("/app/discover")
            #expect(back.status == .ok)
            #expect(back.text(of: "h1", after: "<main") == "Discover")

            // Forward: an address this session showed opens again, as a link from inside.
            let forward = try await browser.get("/app/content/checklist/\(id.uuidString.lowercased())")
            #expect(forward.status == .ok)
            #expect(forward.text(of: "h1", after: "<main") == "Pre-Departure Safety")

            // Back to another tab's screen selects that tab.
            let homeAgain = try await browser.get("/app/home")
            #expect(homeAgain.status == .ok)
            #expect(homeAgain.html.contains(#"<button name="tab" value="home" aria-current="page">Home</button>"#))
        }
    }

    @Test func reloadingAfterAnActionRepeatsNothing() async throws {
        let harness = try await WebHarness()
        let address = "/app/content/checklist/\(try harness.contentID(titled: "Pre-Departure Safety").uuidString.lowercased())"
        try await harness.browse { browser in
            let home = try await Self.explore(browser)
            let discover = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "discover")])
            let checklist = try await browser.tap("Open Pre-Departure Safety", on: discover)
            let saved = harness.savedNavigationFromAnyActor()
            for _ in 0..<2 {
                let reloaded = try await browser.get(address)
                #expect(reloaded.status == .ok)
                #expect(reloaded.text(of: "h1", after: "<main") == checklist.text(of: "h1", after: "<main"))
            }
            #expect(harness.savedNavigationFromAnyActor() == saved)
        }
    }

    @Test func aBrowserIsADeviceOfItsOwnAndTheTerminalAnother() async throws {
        let harness = try await WebHarness()
        let id = try harness.contentID(titled: "Essential Knots")
        try await harness.browse { browser in
            let home = try await Self.explore(browser)
            let before = harness.savedNavigationFromAnyActor()
            _ = try await browser.submit("/app/tab", [("csrf", try #require(home.csrf)), ("tab", "charters")])
            #expect(try await harness.terminalScreen().tab.rawValue != "charters", "the terminal stays where it was")
            #expect(harness.savedNavigationFromAnyActor() == before, "the data directory's navigation state is the terminal's")

            // What the terminal opens moves the terminal, not this browser.
            try await harness.openInTerminal("sailaway://content/deck/\(id.uuidString.lowercased())")
            let next = try await browser.get("/app")
            #expect(next.location == "/app/charters")
        }
    }

    @Test func aFailedActionShowsWhyOnceAndChangesNothing() async throws {
        let harness = try await WebHarness()
        try await harness.browse { browser in
            let home = try await Self.explore(browser)
            let csrf = try #require(home.csrf)
            let failed = try await browser.submit("/app/action", [("csrf", csrf), ("action", "no-such-action")])
            #expect(failed.html.contains(#"<p class="notice error" role="alert" tabindex="-1">That action is not on this screen any more. Nothing was changed.</p>"#))
            let again = try await browser.open("/app")
            #expect(!again.html.contains(#"class="notice"#), "a message is shown once")
        }
    }
}
