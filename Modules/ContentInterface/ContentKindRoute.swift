import Foundation
import NavigationEngine

/// The route of a kind of content: one case holding the screens every kind has
/// (``ContentScreen``), named once with its case path, and the kind's own cases.
///
/// ```swift
/// @CasePathable
/// public enum DeckRoute: ContentKindRoute {
///     case content(ContentScreen)
///     case review(id: UUID)
///
///     public static let contentKind = "deck"
///     public static var contentCase: ContentCase { \.content }
///     public static let links: [LinkPattern<DeckRoute>] = [
///         LinkPattern("deck/{id}/review", .internal, case: \.review,
///                     parents: { id in [AnyRoute(DeckRoute.detail(id: id))] }),
///     ] + contentLinks(detailOpensIn: [.discover, .home])
/// }
/// ```
///
/// The shared screens are then built as if they were the kind's own cases
/// (`DeckRoute.editor(id: id)`), and their links are derived from the kind's name: its page
/// `content/deck/{id}` (also `content/{id}?type=deck`), then `deck/new`, `deck/new/fork`,
/// `deck/{id}/edit`, `deck/{id}/publish`, the sheets `deck/{id}/rate`, `…/share`, `…/report`,
/// the dialog `deck/{id}/delete` and the alert `deck/{id}/discard`. A route prints by the first
/// of its type's patterns that takes it, so the kind's own few come first: the shared ones then
/// cost them nothing.
public protocol ContentKindRoute: Route, CasePathable {
    /// The case path of the case holding the shared screens: `\.content`.
    typealias ContentCase = KeyPath<AllCasePaths, AnyCasePath<Self, ContentScreen>>

    /// The kind's name, in its links and in the shared content table: `deck`.
    static var contentKind: String { get }
    /// The case holding the shared screens, as its case path.
    static var contentCase: ContentCase { get }
    /// The route of a shared screen: the case itself.
    static func content(_ screen: ContentScreen) -> Self
}

extension ContentKindRoute {
    /// The shared screen this route is, if it is one.
    @inlinable
    public var contentScreen: ContentScreen? {
        Self.allCasePaths[keyPath: Self.contentCase].extract(from: self)
    }

    /// An item's page.
    public static func detail(id: UUID) -> Self { content(.detail(id: id)) }
    /// How to start a new item.
    public static var typeSelection: Self { content(.typeSelection) }
    /// The items one can fork.
    public static var forkPicker: Self { content(.forkPicker) }
    /// An item's editor.
    public static func editor(id: UUID) -> Self { content(.editor(id: id)) }
    /// Choosing who may see an item.
    public static func publish(id: UUID) -> Self { content(.publish(id: id)) }
    /// An item's rating sheet.
    public static func rate(id: UUID) -> Self { content(.rate(id: id)) }
    /// An item's share sheet.
    public static func share(id: UUID) -> Self { content(.share(id: id)) }
    /// An item's report sheet.
    public static func report(id: UUID) -> Self { content(.report(id: id)) }
    /// The confirmation before the user's own item is deleted.
    public static func confirmDelete(id: UUID) -> Self { content(.confirmDelete(id: id)) }
    /// The alert before the editor's unsaved changes are discarded.
    public static func confirmDiscard(id: UUID) -> Self { content(.confirmDiscard(id: id)) }

    /// The links of the shared screens, from the kind's name: the page is public and opens in
    /// the first of `tabs` the build has; everything else is internal to the app.
    ///
    /// Inlinable, as `LinkPattern`'s initializers are: each kind's patterns are then compiled
    /// for its own route type, not generic ones that look the parameters' types up at run time
    /// on every link printed (route → link took 241 ns a link that way, against 183).
    @inlinable
    public static func contentLinks(detailOpensIn tabs: [TabID]) -> [LinkPattern<Self>] {
        let kind = contentKind
        let page: LinkPattern<Self> = LinkPattern(
            "content/\(kind)/{id}", aliases: ["content/{id}?type=\(kind)"], .public, opensIn: tabs, casePath: screen(\.detail)
        )
        let start: LinkPattern<Self> = LinkPattern("\(kind)/new", .internal, casePath: screen(\.typeSelection))
        let fork: LinkPattern<Self> = LinkPattern(
            "\(kind)/new/fork", .internal, casePath: screen(\.forkPicker), parents: { [AnyRoute(Self.typeSelection)] }
        )
        let edit: LinkPattern<Self> = LinkPattern("\(kind)/{id}/edit", .internal, casePath: screen(\.editor))
        let publishing: AnyCasePath<Self, UUID> = screen(\.publish)
        let publish: LinkPattern<Self> = LinkPattern(
            "\(kind)/{id}/publish", .internal, casePath: publishing, parents: { id in [AnyRoute(Self.detail(id: id))] }
        )
        let rate: LinkPattern<Self> = LinkPattern("\(kind)/{id}/rate", .internal, presentation: .sheet, casePath: screen(\.rate))
        let share: LinkPattern<Self> = LinkPattern("\(kind)/{id}/share", .internal, presentation: .sheet, casePath: screen(\.share))
        let report: LinkPattern<Self> = LinkPattern("\(kind)/{id}/report", .internal, presentation: .sheet, casePath: screen(\.report))
        let delete: LinkPattern<Self> = LinkPattern(
            "\(kind)/{id}/delete", .internal, presentation: .confirmationDialog, casePath: screen(\.confirmDelete)
        )
        let discard: LinkPattern<Self> = LinkPattern("\(kind)/{id}/discard", .internal, presentation: .alert, casePath: screen(\.confirmDiscard))
        return [page, start, fork, edit, publish, rate, share, report, delete, discard]
    }

    /// The case path from this route to one shared screen's values, through ``contentCase``.
    @inlinable
    static func screen<each P>(
        _ path: KeyPath<ContentScreen.AllCasePaths, AnyCasePath<ContentScreen, (repeat each P)>>
    ) -> AnyCasePath<Self, (repeat each P)> {
        let outer = allCasePaths[keyPath: contentCase]
        let inner = ContentScreen.allCasePaths[keyPath: path]
        return AnyCasePath(embed: { content(inner.embed($0)) }, extract: { outer.extract(from: $0).flatMap(inner.extract(from:)) })
    }
}
