import Foundation
import Testing

/// `state --json`, read as a script reads it.
struct StateSnapshot: Equatable {
    /// The object's keys.
    var keys: Set<String>
    /// The selected tab's name.
    var selectedTab: String
    /// Each tab's stack as links, bottom first.
    var tabs: [String: [String]]
    /// The sheet's link, or nil when the document says null.
    var sheet: String?

    init(json: String) throws {
        let object = try PrintedJSON.object(json)
        keys = Set(object.keys)
        selectedTab = try #require(object["selectedTab"] as? String)
        tabs = try #require(object["tabs"] as? [String: [String]])
        let sheet = try #require(object["sheet"], "'sheet' must always be present")
        if sheet is NSNull {
            self.sheet = nil
        } else {
            self.sheet = try #require(sheet as? String, "'sheet' is a link or null")
        }
    }

    /// The launch state of the Harbors and Crew build.
    static let launch = StateSnapshot(
        selectedTab: "home",
        tabs: ["home": [], "library": [], "discover": [], "profile": []],
        sheet: nil
    )

    private init(selectedTab: String, tabs: [String: [String]], sheet: String?) {
        self.keys = ["selectedTab", "tabs", "sheet"]
        self.selectedTab = selectedTab
        self.tabs = tabs
        self.sheet = sheet
    }
}
