import Foundation
import NavigationEngine

// The routes of the PRD's appendix, shaped as the features will declare them. `Codable` only for
// the restoration anchor, which saves routes the way a Codable-enum app would.

/// Checklists: detail, editor, execution within a charter, and the creation and publish steps.
@CasePathable
enum ChecklistRoute: Route, Codable {
    case detail(id: UUID)
    case editor(id: UUID)
    case execution(charterID: UUID, checklistID: UUID)
    case typeSelection
    case publish(id: UUID)
}

/// Flashcard decks: detail, editor, review session.
@CasePathable
enum DeckRoute: Route, Codable {
    case detail(id: UUID)
    case editor(id: UUID)
    case review(id: UUID)
}

/// Practice guides: detail and editor.
@CasePathable
enum GuideRoute: Route, Codable {
    case detail(id: UUID)
    case editor(id: UUID)
}

/// Charters: create, detail, edit.
@CasePathable
enum CharterRoute: Route, Codable {
    case detail(id: UUID)
    case create
    case edit(id: UUID)
}

/// Profiles: one's own, another user's, and their followers and following.
@CasePathable
enum ProfileRoute: Route, Codable {
    case own
    case user(id: UUID)
    case followers(id: UUID)
    case following(id: UUID)
}

/// Settings and data management.
@CasePathable
enum SettingsRoute: Route, Codable {
    case account, sync, privacy, notifications, about
    case export, clearCache, deleteAccount
}

/// Search results and browsing the library.
@CasePathable
enum SearchRoute: Route, Codable {
    case results(query: String)
    case browse(type: String?, filter: String?)
}

/// The sheets any content can present: rate, share, report.
@CasePathable
enum ContentSheetRoute: Route, Codable {
    case rate(id: UUID)
    case share(id: UUID)
    case report(id: UUID)
}

/// The padding of the large tables: `featureN/itemM/{id}`, one route per pattern.
struct SyntheticRoute: Route, Codable {
    var feature: Int
    var item: Int
    var id: UUID
}

extension TabID {
    static let home: TabID = "home"
    static let library: TabID = "library"
    static let discover: TabID = "discover"
    static let charters: TabID = "charters"
    static let profile: TabID = "profile"

    /// The five tabs of the app, in tab-bar order.
    static let sailaway: [TabID] = [.home, .library, .discover, .charters, .profile]
}
