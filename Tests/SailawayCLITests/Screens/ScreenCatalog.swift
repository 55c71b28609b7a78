import ChartersInterface
import ChecklistsInterface
import DecksInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GuidesInterface
import NavigationEngine
import SailawayApp
import SailawayDatabase
import Testing

/// Every screen the app can show, each reached as a person reaches it — tabs, taps, links —
/// from a fresh install with the sample content. Each is recorded in `Snapshots/<name>.txt`.
///
/// A screen a new route adds belongs here: ``EveryScreenTests`` fails while any route pattern
/// of the build has no screen in this list.
struct ScreenVisit: CustomTestStringConvertible, Sendable {
    /// One thing the person does.
    enum Step: Sendable {
        /// Selects a tab by name.
        case tab(String)
        /// Taps an action by its label (or the start of it), with its text.
        case tap(String, [String] = [])
        /// Opens a link from inside the app, as its own navigation does.
        case open(String)
        /// Pushes a route no action or link of the build leads to, as a stale action might.
        case push(AnyRoute)
    }

    /// The snapshot's name: its file is `Snapshots/<name>.txt`.
    var name: String
    /// What leads to the screen, from Home on a fresh install.
    var steps: [Step]
    /// The features enabled, when the screen belongs to a narrower build; nil for all.
    var enabled: [String]? = nil
    /// Whether onboarding is behind the person (they explore as the sample sailor); false for
    /// the screens of a new install.
    var welcomed = true

    var testDescription: String { name }

    init(_ name: String, _ steps: [Step], enabled: [String]? = nil, welcomed: Bool = true) {
        self.name = name
        self.steps = steps
        self.enabled = enabled
        self.welcomed = welcomed
    }
}

extension ScreenVisit {
    private static func id(_ uuid: UUID) -> String { uuid.uuidString.lowercased() }

    // MARK: - Sample content

    private static let theirChecklist = id(SampleChecklists.preDepartureSafety)
    private static let ownChecklist = id(SampleChecklists.dailyBoatChecks)
    private static let theirDeck = id(SampleDecks.knots)
    private static let ownDeck = id(SampleDecks.radioProcedure)
    private static let theirGuide = id(SampleGuides.sternToMooring)
    private static let ownGuide = id(SampleGuides.newCrewNotes)
    private static let charter = id(SampleCharters.aegeanWeek)
    private static let marta = id(SampleContent.marta)

    // MARK: - The screens

    /// Every screen, tab roots first, then each feature's in the order of the route table, then
    /// the screens of every feature's sample links.
    static let all: [ScreenVisit] = tabRoots + checklists + decks + guides + charters + profiles + search + fallbacks + samples

    /// The screen of each sample link every feature of the recorded composition declares, so a
    /// new feature's screens are checked without anyone listing them here.
    static let samples: [ScreenVisit] = AppFeatures.declared.filter { EveryScreenTests.features.contains($0.name) }.flatMap { feature in
        feature.sampleLinks.enumerated().map { index, link in
            ScreenVisit("\(feature.name.lowercased())-sample-\(index + 1)", [.open(link)])
        }
    }

    /// The root of every tab of the recorded composition, the first shown at launch.
    static let tabRoots: [ScreenVisit] = {
        let features = AppFeatures.compiledIn.filter { EveryScreenTests.features.contains($0.name) }
        let tabs: [TabContribution]
        do {
            tabs = try AppHarness.tabs(of: features, declared: AppFeatures.declared)
        } catch {
            preconditionFailure("the recorded composition does not compose: \(error)")
        }
        return tabs.enumerated().map { index, tab in
            ScreenVisit(tab.id.rawValue, index == 0 ? [] : [.tab(tab.id.rawValue)])
        }
    }()

