import FeatureRegistry
import Foundation
import ProfilesInterface
import SailawayDatabase

/// A sailor's content on their profile, as the enabled content features contribute it through
/// `profileSections`: Profiles lists it and opens it without knowing any content feature.
struct ProfileContent {
    /// The sections, in the contributions' order.
    var sections: [ScreenSection]
    /// "Open …" for each item listed, pushing its route.
    var actions: [ScreenAction]

    /// The content of the profile of `subject`. When the viewer is that sailor, the providers
    /// list private items too (only to them), so the headings say whose it is.
    ///
    /// A section whose provider fails says so in place; the rest of the profile still shows. A
    /// provider with nothing to show this viewer (``ProfileSection/items``) has no section.
    static func load(for subject: ProfileSubject, context: ScreenContext) async -> ProfileContent {
        let parts = await context.contributions[ProfileSections.self].loadedSideBySide { provider in
            await section(of: provider, for: subject, context: context)
        }.compactMap(\.self)
        return ProfileContent(sections: parts.map(\.section), actions: parts.flatMap(\.actions))
    }

    /// One provider's section of the profile of `subject`, and the actions of its rows; nil
    /// when the provider has nothing to show this viewer.
    private static func section(
        of provider: ProfileSection, for subject: ProfileSubject, context: ScreenContext
    ) async -> (section: ScreenSection, actions: [ScreenAction])? {
        let isOwn = subject.isViewer
        let heading = isOwn ? "Your \(provider.title)" : provider.title
        do {
            guard let items = try await provider.items(subject, context) else { return nil }
            let opens = items.map { item in
                ScreenAction.push("Open \(item.title)", to: item.route, accessibility: Accessibility(label: "Open \(item.title)", value: item.detail))
            }
            let section = ScreenSection(
                heading,
                rows: zip(items, opens).map { item, open in
                    ScreenRow(
                        item.title, detail: item.detail, accessibility: Accessibility(label: "\(provider.title): \(item.title)", value: item.detail),
                        action: open.id
                    )
                },
                emptyText: isOwn ? "Nothing here yet." : "No public \(provider.title.lowercased()) yet."
            )
            return (section, opens)
        } catch is NoAccount {
            // Content features list what a viewer may see, and without an account there is none.
            return (ScreenSection(heading, rows: [], emptyText: "Create an account in Profile to see \(provider.title.lowercased())."), [])
        } catch {
            return (ScreenSection(heading, rows: [], emptyText: "Could not be loaded: \(error)"), [])
        }
    }
}
