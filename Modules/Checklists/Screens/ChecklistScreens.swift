import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation
import ProfilesInterface
import SailawayDatabase

/// Loads the screen of every checklist route.
struct ChecklistScreens {
    let context: ScreenContext

    func screen(for route: ChecklistRoute) async throws -> ScreenResult {
        let store = ChecklistStore(database: try context.database(), now: context.context.now, makeID: context.context.makeID)
        switch route {
        case .detail(let id):
            return try await ChecklistDetailScreen(store: store, canShowAuthor: context.context.isEnabled(FeatureDeclaration.profiles.name)).load(id)
        case .typeSelection:
            return .screen(TypeSelectionScreen(store: store).screen())
        case .forkPicker:
            return try await ForkPickerScreen(store: store).load()
        case .editor(let id):
            return try await EditorScreen(store: store).load(id)
        case .preview(let id):
            return try await PreviewScreen(store: store).load(id)
        case .publish(let id):
            return try await PublishScreen(kind: .checklist, context: context).screen(id)
        case .execution(let charterID, let checklistID):
            return try await ExecutionScreen(store: store).load(charterID: charterID, checklistID: checklistID)
        case .rate(let id):
            return try await ContentSheets(kind: .checklist, context: context).rate(id)
        case .share(let id):
            return try await ContentSheets(kind: .checklist, context: context).share(id, detail: ChecklistRoute.detail(id: id))
        case .report(let id):
            return try await ContentSheets(kind: .checklist, context: context).report(id)
        }
    }

    /// What a route to a checklist that is gone, or not the user's to see, shows.
    static let notFound = ScreenResult.notFound("This checklist was deleted or you don't have access.")
}

/// How checklists appear as rows.
enum ChecklistRows {
    /// One screen section per checklist section, numbered as the editor and runs name them
    /// (“1. Safety gear”, “1.2 Harnesses”).
    static func sections(_ sections: [Checklist.Section], mark: (Checklist.Item) -> (value: String?, detail: String?) = { _ in (nil, nil) }) -> [ScreenSection] {
        sections.enumerated().map { sectionIndex, section in
            ScreenSection(
                "\(sectionIndex + 1). \(section.title)",
                rows: section.items.enumerated().map { itemIndex, item in
                    let state = mark(item)
                    return ScreenRow(
                        "\(sectionIndex + 1).\(itemIndex + 1) \(item.text)",
                        detail: state.detail,
                        accessibility: Accessibility(label: "Checklist item: \(item.text)", value: state.value)
                    )
                },
                emptyText: "No items yet."
            )
        }
    }
}
