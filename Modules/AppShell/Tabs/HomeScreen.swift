import AppShellInterface
import FeatureRegistry
import NavigationEngine
import SailawayDatabase

/// Home: a greeting, the features' quick actions and their recent activity.
enum HomeScreen {
    /// How many recent items each feature shows.
    static let activityLimit = 5

    @Sendable
    static func load(_ context: ScreenContext) async throws -> Screen {
        let contributions = context.contributions
        // The quick actions answer the greeting's question: first, before the lists.
        let quick = contributions[QuickActions.self].map { action in
            ScreenAction.push(action.title, to: action.route)
        }
        var actions = quick
        var sections: [ScreenSection] = []
        async let name = greetingName(context)
        let listings = await contributions[HomeActivity.self].loadedSideBySide { provider in
            await ContentListing.load(provider.title, emptyText: "Nothing yet.") {
                try await provider.items(activityLimit, context)
            }
        }
        for listing in listings {
            sections.append(listing.section)
            actions += listing.actions
        }
        if context.context.enabledFeatures.isEmpty {
            sections.append(
                ScreenSection(rows: [], emptyText: "This build has no features. Run `sailaway features` to see what is compiled in.")
            )
        }
        return Screen(
            title: "Home", subtitle: "Hello, \(await name). What would you like to do?", sections: sections, actions: actions, toolbar: quick.map(\.id)
        )
    }

    /// The viewer's first name, or “sailor” when the build has no database or no account.
    private static func greetingName(_ context: ScreenContext) async -> String {
        guard let id = context.viewer.accountID else { return "sailor" }
        let name = try? await context.database().writer.read { try User.fetchOne($0, key: id)?.name }
        return name?.split(separator: " ").first.map(String.init) ?? "sailor"
    }
}
