import ChartersInterface
import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation

/// Loads the screen of every checklist route.
struct ChecklistScreens {
    let context: ScreenContext

    func screen(for route: ChecklistRoute) async throws -> ScreenResult {
        let store = ChecklistStore(database: try context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
        let sheets = ContentSheets(kind: .checklist, context: context)
        switch route {
        case .detail(let id):
            return try await ChecklistDetailScreen(store: store, context: context).load(id)
        case .typeSelection:
            return .screen(TypeSelectionScreen(store: store).screen())
        case .forkPicker:
            return try await ContentForkPicker(kind: .checklist, database: store.database, viewer: context.viewer, routes: .checklists, fork: store.fork).load()
        case .editor(let id):
            return try await EditorScreen(store: store).load(id)
        case .preview(let id):
            return try await PreviewScreen(store: store).load(id)
        case .execution(let charterID, let checklistID):
            return try await ExecutionScreen(store: store, context: context).load(charterID: charterID, checklistID: checklistID)
        case .publish(let id): return try await sheets.screen(for: .publish, id: id, routes: .checklists)
        case .rate(let id): return try await sheets.screen(for: .rate, id: id, routes: .checklists)
        case .share(let id): return try await sheets.screen(for: .share, id: id, routes: .checklists)
        case .report(let id): return try await sheets.screen(for: .report, id: id, routes: .checklists)
        case .choose(let chosen):
            return try await ChecklistChooserScreen(store: store, request: context.request).load(chosen: chosen)
        case .confirmDelete(let id):
            return try await ContentDialogs(kind: .checklist, context: context).delete(id, consequences: try await chartersRunning(id))
        case .confirmDiscard(let id):
            return try await ContentDialogs(kind: .checklist, context: context).discard(id, drafts: store.drafts)
        }
    }

    /// What deleting checklist `id` does to the charters that run it, as Charters names them;
    /// nothing in a build without Charters.
    private func chartersRunning(_ id: UUID) async throws -> [ScreenRow] {
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