    static let checklists: [ScreenVisit] = [
        ScreenVisit("checklist-detail", [.tab("library"), .tap("Open Daily Boat Checks")]),
        ScreenVisit("checklist-detail-of-another-sailor", [.open("sailaway://content/checklist/\(theirChecklist)")]),
        ScreenVisit("checklist-type-selection", [.tap("Create Checklist")]),
        ScreenVisit("checklist-fork-picker", [.open("sailaway://checklist/new/fork")]),
        ScreenVisit("checklist-editor", [.tab("library"), .tap("Open Daily Boat Checks"), .tap("Edit")]),
        ScreenVisit("checklist-editor-new", [.tap("Create Checklist"), .tap("Create Blank", ["Pre-race checks"])]),
        ScreenVisit("checklist-preview", [.tab("library"), .tap("Open Daily Boat Checks"), .tap("Edit"), .tap("Preview")]),
        ScreenVisit("checklist-publish", [.tab("library"), .tap("Open Daily Boat Checks"), .tap("Publish")]),
        ScreenVisit("checklist-run", [.tab("charters"), .tap("Open Aegean Week"), .tap("Open Check-in Checklist")]),
        ScreenVisit("checklist-run-under-way", [
            .tab("charters"), .tap("Open Aegean Week"), .tap("Open Check-in Checklist"),
            .tap("Check: Photograph existing damage"), .tap("Check: Winches and clutches"), .tap("Check: Bilge pump"),
            .tap("Add Note: Photograph existing damage", ["Scratch on the port quarter"]),
            .tap("Add Note: Gas locker and solenoid", ["Solenoid clicks but gas is slow"]),
        ]),
        ScreenVisit("checklist-rate", [.open("sailaway://checklist/\(theirChecklist)/rate")]),
        ScreenVisit("checklist-share", [.open("sailaway://checklist/\(theirChecklist)/share")]),
        ScreenVisit("checklist-report", [.open("sailaway://checklist/\(theirChecklist)/report")]),
        ScreenVisit("checklist-delete", [.tab("library"), .tap("Open Daily Boat Checks"), .tap("Delete")]),
        ScreenVisit("checklist-discard", [.tab("library"), .tap("Open Daily Boat Checks"), .tap("Edit"), .tap("Rename Checklist", ["Dawn Checks"]), .tap("Discard Changes")]),
    ]

    static let decks: [ScreenVisit] = [
        ScreenVisit("deck-detail", [.tab("library"), .tap("Open Radio Procedure")]),
        ScreenVisit("deck-detail-of-another-sailor", [.open("sailaway://content/deck/\(theirDeck)")]),
        ScreenVisit("deck-type-selection", [.tap("New Deck")]),
        ScreenVisit("deck-fork-picker", [.open("sailaway://deck/new/fork")]),
        ScreenVisit("deck-editor", [.tab("library"), .tap("Open Radio Procedure"), .tap("Edit")]),
        ScreenVisit("deck-publish", [.tab("library"), .tap("Open Radio Procedure"), .tap("Publish")]),
        ScreenVisit("deck-review", [.tab("library"), .tap("Open Radio Procedure"), .tap("Review")]),
        ScreenVisit("deck-rate", [.open("sailaway://deck/\(theirDeck)/rate")]),
        ScreenVisit("deck-share", [.open("sailaway://deck/\(theirDeck)/share")]),
        ScreenVisit("deck-report", [.open("sailaway://deck/\(theirDeck)/report")]),
        ScreenVisit("deck-delete", [.tab("library"), .tap("Open Radio Procedure"), .tap("Delete")]),
        ScreenVisit("deck-discard", [.tab("library"), .tap("Open Radio Procedure"), .tap("Edit"), .tap("Rename Deck", ["VHF"]), .tap("Discard Changes")]),
    ]

    static let guides: [ScreenVisit] = [
        ScreenVisit("guide-detail", [.tab("library"), .tap("Open Notes for New Crew")]),
        ScreenVisit("guide-detail-of-another-sailor", [.open("sailaway://content/guide/\(theirGuide)")]),
        ScreenVisit("guide-type-selection", [.tap("New Guide")]),
        ScreenVisit("guide-fork-picker", [.open("sailaway://guide/new/fork")]),
        ScreenVisit("guide-editor", [.tab("library"), .tap("Open Notes for New Crew"), .tap("Edit")]),
        ScreenVisit("guide-publish", [.tab("library"), .tap("Open Notes for New Crew"), .tap("Publish")]),
        ScreenVisit("guide-rate", [.open("sailaway://guide/\(theirGuide)/rate")]),
        ScreenVisit("guide-share", [.open("sailaway://guide/\(theirGuide)/share")]),
        ScreenVisit("guide-report", [.open("sailaway://guide/\(theirGuide)/report")]),
        ScreenVisit("guide-delete", [.tab("library"), .tap("Open Notes for New Crew"), .tap("Delete")]),
        ScreenVisit("guide-discard", [.tab("library"), .tap("Open Notes for New Crew"), .tap("Edit"), .tap("Rename Guide", ["Crew Notes"]), .tap("Discard Changes")]),
    ]

