import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import ProfilesInterface
import SailawayDatabase

/// A checklist, read-only: its sections and items, who made it, who may see it, its rating.
struct ChecklistDetailScreen {
    let store: ChecklistStore
    /// Whether the build can show a person's profile (Profiles is enabled).
    let canShowAuthor: Bool

    func load(_ id: UUID) async throws -> ScreenResult {
        guard let (checklist, header) = try await store.database.writer.read({ db -> (Checklist, ContentHeader)? in
            let user = try User.current(db).id
            guard let content = try ContentItem.visible(id, kind: .checklist, to: user, in: db) else { return nil }
            return (try ChecklistStore.checklist(content, in: db), try ContentHeader.fetch(content, viewer: user, in: db))
        }) else { return ChecklistScreens.notFound }

        var subtitle = header.byline
        if let origin = header.forkedFromTitle {
            subtitle += " · Forked from “\(origin)”"
        }
        let store = store
        var actions: [ScreenAction] = []
        if header.isOwn {
            actions += [.push("Edit", to: ChecklistRoute.editor(id: id)), .push("Publish", to: ChecklistRoute.publish(id: id))]
        }
        actions.append(
            ScreenAction("Fork", accessibility: Accessibility(label: "Fork", hint: "Copies it into your Library to make your own")) { _ in
                guard let fork = try await store.fork(id) else { throw EditError("This checklist is no longer there to fork.") }
                return .message("Forked “\(fork.title)” into your Library as a private copy. Edit it there; the original stays as it is.")
            }
        )
        actions += [
            .present("Rate", ChecklistRoute.rate(id: id), accessibility: Accessibility(label: "Rate", value: header.rating.own.map { "You gave \($0) stars" })),
            .present("Share", ChecklistRoute.share(id: id)),
        ]
        if !header.isOwn {
            actions.append(.present("Report", ChecklistRoute.report(id: id)))
            if canShowAuthor {
                actions.append(.show("Show Author", ProfileRoute.user(id: header.item.authorID), accessibility: Accessibility(label: "Show \(header.authorName)'s profile")))
            }
        }
        return .screen(
            Screen(
                title: checklist.title,
                subtitle: subtitle,
                sections: ChecklistRows.sections(checklist.sections),
                actions: actions
            )
        )
    }
}
