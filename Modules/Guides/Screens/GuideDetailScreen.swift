import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import GuidesInterface
import ProfilesInterface
import SailawayDatabase

/// A guide, read-only: its sections, who wrote it, who may see it, its rating.
struct GuideDetailScreen {
    /// Where the guide is read from and forked.
    let store: GuideStore
    /// Whether this build has Profiles, where “Show Author” leads.
    let showsAuthors: Bool

    /// The page of guide `id`, or not found when it is gone or private to someone else.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let (guide, header) = try await store.database.writer.read({ db -> (Guide, ContentHeader)? in
            let user = try User.current(db).id
            guard let content = try ContentItem.visible(id, kind: .guide, to: user, in: db) else { return nil }
            return (try GuideStore.guide(content, in: db), try ContentHeader.fetch(content, viewer: user, in: db))
        }) else { return GuideScreens.notFound }

        let subtitle = [header.byline] + (header.forkedFromTitle.map { ["Forked from “\($0)”"] } ?? [])
        return .screen(
            Screen(
                title: guide.title,
                subtitle: subtitle.joined(separator: " · "),
                sections: GuideRows.sections(guide.sections),
                actions: actions(id, header: header)
            )
        )
    }

    // MARK: - Actions

    /// The author's Edit and Publish; anyone's Fork, Rate and Share; others' Report and
    /// Show Author.
    private func actions(_ id: UUID, header: ContentHeader) -> [ScreenAction] {
        let store = store
        var actions: [ScreenAction] = []
        if header.isOwn {
            actions += [.push("Edit", to: GuideRoute.editor(id: id)), .push("Publish", to: GuideRoute.publish(id: id))]
        }
        actions.append(
            ScreenAction("Fork", accessibility: Accessibility(label: "Fork", hint: "Copies it into your Library to make your own")) { _ in
                guard let fork = try await store.fork(id) else { throw EditError("This guide is no longer there to fork.") }
                return .message("Forked “\(fork.title)” into your Library as a private copy. Edit it there; the original stays as it is.")
            }
        )
        actions += [
            .present("Rate", GuideRoute.rate(id: id), accessibility: Accessibility(label: "Rate", value: header.rating.own.map { "You gave \($0) stars" })),
            .present("Share", GuideRoute.share(id: id)),
        ]
        if !header.isOwn {
            actions.append(.present("Report", GuideRoute.report(id: id)))
            if showsAuthors {
                actions.append(
                    .show(
                        "Show Author", ProfileRoute.user(id: header.item.authorID),
                        accessibility: Accessibility(label: "Show author", value: header.authorName, hint: "Opens their profile")
                    )
                )
            }
        }
        return actions
    }
}
