import Foundation
import NavigationTesting
import SailawayCLI
import Testing

/// `sailaway screen`: the selected tab's top screen, as a person and as a script read it.
@MainActor
@Suite struct ScreenCommandTests {
    let app = TerminalApp()

    @Test func jsonHasTitleLinkTabAndNumberedActionsInOrder() async throws {
        await app.run("open", Links.portoCervo)

        let run = await app.run("screen", "--json")

        #expect(run.status == ExitStatus.success)
        let screen = try ScreenSnapshot(json: run.output)
        #expect(screen.title == "Porto Cervo")
        #expect(screen.link == Links.portoCervo)
        #expect(screen.tab == "discover")
        #expect(!screen.isSheet)
        #expect(
            screen.actions == [
                .init(number: 1, label: "Edit"),
                .init(number: 2, label: "Review"),
                .init(number: 3, label: "Show Harbor Master"),
            ]
        )
        #expect(screen.object["breadcrumb"] as? [String] == ["Discover", "Porto Cervo"])
    }

    @Test func aTabsRootScreenHasTheTabsLink() async throws {
        await app.run("tab", "discover")

        let screen = try await app.screen()

        #expect(screen.title == "Discover")
        #expect(screen.link == "sailaway://discover")
        #expect(screen.actionLabels == ["Open Porto Cervo", "Open Kiel"])
    }

    /// A row that is a control says which action it performs, by the number `tap` takes; the
    /// action stays in `actions`, so a script that taps it by label or number works as before.
    @Test func jsonGivesEachRowItsIdentityAndTheNumberOfItsAction() async throws {
        await app.run("tab", "discover")

        let screen = try await app.screen()

        let sections = try #require(screen.object["sections"] as? [[String: Any]])
        let rows = try #require(sections.first?["rows"] as? [[String: Any]])
        #expect(rows.map { $0["text"] as? String } == ["Porto Cervo", "Kiel"])
        #expect(rows.map { $0["action"] as? Int } == [1, 2])
        let ids = rows.compactMap { $0["id"] as? String }
        #expect(ids.count == 2 && Set(ids).count == 2)
        #expect(screen.actionLabels == ["Open Porto Cervo", "Open Kiel"])

        let tapped = await app.run("tap", "2")
        #expect(tapped.status == ExitStatus.success)
        #expect(try await app.screen().title == "Kiel")
    }

    @Test func jsonCarriesAccessibilityTextForRowsAndActions() async throws {
        app.store.review(HarborStore.portoCervo.id, "Calm berths")
        await app.run("open", Links.portoCervo)

        let screen = try await app.screen()

        let sections = try #require(screen.object["sections"] as? [[String: Any]])
        let rows = try #require(sections.first?["rows"] as? [[String: Any]])
        #expect(rows.first?["text"] as? String == "Calm berths")
        #expect(rows.first?["accessibilityLabel"] as? String == "Review: Calm berths")
        let actions = try #require(screen.object["actions"] as? [[String: Any]])
        #expect(actions.first?["accessibilityLabel"] as? String == "Edit")
    }

    @Test func textShowsTitleContentNumberedActionsBreadcrumbAndTabBar() async {
        await app.run("open", Links.portoCervo)

        let run = await app.run("screen")

        #expect(
            run.output == """
                Porto Cervo
                ===========

                Reviews
                  No reviews yet.

                  1. Edit
                  2. Review
                  3. Show Harbor Master

                Discover › Porto Cervo
                 Home   Library  [Discover]  Crew

                """
        )
    }

    @Test func actionsThatNeedTextAreMarked() async {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let run = await app.run("screen")

        #expect(run.output.contains("  1. Rename …\n"))
    }

    @Test func missingContentShowsNotFoundWhoseActionGoesBack() async throws {
        let removed = "sailaway://harbor/550e8400-e29b-41d4-a716-4466554400ff"
        let open = await app.run("open", removed)

        #expect(open.status == ExitStatus.success)
        let screen = try await app.screen()
        #expect(screen.title == "Not Found")
        #expect(screen.object["kind"] as? String == "notFound")
        #expect(screen.object["subtitle"] as? String == "This harbor was removed or never existed.")
        #expect(screen.actionLabels == ["Go Back"])

        await app.run("tap", "1")
        #expect(try await app.state().tabs["discover"] == [])
    }
}
