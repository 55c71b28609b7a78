import ContentInterface
import FeatureTesting
import Foundation
import NavigationEngine
import PropertyBased
import Testing

/// A fourth kind of content, declared in a test target in one file (`PassagePlansFeature`),
/// does everything the three of the app do through the screens they share.
@MainActor @Suite struct FourthKindTests {
    @Test func aPlanIsStartedEditedSavedListedAndDeletedThroughTheSharedScreens() async throws {
        let app = try await AppHarness(features: [PassagePlansFeature()])
        try app.selectTab("home")
        try await app.tap("New Passage Plan")
        try await app.tap("Create Blank", "Elba crossing")
        try await app.tap("Add Waypoint", "Portoferraio")
        try await app.tap("Add Waypoint", "Piombino")
        try await app.tap("Move Up: Piombino")
        try await app.tap("Save")

        let page = await app.screen()
        #expect(page.title == "Elba crossing")
        #expect(page.rows(in: "Waypoints").map(\.text) == ["Piombino", "Portoferraio"])
        let link = try #require(app.stackLinks.last)
        #expect(link.hasPrefix("sailaway://content/plan/"))

        try app.selectTab("library")
        #expect(await app.screen().rows(in: "Passage Plans").map(\.text) == ["Elba crossing"])

        try app.open(link, from: .internal)
        try await app.tap("Delete")
        #expect(await app.screen().title == "Delete “Elba crossing”?")
        let deleted = try await app.tap("Delete")
        #expect(deleted?.text == "Deleted “Elba crossing”.")
    }

    @Test func aPlanNeedsAWaypointToBeSaved() async throws {
        let app = try await AppHarness(features: [PassagePlansFeature()])
        try app.selectTab("home")
        try await app.tap("New Passage Plan")
        try await app.tap("Create Blank", "Elba crossing")
        let refusal = await #expect(throws: (any Error).self) { try await app.tap("Save") }
        #expect("\(refusal.map { String(describing: $0) } ?? "")" == "A passage plan needs at least one waypoint. Add one with “Add Waypoint”.")
    }

    @Test func everySharedScreenOfAPlanRoundTripsThroughItsLink() async throws {
        let table = try LinkTable(testing: PassagePlanRoute.links)
        await propertyCheck(input: Gen.uuid) { id in
            #expect(table.roundTripFailures(ContentScreen.every(id).map(PassagePlanRoute.content)) == [])
        }
        #expect(table.link(for: AnyRoute(PassagePlanRoute.forkPicker)) == "sailaway://plan/new/fork")
    }
}
