import ChartersInterface
import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation
import SailawayDatabase

/// Loads the screen of every checklist route: a checklist's page, how to start one, its
/// editor, its preview, its run and the chooser are Checklists' own; the rest every kind of
/// content shows alike (``ContentKindScreens``).
struct ChecklistScreens: ContentKindScreens {
    typealias KindRoute = ChecklistRoute

    let context: ScreenContext
    /// Checklists, as the viewer may see them.
    let store: ChecklistStore

    init(context: ScreenContext) throws {
        self.context = context
        store = ChecklistStore(database: try context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
    }

    var drafts: ContentDrafts<ChecklistDraft> { store.drafts }

    func screen(for route: ChecklistRoute) async throws -> ScreenResult {
        switch route {
        case .content(let screen):
            return try await self.screen(for: screen)
        case .preview(let id):
            return try await PreviewScreen(store: store).load(id)
        case .execution(let charterID, let checklistID):
            return try await ExecutionScreen(store: store, context: context).load(charterID: charterID, checklistID: checklistID)
        case .choose(let chosen):
            return try await ChecklistChooserScreen(store: store, request: context.request).load(chosen: chosen)
        }
    }

    func detail(_ id: UUID) async throws -> ScreenResult { try await ChecklistDetailScreen(store: store, context: context).load(id) }
    func start() -> Screen { TypeSelectionScreen(store: store).screen() }
    func editor(_ id: UUID) async throws -> ScreenResult { try await EditorScreen(store: store).load(id) }
    func fork(_ id: UUID) async throws -> ContentItem? { try await store.fork(id) }

    /// What deleting checklist `id` does to the charters that run it, as Charters names them;
    /// nothing in a build without Charters.
    func deleteConsequences(of id: UUID) async throws -> [ScreenRow] {
        guard context.context.isEnabled(FeatureDeclaration.charters.name) else { return [] }
        let names = try await context.context.charters.runningChecklist(id, context)
        guard !names.isEmpty else { return [ScreenRow("No charter runs it.")] }
        let charters = "\(names.count) charter\(names.count == 1 ? "" : "s")"
        return [
            ScreenRow(
                "Run by \(charters): \(names.joined(separator: ", "))",
                detail: "Their pages will say it was deleted; its checked items and notes go with it."
            )
        ]
    }

    /// What a route to a checklist that is gone, or not the user's to see, shows.
    static let notFound = ScreenResult.notFound("This checklist was deleted or you don't have access.")
}

/// How checklists appear as rows.
enum ChecklistRows {
    /// What a run shows of an item: its check mark, its note, what assistive technology says of
    /// them, the action by which the row checks or unchecks it, and its own (the note's).
    struct RunMark {
        var value: String
        var mark: ScreenRow.Mark
        var note: String?
        var action: ActionID
        var actions: [ActionID]
    }

    /// What the editor does to a section: its heading's actions, where an item is added to
    /// it, and each item's own actions, by the item's id.
    struct Edits {
        var section: [ActionID]
        var additions: [ActionID]
        var items: [UUID: [ActionID]]
    }

    /// One screen section per checklist section, numbered for reading (“1. Safety gear”,
    /// “1.2 Harnesses”); each section and item known by its id.
    ///
    /// In a run, `mark` gives each item's ``RunMark``; in the editor, `edits` each section's
    /// ``Edits``.
    static func sections(
        _ sections: [Checklist.Section], mark: (Checklist.Item) -> RunMark? = { _ in nil }, edits: (Checklist.Section) -> Edits? = { _ in nil }
    ) -> [ScreenSection] {
        sections.enumerated().map { sectionIndex, section in
            let edits = edits(section)
            return ScreenSection(
                "\(sectionIndex + 1). \(section.title)",
                id: section.id.uuidString,
                rows: section.items.enumerated().map { itemIndex, item in
                    let state = mark(item)
                    return ScreenRow(
                        "\(sectionIndex + 1).\(itemIndex + 1) \(item.text)",
                        id: item.id.uuidString,
                        accessibility: Accessibility(label: "Checklist item: \(item.text)", value: state?.value),
                        mark: state?.mark,
                        note: state?.note,
                        action: state?.action,
                        actions: state?.actions ?? edits?.items[item.id] ?? []
                    )
                },
                emptyText: "No items yet.",
                actions: edits?.section ?? [],
                additions: edits?.additions ?? []
            )
        }
    }
}
