import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase

/// Choosing who may see a piece of content: private, unlisted or public.
public struct PublishScreen: Sendable {
    /// The kind of content.
    public var kind: ContentKind
    /// The screen's dependencies.
    public var context: ScreenContext

    /// The publish screen for content of `kind`.
    public init(kind: ContentKind, context: ScreenContext) {
        self.kind = kind
        self.context = context
    }

    /// One action per visibility; the current one is marked. Only the author may publish.
    public func screen(_ id: UUID) async throws -> ScreenResult {
        let database = try context.database()
        let kind = kind
        let author = try context.viewer.account()
        guard let item = try await database.writer.read({ db in
            try ContentItem.owned(id, kind: kind, by: author, in: db)
        }) else {
            return .notFound("Only its author can publish a \(kind.noun), and this one is not yours or no longer exists.")
        }
        let now = context.context.now
        let actions = Visibility.allCases.map { visibility in
            ScreenAction(
                id: ActionID("publish", visibility.rawValue),
                "Make \(visibility.title)",
                accessibility: Accessibility(
                    label: "Make \(visibility.title.lowercased())", value: item.visibility == visibility ? "Current" : nil,
                    hint: visibility.explanation
                )
            ) { _ in
                try await database.writer.write { db in
                    try db.execute(
                        sql: "UPDATE content SET visibility = ?, updatedAt = ? WHERE id = ?",
                        arguments: [visibility, now(), id]
                    )
                }
                return ActionResult(navigation: .back, message: "“\(item.title)” is now \(visibility.title.lowercased()). \(visibility.explanation)")
            }
        }
        return .screen(
            Screen(
                title: "Publish “\(item.title)”",
                subtitle: "It is \(item.visibility.title.lowercased()) now. Who should see it?",
                sections: [
                    ScreenSection(
                        "Visibility",
                        rows: Visibility.allCases.map { visibility in
                            ScreenRow(
                                visibility.title, detail: visibility.explanation,
                                accessibility: Accessibility(
                                    label: visibility.title, value: visibility == item.visibility ? "Current" : nil, hint: visibility.explanation
                                )
                            )
                        }
                    )
                ],
                actions: actions
            )
        )
    }
}
