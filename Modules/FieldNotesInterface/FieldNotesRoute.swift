import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine

/// The screens of FieldNotes, as other features name them.
///
/// A route another feature opens belongs here, in the interface, so that feature imports
/// `FieldNotesInterface` and never `FieldNotes`. Add a case per screen and a link per case: the link
/// names its case (`case: \.entry`), which both builds the route and prints it.
@CasePathable
public enum FieldNotesRoute: Route {
    // new-feature: without --own-tab
    // /// The field note entries the viewer may see, most recent first: Home's “Open Field Notes” and
    // /// `sailaway://fieldnotes` open it.
    // case overview
    // new-feature: end
    /// One entry.
    case entry(id: UUID)
    // new-feature: with --delete-confirmation
    /// The question before entry `id` is deleted, a confirmation dialog.
    case confirmDelete(id: UUID)
    // new-feature: end

    /// The links of every screen: how they are opened, saved, restored and shared.
    ///
    // new-feature: with --own-tab
    /// The entries are the root of FieldNotes' own tab, ``TabID/fieldNotes``, whose link is
    /// `sailaway://fieldnotes`.
    // new-feature: else
    // /// The overview is public — an email or a web page may open it — and opens in Home.
    // new-feature: end
    ///
    // new-feature: with --public-link
    // new-feature: with --own-tab
    /// An entry's link is public, and opens in FieldNotes' tab: anyone may open it, and sees the
    // new-feature: else
    // /// An entry's link is public, and opens in Home: anyone may open it, and sees the
    // new-feature: end
    /// entry when its author made it public.
    // new-feature: else
    // /// An entry's link is internal: the app opens it (a list's row, restoration, `share`), nothing
    // /// outside does; make it `.public` with a tab to change that.
    // new-feature: end
    public static let links: [LinkPattern<FieldNotesRoute>] = [
        // new-feature: without --own-tab
        // LinkPattern("fieldnotes", .public, opensIn: [.home], case: \.overview),
        // new-feature: end
        LinkPattern(
            // new-feature: with --public-link
            // new-feature: with --own-tab
            "fieldnotes/entry/{id}", .public, opensIn: [.fieldNotes],
            // new-feature: else
            // "fieldnotes/entry/{id}", .public, opensIn: [.home],
            // new-feature: end
            // new-feature: else
            // "fieldnotes/entry/{id}", .internal,
            // new-feature: end
            case: \.entry
        ),
        // new-feature: with --delete-confirmation
        LinkPattern("fieldnotes/entry/{id}/delete", .internal, presentation: .confirmationDialog, case: \.confirmDelete),
        // new-feature: end
    ]
}
// new-feature: with --own-tab

extension TabID {
    /// FieldNotes' own tab: its root lists the viewer's entries.
    public static let fieldNotes: TabID = "fieldnotes"
}
// new-feature: end

extension FeatureDeclaration {
    /// FieldNotes, by its links: what a build knows of it whether or not it compiles it in, so a
    /// build without it refuses its links by name. Its sample links, one for each kind of screen
    /// a link opens, a public one first when it has one, are what whole-app checks open to see
    /// it work: CI's compositions and the screen catalog (docs/FEATURE-TEAMS.md, "Sample links").
    public static let fieldNotes = FeatureDeclaration(
        name: "FieldNotes", links: FieldNotesRoute.links.map(\.erased),
        sampleLinks: [
            // new-feature: without --own-tab
            // "sailaway://fieldnotes",
            // new-feature: end
            "sailaway://fieldnotes/entry/ffec9ae3-12c7-50bc-a1ee-a6584d2353fc",
            // new-feature: with --delete-confirmation
            "sailaway://fieldnotes/entry/ffec9ae3-12c7-50bc-a1ee-a6584d2353fc/delete",
            // new-feature: end
        ]
    )
}
