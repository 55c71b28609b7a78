import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase

/// The sheets every kind of content shows the same way: publish, rate, share, report.
///
/// A content feature routes its own sheet routes here, handing over its kind and, for sharing,
/// the route whose link is shared.
public struct ContentSheets: Sendable {
    /// The kind of content.
    public var kind: ContentKind
    /// The screen's dependencies.
    public var context: ScreenContext

    /// Sheets for content of `kind`.
    public init(kind: ContentKind, context: ScreenContext) {
        self.kind = kind
        self.context = context
    }

    /// The screen of `sheet` for item `id`; sharing shares the item's detail in `routes`.
    public func screen(for sheet: ContentSheet, id: UUID, routes: ContentRoutes) async throws -> ScreenResult {
        switch sheet {
        case .publish: try await PublishScreen(kind: kind, context: context).screen(id)
        case .rate: try await rate(id)
        case .share: try await share(id, detail: routes.detail(id))
        case .report: try await report(id)
        }
    }

    private var notFound: ScreenResult {
        .notFound("This \(kind.noun) was deleted or you don't have access.")
    }

    // MARK: - Rate

    /// Five actions, one per number of stars; the one given before is marked.
    public func rate(_ id: UUID) async throws -> ScreenResult {
        let database = try context.database()
        let kind = kind
        let user = try context.viewer.account()
        guard let (item, rating, user) = try await database.writer.read({ db -> (ContentItem, RatingSummary, UUID)? in
            guard let item = try ContentItem.visible(id, kind: kind, to: user, in: db) else { return nil }
            return (item, try RatingSummary.fetch(id, viewer: user, in: db), user)
        }) else { return notFound }
        guard item.authorID != user else {
            return .screen(
                Screen(
                    title: "Rate “\(item.title)”",
                    subtitle: "This is your own \(kind.noun), so you cannot rate it: ratings say what other sailors think of it.",
                    actions: [.cancel]
                )
            )
        }
        let now = context.context.now
        let actions = (1...5).map { stars in
            ScreenAction(
                id: ActionID("rate", stars),
                "\(stars) Star\(stars == 1 ? "" : "s")",
                accessibility: Accessibility(
                    label: "Rate \(stars) star\(stars == 1 ? "" : "s")",
                    value: rating.own == stars ? "Your rating" : nil
                )
            ) { _ in
                try await database.writer.write { db in
                    try RatingSummary.rate(id, stars: stars, by: user, at: now(), in: db)
                }
                return ActionResult(navigation: .back, message: "You rated “\(item.title)” \(stars) star\(stars == 1 ? "" : "s"). Thank you!")
            }
        }
        return .screen(
            Screen(
                title: "Rate “\(item.title)”",
                subtitle: rating.own.map { "You gave it \($0) star\($0 == 1 ? "" : "s"); tap to change." } ?? "How useful is this \(kind.noun)?",
                sections: [ScreenSection(rows: [ScreenRow("Rating", detail: rating.text)])],
                actions: actions + [.cancel]
            )
        )
    }

    // MARK: - Share

    /// The links of `detail`, the item's public page, to copy or send.
    public func share(_ id: UUID, detail: some Route) async throws -> ScreenResult {
        let kind = kind
        let viewer = context.viewer.accountID
        guard let item = try await context.database().writer.read({ db -> ContentItem? in
            try ContentItem.visible(id, kind: kind, to: viewer, in: db)
        }) else { return notFound }
        var rows: [ScreenRow] = []
        if let link = context.link(for: detail) {
            rows.append(ScreenRow("App link", detail: link, accessibility: Accessibility(label: "App link", value: link)))
        }
        if let link = context.link(for: detail, style: .universal) {
            rows.append(ScreenRow("Web link", detail: link, accessibility: Accessibility(label: "Web link", value: link)))
        }
        let note = item.visibility == .private
            ? "It is private: only you can open these links. Publish it to share it with others."
            : "Anyone with these links can open it."
        return .screen(
            Screen(
                title: "Share “\(item.title)”",
                subtitle: note,
                sections: [ScreenSection(rows: rows, emptyText: "This build cannot print a link for it.")],
                actions: [ScreenAction.navigate("Done", .back)]
            )
        )
    }

    // MARK: - Report

    /// Why someone reports content.
    public static let reportReasons = [
        "Unsafe or wrong advice",
        "Spam or advertising",
        "Offensive or abusive",
        "Copied without permission",
    ]

    /// One action per reason; reporting records it and closes the sheet.
    public func report(_ id: UUID) async throws -> ScreenResult {
        let database = try context.database()
        let kind = kind
        let user = try context.viewer.account()
        guard let (item, user) = try await database.writer.read({ db -> (ContentItem, UUID)? in
            return try ContentItem.visible(id, kind: kind, to: user, in: db).map { ($0, user) }
        }) else { return notFound }
        guard item.authorID != user else {
            return .screen(
                Screen(title: "Report “\(item.title)”", subtitle: "This is your own \(kind.noun); there is nothing to report.", actions: [.cancel])
            )
        }
        let context = context.context
        let actions = Self.reportReasons.map { reason in
            ScreenAction(id: ActionID("report", reason), reason, accessibility: Accessibility(label: "Report as \(reason.lowercased())")) { _ in
                try await database.writer.write { db in
                    try db.execute(
                        sql: "INSERT INTO report (id, contentID, reporterID, reason, reportedAt) VALUES (?, ?, ?, ?, ?)",
                        arguments: [context.makeID(), id, user, reason, context.now()]
                    )
                }
                return ActionResult(navigation: .back, message: "Thanks for reporting “\(item.title)”. We will look at it.")
            }
        }
        return .screen(
            Screen(title: "Report “\(item.title)”", subtitle: "What is wrong with this \(kind.noun)?", actions: actions + [.cancel])
        )
    }
}

extension ScreenAction {
    /// Closes a sheet without doing anything.
    public static let cancel = ScreenAction.navigate(
        "Cancel", .back, accessibility: Accessibility(label: "Cancel", hint: "Closes without changing anything")
    )
}