    static let charters: [ScreenVisit] = [
        ScreenVisit("charter-detail", [.tab("charters"), .tap("Open Aegean Week")]),
        ScreenVisit("charter-start", [.open("sailaway://charter/new")]),
        ScreenVisit("charter-create", [.tab("charters"), .tap("New Charter")]),
        ScreenVisit("charter-create-checklist-chosen", [
            .tab("charters"), .tap("New Charter"), .tap("Choose Check-in Checklist"), .tap("Use Charter Check-in (Lefkada)"),
        ]),
        ScreenVisit("charter-edit", [.tab("charters"), .tap("Open Aegean Week"), .tap("Edit Charter")]),
        ScreenVisit("charter-crew", [.tab("charters"), .tap("Open Aegean Week"), .tap("Edit Crew")]),
        ScreenVisit("charter-checklist-choice", [.tab("charters"), .tap("Open Aegean Week"), .tap("Choose Daily Checklist")]),
        ScreenVisit("charters-archived", [.tab("charters"), .tap("Archived Charters")]),
        ScreenVisit("charter-delete", [.tab("charters"), .tap("Open Aegean Week"), .tap("Delete Charter")]),
        ScreenVisit("charter-with-a-deleted-checklist", [
            .tab("library"), .tap("Open End of Charter"), .tap("Delete"), .tap("Delete"), .tab("charters"), .tap("Open Aegean Week"),
        ]),
    ]

    static let profiles: [ScreenVisit] = [
        ScreenVisit("profile-edit", [.open("sailaway://profile/edit")]),
        ScreenVisit("profile-of-another-sailor", [.open("sailaway://user/\(marta)")]),
        ScreenVisit("profile-followers", [.tab("profile"), .tap("Followers")]),
        ScreenVisit("profile-following", [.tab("profile"), .tap("Following")]),
        ScreenVisit("settings", [.tab("profile"), .tap("Settings")]),
        ScreenVisit("settings-account", [.open("sailaway://settings/account")]),
        ScreenVisit("settings-sync", [.open("sailaway://settings/sync")]),
        ScreenVisit("settings-privacy", [.open("sailaway://settings/privacy")]),
        ScreenVisit("settings-notifications", [.open("sailaway://settings/notifications")]),
        ScreenVisit("settings-navigation", [.open("sailaway://settings/navigation")]),
        ScreenVisit("settings-about", [.open("sailaway://settings/about")]),
        ScreenVisit("settings-data", [.tab("profile"), .tap("Settings"), .tap("Data Management")]),
        ScreenVisit("settings-delete-account", [.open("sailaway://settings/data/delete-account")]),
        ScreenVisit("settings-delete-account-confirm", [.open("sailaway://settings/data/delete-account"), .tap("Delete My Account")]),
        ScreenVisit(
            "profile-without-account", [.open("sailaway://settings/data/delete-account"), .tap("Delete My Account"), .tap("Delete Account")]
        ),
        ScreenVisit("welcome", [], welcomed: false),
        ScreenVisit("welcome-profile", [.tap("Create My Sailor Profile")], welcomed: false),
    ]

    static let search: [ScreenVisit] = [
        ScreenVisit("search-results", [.tab("discover"), .tap("Search", ["anchor"])]),
        ScreenVisit("search-results-of-one-type", [.open("sailaway://search?q=sailing&type=guide")]),
        ScreenVisit("search-results-empty", [.open("sailaway://search?q=submarine")]),
        ScreenVisit("browse", [.tab("discover"), .tap("Browse Checklists")]),
        ScreenVisit("browse-top-rated", [.open("sailaway://browse/deck?order=top-rated")]),
    ]

    /// What the app shows instead of a screen it cannot show.
    static let fallbacks: [ScreenVisit] = [
        ScreenVisit("not-found", [.open("sailaway://content/checklist/00000000-0000-4000-8000-0000000000ff")]),
        ScreenVisit("not-found-charter", [.open("sailaway://charter/00000000-0000-4000-8000-0000000000ff")]),
        ScreenVisit("charter-in-a-build-without-checklists", [.tab("charters"), .tap("Open Aegean Week")], enabled: ["Charters", "Profiles"]),
        ScreenVisit(
            "unavailable",
            [.tab("charters"), .tap("Open Aegean Week"), .push(AnyRoute(ChecklistRoute.execution(charterID: SampleCharters.aegeanWeek, checklistID: SampleChecklists.myCheckIn)))],
            enabled: ["Charters", "Profiles"]
        ),
        ScreenVisit("home-in-a-build-without-features", [], enabled: []),
    ]
}
