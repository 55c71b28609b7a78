import Foundation
import Testing

/// Every route of the PRD's route appendix (and the flows' own steps) is reachable by tapping
/// from a tab root; each has a canonical link that `share` prints and the next launch restores;
/// public ones open from outside, internal ones only from inside the app.
@Suite struct RouteAppendixTests {
    /// A route, the taps from a tab root that reach it, and the start of its link.
    struct Walk: CustomTestStringConvertible, Sendable {
        var route: String
        var steps: [[String]]
        var link: String
        var isPublic = false

        var testDescription: String { route }
    }

    static let walks: [Walk] = [
        Walk(route: "checklistDetail", steps: [["tab", "library"], ["tap", "Open Daily Boat Checks"]], link: "sailaway://content/checklist/", isPublic: true),
        Walk(route: "checklistEditor", steps: [["tab", "library"], ["tap", "Open Daily Boat Checks"], ["tap", "Edit"]], link: "sailaway://checklist/"),
        Walk(route: "checklistExecution", steps: [["tab", "charters"], ["tap", "Open Aegean Week"], ["tap", "Open Daily Checklist"]], link: "sailaway://charter/"),
        Walk(route: "checklist type selection", steps: [["tab", "home"], ["tap", "Create Checklist"]], link: "sailaway://checklist/new"),
        Walk(route: "checklist publish", steps: [["tab", "library"], ["tap", "Open Daily Boat Checks"], ["tap", "Publish"]], link: "sailaway://checklist/"),
        Walk(route: "deckDetail", steps: [["tab", "library"], ["tap", "Open Radio Procedure"]], link: "sailaway://content/deck/", isPublic: true),
        Walk(route: "deckEditor", steps: [["tab", "library"], ["tap", "Open Radio Procedure"], ["tap", "Edit"]], link: "sailaway://deck/"),
        Walk(route: "reviewSession", steps: [["tab", "library"], ["tap", "Open Radio Procedure"], ["tap", "Review"]], link: "sailaway://deck/"),
        Walk(route: "guideDetail", steps: [["tab", "library"], ["tap", "Open Notes for New Crew"]], link: "sailaway://content/guide/", isPublic: true),
        Walk(route: "guideEditor", steps: [["tab", "library"], ["tap", "Open Notes for New Crew"], ["tap", "Edit"]], link: "sailaway://guide/"),
        Walk(route: "charterCreate", steps: [["tab", "charters"], ["tap", "New Charter"]], link: "sailaway://charter/new/"),
        Walk(route: "charterDetail", steps: [["tab", "charters"], ["tap", "Open Aegean Week"]], link: "sailaway://charter/", isPublic: true),
        Walk(route: "charterEdit", steps: [["tab", "charters"], ["tap", "Open Aegean Week"], ["tap", "Edit Charter"]], link: "sailaway://charter/"),
        Walk(route: "profileOwn", steps: [["tab", "profile"]], link: "sailaway://profile"),
        Walk(route: "profileUser", steps: [["tab", "profile"], ["tap", "Following"], ["tap", "Open Marta Ferrer"]], link: "sailaway://user/", isPublic: true),
        Walk(route: "followers", steps: [["tab", "profile"], ["tap", "Followers"]], link: "sailaway://user/"),
        Walk(route: "following", steps: [["tab", "profile"], ["tap", "Following"]], link: "sailaway://user/"),
        Walk(route: "settings", steps: [["tab", "profile"], ["tap", "Settings"]], link: "sailaway://settings"),
        Walk(route: "aboutApp", steps: [["tab", "profile"], ["tap", "Settings"], ["tap", "About"]], link: "sailaway://settings/about"),
        Walk(route: "sync status", steps: [["tab", "profile"], ["tap", "Settings"], ["tap", "Sync Status"]], link: "sailaway://settings/sync"),
        Walk(route: "data management", steps: [["tab", "profile"], ["tap", "Settings"], ["tap", "Data Management"]], link: "sailaway://settings/data"),
        Walk(route: "searchResults", steps: [["tab", "discover"], ["tap", "Search", "anchor"]], link: "sailaway://search?q=anchor", isPublic: true),
        Walk(route: "browseLibrary", steps: [["tab", "discover"], ["tap", "Browse Checklists"]], link: "sailaway://browse/checklist"),
    ]

    @Test(arguments: walks)
    func theRouteIsReachedByTappingAndHasItsLink(_ walk: Walk) throws {
        let sailaway = try SailawayScript()
        for step in walk.steps {
            let run = try sailaway.binary.run(["--data-dir", sailaway.dataDirectory.path] + step)
            try #require(run.status == 0, "\(step) exited \(run.status): \(run.errors)")
        }
        let screen = try sailaway.screen()
        let link = try #require(screen.link)
        #expect(link.hasPrefix(walk.link), "\(walk.route) is at \(link)")
        #expect(screen.title != "Not Found" && screen.title != "Could Not Load", "\(walk.route): \(screen.title ?? "")")

        // Its link is what `share` prints, and the next launch restores the same screen.
        #expect(try sailaway.succeed("share") == link + "\n")
        #expect(try sailaway.screen().title == screen.title)

        // From outside, public links open and internal ones are refused, changing nothing.
        let fresh = try SailawayScript()
        let opened = try fresh.run("open", link)
        #expect(opened.status == (walk.isPublic ? 0 : 3), "\(walk.route): \(opened.errors)")
    }
}
