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
    /// The link of the modal screen on top, or nil when the document says null.
    var sheet: String?
    /// Each modal, bottom first: its style and its stack's links.
    var presentations: [Modal]
    /// The links waiting for a guard to clear.
    var deferredLinks: [String]

    /// A modal as `state --json` prints it.
    struct Modal: Equatable {
        var style: String
        var stack: [String]
    }

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
        let modals = try #require(object["presentations"] as? [[String: Any]], "'presentations' must always be present")
        presentations = try modals.map { modal in
            Modal(style: try #require(modal["style"] as? String), stack: try #require(modal["stack"] as? [String]))
        }
        deferredLinks = try #require(object["deferredLinks"] as? [String], "'deferredLinks' must always be present")
    }

    /// The launch state of the Harbors and Crew build.
    static let launch = StateSnapshot(
        selectedTab: "home",
        tabs: ["home": [], "library": [], "discover": [], "profile": []],
        sheet: nil
    )

    private init(selectedTab: String, tabs: [String: [String]], sheet: String?) {
        self.keys = ["selectedTab", "tabs", "sheet", "presentations", "deferredLinks"]
        self.selectedTab = selectedTab
        self.tabs = tabs
        self.sheet = sheet
        self.presentations = []
        self.deferredLinks = []
    }
}
