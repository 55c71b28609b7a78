import FeatureRegistry
import Foundation
import NavigationEngine
import SailawayDatabase

/// The actions of a content item's page, the same for every kind: the author's Edit, Publish
/// and Delete; anyone's Fork and Share; others' Rate, Report and Show Author.
public struct ContentDetailActions: Sendable {
    /// The item, as the person using the app sees it.
    public var header: ContentHeader
    /// The kind of content.
    public var kind: ContentKind
    /// Where the actions lead.
    public var routes: ContentRoutes
    /// Copies the item `id` into the user's library; nil when it is gone.
    public var fork: @Sendable (UUID) async throws -> ContentItem?
    /// The profile of a person; nil when the build cannot show one (Profiles is not enabled).
    public var showAuthor: @Sendable (UUID) -> AnyRoute?

    /// Creates the actions of the page of `header`'s item.
    public init(
        header: ContentHeader, kind: ContentKind, routes: ContentRoutes,
        showAuthor: @escaping @Sendable (UUID) -> AnyRoute?, fork: @escaping @Sendable (UUID) async throws -> ContentItem?
    ) {
        self.header = header
        self.kind = kind
        self.routes = routes
        self.showAuthor = showAuthor
        self.fork = fork
    }

    /// The page's actions in order — all drawn in its toolbar, above its content, where the eye
    /// lands first — and the one the page is for: the feature's own first (a deck's Review),
    /// else the author's Edit, else Fork.
    public func toolbar(featureActions: [ScreenAction] = []) -> (actions: [ScreenAction], primary: ActionID?) {
        let actions = actions(featureActions: featureActions)
        let primary = featureActions.first?.id ?? (header.isOwn ? actions.first?.id : "fork")
        return (actions, primary)
    }

    /// The actions in order; `featureActions` (a deck's Review) come after Edit and Publish.
    public func actions(featureActions: [ScreenAction] = []) -> [ScreenAction] {
        let (id, kind, routes, fork) = (header.item.id, kind, routes, fork)
        var actions: [ScreenAction] = []
        if header.isOwn {
            actions += [.push("Edit", to: routes.editor(id)), .push("Publish", to: routes.sheet(.publish, id))]
        }
        actions += featureActions
        actions += [
            ScreenAction(id: "fork", "Fork", accessibility: Accessibility(label: "Fork", hint: "Copies it into your Library to make your own")) { _ in
                guard let copy = try await fork(id) else { throw ContentRuleError("This \(kind.noun) is no longer there to fork.") }
                return .message("Forked “\(copy.title)” into your Library as a private copy. Edit it there; the original stays as it is.")
            },
        ]
        // Ratings are what other sailors think of it: an author does not rate their own.
        if !header.isOwn {
            actions.append(
                .present("Rate", routes.sheet(.rate, id), accessibility: Accessibility(label: "Rate", value: header.rating.own.map { "You gave \($0) stars" }))
            )
        }
        actions += [
            .present("Share", routes.sheet(.share, id)),
        ]
        if header.isOwn {
            actions.append(
                .present(
                    "Delete", routes.dialog(.delete, id), style: ContentDialog.delete.style,
                    accessibility: Accessibility(label: "Delete", hint: "Asks before deleting it for good"), isDestructive: true
                )
            )
        } else {
            actions.append(.present("Report", routes.sheet(.report, id)))
            if let author = showAuthor(header.item.authorID) {
                actions.append(
                    .show(
                        "Show Author", author,
                        accessibility: Accessibility(label: "Show author", value: header.authorName, hint: "Opens their profile")
                    )
                )
            }
        }
        return actions
    }
}
