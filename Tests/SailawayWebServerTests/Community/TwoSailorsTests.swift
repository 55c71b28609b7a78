import Foundation
import PostgresTesting
import Testing

/// Two sailors' devices on one server (the PRD's flows 1, 2 and 4 across accounts): Marta
/// publishes from her device; Jonas, in a browser signed in to his account, finds it in Discover
/// and search, opens its public page and its screen in the app, rates it and forks it; Marta's
/// profile shows his rating, on the server and on her device. On each engine.
@MainActor
@Suite struct TwoSailorsTests {
    @Test(arguments: Engine.allCases) func martaPublishesAndJonasFindsOpensRatesAndForksIt(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let marta = try await Device()
        let martaID = try await marta.signUp(to: try await harness.listen(), as: "Marta Ferrer")
        let title = "Spinnaker Hoist Drill"
        let id = try await marta.makeChecklist(title, visibility: "public")
        try await marta.syncNow()

        let jonas = Browser(client: InProcessClient(harness.server.application))
        #expect(try await jonas.signUp(name: "Jonas Berg", email: "jonas@example.com").status == .ok)
        let discover = try await jonas.open("/app/discover")
        #expect(discover.html.contains(title), "Jonas's Discover lists it")
        let results = try await jonas.open("/app/search?q=spinnaker")
        #expect(results.html.contains(title), "his search finds it")

        let link = "content/checklist/\(id.lowercased)"
        let publicPage = try await harness.get("/\(link)")
        #expect(publicPage.status == .ok && publicPage.text.contains(title) && publicPage.text.contains("Marta Ferrer"))
        let screen = try await jonas.open("/app/\(link)")
        #expect(screen.text(of: "h1", after: "<main") == title, "its screen in his app")

        let rate = try await jonas.tap("Rate", on: screen)
        let rated = try await jonas.tap("5 Stars", on: rate)
        #expect(rated.html.contains(#"class="notice success""#))
        let forked = try await jonas.tap("Fork", on: try await jonas.open("/app/\(link)"))
        #expect(forked.html.contains(#"class="notice success""#), "forked")
        let library = try await jonas.open("/app/library")
        #expect(library.html.contains(title), "the copy is in his Library")

        // Marta's profile shows his rating: her public profile on the server, and her own
        // device's screen once it syncs. Her checklist is as she made it.
        let profile = try await harness.get("/user/\(martaID.lowercased)")
        #expect(profile.text.contains(title) && profile.text.contains("★ 5.0 (1 rating)"), "\(profile.text)")
        try await marta.syncNow()
        try marta.app.open("sailaway://\(link)")
        let own = await marta.app.screen()
        #expect(own.title == title)
        #expect(own.subtitle?.contains("★ 5.0 (1 rating)") == true, "\(own.subtitle ?? "")")
    }
}
