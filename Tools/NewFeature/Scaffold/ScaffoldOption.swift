/// What a real feature needs, on request: each option brings the template's lines marked with
/// its flag (`// new-feature: with --own-tab`), and leaves out those marked `without` it.
public enum ScaffoldOption: String, CaseIterable, Comparable, Sendable {
    case ownTab = "own-tab"
    case typedForm = "typed-form"
    case publicLink = "public-link"
    case deleteConfirmation = "delete-confirmation"
    case extensionPoint = "extension-point"
    case profileSection = "profile-section"
    case charterPage = "charter-page"

    /// As it is written on the command line and in the template's markers: `--own-tab`.
    public var flag: String { "--" + rawValue }

    /// What it gives, for `--help`.
    public var summary: String {
        switch self {
        case .ownTab: "a tab of its own, whose root lists the entries (instead of Home's “Open NAME”)"
        case .typedForm: "Add Entry as a typed form sent whole: a title, a date and a number of nautical miles, each checked by its kind"
        case .publicLink: "an entry's link is public: its author makes it public or private, and the public viewer sees only public entries"
        case .deleteConfirmation: "Delete Entry, asked first in a confirmation dialog with Delete and Cancel"
        case .extensionPoint: "an extension point of its own: sections other features add to an entry's page (PageSection)"
        case .profileSection: "a section on a sailor's profile (Profiles' point): their entries to them, and on anyone else's profile the public ones, or no section at all"
        case .charterPage: "a section on a charter's page (Charters' point): the user's entries that name the charter, each opening its entry; none, no section"
        }
    }

    /// The feature whose extension point the option fills: its interface is one the new feature
    /// uses, so it must be in the features list with one.
    public var filledFeature: String? {
        switch self {
        case .profileSection: "Profiles"
        case .charterPage: "Charters"
        default: nil
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
