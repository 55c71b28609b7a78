import Foundation
import Testing

/// `screen --json`, read as a script reads it.
struct ScreenSnapshot {
    /// One numbered action.
    struct Action: Equatable {
        var number: Int
        var label: String
    }

    /// The whole object.
    var object: [String: Any]
    /// The title.
    var title: String
    /// The screen's canonical link.
    var link: String?
    /// The selected tab's name.
    var tab: String
    /// Whether the screen is a sheet.
    var isSheet: Bool
    /// The actions, in the order shown.
    var actions: [Action]

    init(json: String) throws {
        object = try PrintedJSON.object(json)
        title = try #require(object["title"] as? String)
        link = object["link"] as? String
        tab = try #require(object["tab"] as? String)
        isSheet = try #require(object["sheet"] as? Bool)
        let actions = try #require(object["actions"] as? [[String: Any]])
        self.actions = try actions.map { action in
            Action(number: try #require(action["number"] as? Int), label: try #require(action["label"] as? String))
        }
    }

    /// The labels of the actions, in order.
    var actionLabels: [String] { actions.map(\.label) }
}
