import AppShellInterface
import ChartersInterface
import ContentInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface

/// The screens of Checklists, as other features name them (Charters opens a checklist's run).
@CasePathable
public enum ChecklistRoute: ContentKindRoute {
    /// A checklist's page, the ways to start one (blank, a fork, or an imported file), its
    /// editor, its sheets and its dialogs: what every kind of content has.
    case content(ContentScreen)
    /// The checklist as it will look once saved.
    case preview(id: UUID)
    /// A checklist being run within a charter: items checked, notes, progress.
    case execution(charterID: UUID, checklistID: UUID)
    /// The chooser of one of the user's checklists, presented for a screen that asks for
    /// ``ChecklistResults/checklist``; `chosen` is marked as the current choice.
    case choose(chosen: UUID?)

    /// The kind checklists have in the shared content table, and in their links; features that
    /// list the user's checklists name it (Charters picks from them).
    public static let contentKind = "checklist"
    public static var contentCase: ContentCase { \.content }

    /// The links of every screen: how they are opened, saved, restored and shared.
    ///
    /// A checklist's page is public and opens in Discover, or in Home in a build without
    /// Discover; everything else is internal to the app.
    public static let links: [LinkPattern<ChecklistRoute>] = [
        LinkPattern(
            "checklist/{id}/preview", .internal,
            case: \.preview,
            parents: { id in [AnyRoute(ChecklistRoute.editor(id: id))] }
        ),
        LinkPattern(
            "charter/{charterID}/checklist/{checklistID}", .internal, opensIn: [.charters],
            case: \.execution, values: (UUID, UUID).self,
            parents: { run in [AnyRoute(CharterRoute.detail(id: run.charterID))] }
        ),
        LinkPattern("checklist/choose?chosen={chosen}", .internal, presentation: .sheet, case: \.choose),
    ] + contentLinks(detailOpensIn: [.discover, .home])
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
