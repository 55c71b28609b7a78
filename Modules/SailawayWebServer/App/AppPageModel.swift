import FeatureRegistry

/// The app's page as its template draws it: the tab bar, the breadcrumb, the three columns of
/// the wide layout and the modals over them.
struct AppPageModel {
    /// One tab of the tab bar.
    struct Tab {
        var id: String
        var title: String
        var isSelected: Bool
    }

    /// One step of the breadcrumb: a link, but for the last.
    struct Crumb {
        var title: String
        var href: String?
    }

    /// One modal, bottom first.
    struct Modal {
        /// `sheet`, `full-screen-cover`, `alert` or `confirmation-dialog`.
        var style: String
        var screen: ScreenModel
        /// Whether it is the one on top, whose actions act.
        var isTop: Bool
        /// Whether it gets the page's own Back: on top, and offering no way back of its own
        /// (Done, Cancel, Go Back).
        var showsBack: Bool
    }

    var pageTitle: String
    var csrf: String
    var tabs: [Tab]
    var crumbs: [Crumb]
    /// The selected tab's root, for the content column of the wide layout; nil when the root is
    /// the screen shown, which is then not drawn twice.
    var contentScreen: ScreenModel?
    /// The top of the selected tab's stack: the screen shown, under any modal.
    var detailScreen: ScreenModel
    var modals: [Modal]
    var hasModals: Bool
    var canGoBack: Bool
    var notices: [Notice]
    /// The data's version (``AppSession/dataVersion()``) read before the page's screens were
    /// loaded: the page shows every commit up to it. The live events carry the same number
    /// (``LiveEvents``), so the page's script asks for nothing after a change it already shows —
    /// its own action's, above all. Nil when the data has no change signal.
    var dataVersion: String?

    /// A message, in its kind's colours; a warning or an error is also announced at once
    /// (`role="alert"`), the others politely (`role="status"`).
    struct Notice {
        var text: String
        var kind: String
        var role: String

        init(_ message: ScreenMessage) {
            text = message.text
            kind = message.kind.rawValue
            role = message.kind == .warning || message.kind == .error ? "alert" : "status"
        }
    }
}
