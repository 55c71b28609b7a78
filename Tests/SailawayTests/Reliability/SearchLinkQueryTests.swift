import FeatureRegistry
import FeatureTesting
import Foundation
import NavigationEngine
import SearchInterface
import Testing

/// A search link carries text from anyone, and that text reaches SQLite's full-text index as
/// data, never as query syntax: quotes, `*`, `NEAR(`, `-`, parentheses, operators and long
/// strings give results or the empty state — never an error. Checked through the link path
/// (`search?q=…` opened from outside, the results screen loaded) over the real database, and
/// at each search provider the composed app has, where an error could not hide in a screen.
@MainActor
@Suite struct SearchLinkQueryTests {
    /// Queries made of FTS5 syntax, SQL, and text that is hard on a tokenizer.
    nonisolated static let hostileQueries = [
        "\"", "\"\"", "\"anchoring", "anchoring\"", "*", "anchoring*", "*anchoring", "NEAR(", "NEAR(anchoring, 2)",
        "NEAR(anchoring reef", "-", "-anchoring", ")", "(", "(anchoring", "anchoring)", "AND", "OR", "NOT",
        "anchoring AND", "anchoring OR NOT", "^anchoring", "title:anchoring", "{title body}: anchoring", "anchoring + reef",
        "'; DROP TABLE content; --", "%", "\\", "anchoring\u{202E}", "e\u{301}\u{301}\u{301}", "⚓️🌊", ":", "col:", "\"*\")(",
        String(repeating: "\"*()-NEAR ", count: 400),
    ]

    func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")) ?? text
    }

    /// What every search provider of the app finds for `query`; throws what a provider throws.
    func providerResults(_ query: String, in app: AppHarness) async throws -> [String] {
        var titles: [String] = []
        for provider in app.session.composition.contributions[SearchProviders.self] {
            titles += try await provider.search(query, 20, app.context).map(\.title)
        }
        return titles
    }

    @Test(arguments: hostileQueries)
    func aSearchLinkWithQuerySyntaxShowsResultsOrTheEmptyStateNeverAnError(query: String) async throws {
        let app = try await ComposedApp.launch()
        let link = "sailaway://search?q=" + percentEncoded(query)
        try #require(link.utf8.count <= LinkLimits.maximumLength)

        try app.open(link)

        #expect(app.state.selectedTab == "discover")
        #expect(app.state.selectedStack == [AnyRoute(SearchRoute.results(query: query, type: nil))])
        let screen = await app.screen()
        #expect(screen.kind == .content)
        #expect(screen.title.hasPrefix("Results for") || screen.title == "Search", "\(screen.title)")
        #expect(!screen.sections.contains { $0.emptyText?.hasPrefix("Could not load") == true })
        _ = try await providerResults(query, in: app)
    }

    @Test func syntaxAroundAWordFindsWhatTheWordFinds() async throws {
        let app = try await ComposedApp.launch()
        let plain = try await providerResults("anchoring", in: app)
        #expect(!plain.isEmpty, "the sample content has anchoring")

        for wrapped in ["\"anchoring", "anchoring\"", "(anchoring", "anchoring)", "-anchoring", "anchoring*", "^anchoring", "*anchoring*", "\"(anchoring)\""] {
            #expect(try await providerResults(wrapped, in: app) == plain, "\(wrapped)")
        }
    }

    @Test func queriesOf10KBReachEveryProviderAsText() async throws {
        let app = try await ComposedApp.launch()
        for text in [String(repeating: "a", count: 10_240), String(repeating: "\"*()", count: 2_560), String(repeating: "anchoring ", count: 1_024)] {
            _ = try await providerResults(text, in: app)
        }
    }

    @Test func aSearchLinkLongerThanTheLinkLimitIsRefusedBeforeItIsSearched() async throws {
        let app = try await ComposedApp.launch()
        let link = "sailaway://search?q=" + String(repeating: "a", count: 10_240)

        let error = #expect(throws: LinkError.self) { try app.open(link) }

        #expect(error?.reason == .tooLong(length: link.utf8.count, limit: LinkLimits.maximumLength))
        #expect(app.state.selectedStack.isEmpty)
    }

    @Test func theExecutableOpensSearchLinksWithSyntaxAndExits0() throws {
        let sailaway = try SailawayScript()
        for query in ["\"anchoring", "NEAR(", "-)", "'; DROP TABLE content; --", String(repeating: "*", count: 2_000)] {
            let run = try sailaway.run("open", "https://sailaway.app/search?q=" + percentEncoded(query))
            #expect(run.status == 0, "\(query): \(run.errors)")
            #expect(run.output.hasPrefix("Results for"), "\(query): \(run.output.prefix(200))")
        }
    }
}
