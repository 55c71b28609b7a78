import AppShellInterface
import ChartersInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface

/// The screens of Checklists, as other features name them (Charters opens a checklist's run).
@CasePathable
public enum ChecklistRoute: Route {
    /// A checklist, read-only: sections, items, author, visibility, rating.
    case detail(id: UUID)
    /// How to start a new checklist: blank, a fork of an existing one, or an imported file.
    case typeSelection
    /// The checklists one can fork to start from.
    case forkPicker
    /// The editor of a checklist (its unsaved edits, or the saved checklist).
    case editor(id: UUID)
    /// The checklist as it will look once saved.
    case preview(id: UUID)
    /// Choosing who may see a checklist.
    case publish(id: UUID)
    /// A checklist being run within a charter: items checked, notes, progress.
    case execution(charterID: UUID, checklistID: UUID)
    /// The rating sheet.
    case rate(id: UUID)
    /// The share sheet.
    case share(id: UUID)
    /// The report sheet.
    case report(id: UUID)
    /// The chooser of one of the user's checklists, presented for a screen that asks for
    /// ``ChecklistResults/checklist``; `chosen` is marked as the current choice.
    case choose(chosen: UUID?)
    /// The confirmation dialog before the user's own checklist is deleted.
    case confirmDelete(id: UUID)
    /// The alert before the editor's unsaved changes to a checklist are discarded.
    case confirmDiscard(id: UUID)

    /// The links of every screen: how they are opened, saved, restored and shared.
    ///
    /// A checklist's detail is public and opens in Discover, or in Home in a build without
    /// Discover; everything else is internal to the app.
    public static let links: [LinkPattern<ChecklistRoute>] = [
        LinkPattern(
            "content/checklist/{id}", aliases: ["content/{id}?type=checklist"], .public, opensIn: [.discover, .home],
            case: \.detail
        ),
        LinkPattern("checklist/new", .internal, case: \.typeSelection),
        LinkPattern(
            "checklist/new/fork", .internal,
            case: \.forkPicker,
            parents: { [AnyRoute(ChecklistRoute.typeSelection)] }
        ),
        LinkPattern("checklist/{id}/edit", .internal, case: \.editor),
        LinkPattern(
            "checklist/{id}/preview", .internal,
            case: \.preview,
            parents: { id in [AnyRoute(ChecklistRoute.editor(id: id))] }
        ),
        LinkPattern(
            "checklist/{id}/publish", .internal,
            case: \.publish,
            parents: { id in [AnyRoute(ChecklistRoute.detail(id: id))] }
        ),
        LinkPattern(
            "charter/{charterID}/checklist/{checklistID}", .internal, opensIn: [.charters],
            case: \.execution, values: (UUID, UUID).self,
            parents: { run in [AnyRoute(CharterRoute.detail(id: run.charterID))] }
        ),
        LinkPattern("checklist/{id}/rate", .internal, presentation: .sheet, case: \.rate),
        LinkPattern("checklist/{id}/share", .internal, presentation: .sheet, case: \.share),
        LinkPattern("checklist/{id}/report", .internal, presentation: .sheet, case: \.report),
        LinkPattern("checklist/choose?chosen={chosen}", .internal, presentation: .sheet, case: \.choose),
        LinkPattern("checklist/{id}/delete", .internal, presentation: .confirmationDialog, case: \.confirmDelete),
        LinkPattern("checklist/{id}/discard", .internal, presentation: .alert, case: \.confirmDiscard),
    ]
}

/// The values Checklists' choosers answer, for screens of other features to ask for.
public enum ChecklistResults {
    /// One of the user's own checklists, by its identifier, or nil for none: answered by
    /// ``ChecklistRoute/choose(chosen:)``. Ask for it ``ResultKey/scoped(_:)`` when a screen asks
    /// for several (a charter's check-in, daily and post-charter checklists).
    public static let checklist = ResultKey<UUID?>("checklist")
}

extension FeatureDeclaration {
    /// Checklists, by its links: what a build knows of it whether or not it compiles it in.
    public static let checklists = FeatureDeclaration(
        name: "Checklists", links: ChecklistRoute.links.map(\.erased),
        sampleLinks: ["sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000"]
    )
}

extension ChecklistRoute {
    /// The kind checklists have in the shared content table, for features that list the user's
    /// checklists (Charters picks from them).
    public static let contentKind = "checklist"
}
