@testable import Charters
import FeatureRegistry
import FeatureTesting
import Foundation
import SailawayDatabase
import Testing

/// A charter's crew is edited in place, each change saved at once.
@MainActor @Suite struct CharterCrewTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ChartersFeature()], declared: [.checklists])
        try app.open("sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        try await app.tap("Edit Crew")
    }

    var names: [String] {
        get async { await app.screen().sections.flatMap(\.rows).map(\.text) }
    }

    @Test func crewMembersAreAddedAndRemovedByNumber() async throws {
        #expect(await app.screen().title == "Crew of Aegean Week")
        #expect(try await app.tap("Add Crew Member", " Sam Okafor ") == "Added Sam Okafor to the crew.")
        #expect(try await app.tap("Remove Crew Member", "2") == "Removed Marta Ferrer from the crew.")
        #expect(await names == ["1. Alex Morgan", "2. Jonas Lind", "3. Priya Shah", "4. Sam Okafor"])
        try await app.relaunch()
        #expect(await names == ["1. Alex Morgan", "2. Jonas Lind", "3. Priya Shah", "4. Sam Okafor"])
    }

    @Test func badCrewChangesAreRefused() async throws {
        await #expect(throws: ActionError("Remove Crew Member — Number of the crew member to remove (1 to 4): '9' is not a crew member number: give one from 1 to 4. Nothing was changed.")) {
            try await app.tap("Remove Crew Member", "9")
        }
        await #expect(throws: ActionError("Add Crew Member — Name: It cannot be empty. Nothing was changed.")) { try await app.tap("Add Crew Member", " ") }
        for number in 5...12 {
            try await app.tap("Add Crew Member", "Sailor \(number)")
        }
        await #expect(throws: ActionError("That makes 13 people; a charter takes at most 12.")) {
            try await app.tap("Add Crew Member", "One Too Many")
        }
        #expect(await names.count == 12)
    }
}
