import ContentInterface
import FeatureRegistry
import Foundation
import SailawayDatabase

/// The screens of one kind of content: a content feature's loader declares the three that are
/// its own — an item's page, how to start one, the editor — and what the shared ones need of
/// it; ``screen(for:)`` then shows every screen a kind has (``ContentScreen``): the fork picker,
/// the publish, rate, share and report sheets, the delete dialog and the discard alert.
///
/// ```swift
/// struct GuideScreens: ContentKindScreens {
///     typealias KindRoute = GuideRoute
///     let context: ScreenContext
///     let store: GuideStore
///     var drafts: ContentDrafts<GuideDraft> { store.drafts }
///     func detail(_ id: UUID) async throws -> ScreenResult { … }
///     func start() -> Screen { … }
///     func editor(_ id: UUID) async throws -> ScreenResult { … }
///     func fork(_ id: UUID) async throws -> ContentItem? { try await store.fork(id) }
/// }
/// ```
public protocol ContentKindScreens: Sendable {
    /// The kind's route.
    associatedtype KindRoute: ContentKindRoute
    /// What its editor edits.
    associatedtype Editable: EditableContent

    /// The screen's dependencies.
    var context: ScreenContext { get }
    /// The editor's drafts of the kind.
    var drafts: ContentDrafts<Editable> { get }
    /// What the fork picker says of the copy; by default, that it is private until published.
    var forkNote: String { get }
    /// Whether the fork picker's rows say who made each item and how it is rated; by default not.
    var forkShowsBylines: Bool { get }

    /// An item's page.
    func detail(_ id: UUID) async throws -> ScreenResult
    /// How to start a new item.
    func start() -> Screen
    /// The editor of an item.
    func editor(_ id: UUID) async throws -> ScreenResult
    /// Copies the public item `id` into the viewer's library; nil when it is gone.
    func fork(_ id: UUID) async throws -> ContentItem?
    /// What else deleting the viewer's item `id` changes, in the feature's words (the charters
    /// that run a checklist); by default nothing.
    func deleteConsequences(of id: UUID) async throws -> [ScreenRow]
}

extension ContentKindScreens {
    /// The kind, as its route names it.
    public var kind: ContentKind { ContentKind(KindRoute.contentKind) }

    public var forkNote: String { "Your copy is private until you publish it." }
    public var forkShowsBylines: Bool { false }

    public func deleteConsequences(of id: UUID) async throws -> [ScreenRow] { [] }

    /// The screen of a shared screen of the kind.
    public func screen(for screen: ContentScreen) async throws -> ScreenResult {
        let routes = ContentRoutes(KindRoute.self)
        let sheets = ContentSheets(kind: kind, context: context)
        let dialogs = ContentDialogs(kind: kind, context: context)
        switch screen {
        case .detail(let id): return try await detail(id)
        case .typeSelection: return .screen(start())
        case .editor(let id): return try await editor(id)
        case .forkPicker:
            let this = self
            return try await ContentForkPicker(
                kind: kind, database: try context.database(), viewer: context.viewer, routes: routes, note: forkNote,
                showsBylines: forkShowsBylines, fork: { try await this.fork($0) }
            ).load()
        case .publish(let id): return try await sheets.screen(for: .publish, id: id, routes: routes)
        case .rate(let id): return try await sheets.screen(for: .rate, id: id, routes: routes)
        case .share(let id): return try await sheets.screen(for: .share, id: id, routes: routes)
        case .report(let id): return try await sheets.screen(for: .report, id: id, routes: routes)
        case .confirmDelete(let id): return try await dialogs.delete(id, consequences: try await deleteConsequences(of: id))
        case .confirmDiscard(let id): return try await dialogs.discard(id, drafts: drafts)
        }
    }
}
