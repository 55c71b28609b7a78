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

    @Test func crewMembersAreAddedAndEachRemovedFromTheirOwnRow() async throws {
        #expect(await app.screen().title == "Crew of Aegean Week")
        #expect(try await app.tap("Add Crew Member", " Sam Okafor ") == "Added Sam Okafor to the crew.")
        let screen = await app.screen()
        let marta = try #require(screen.sections[0].rows.first { $0.text == "Marta Ferrer" })
        #expect(screen.actions(marta.actions).map(\.label) == ["Remove: Marta Ferrer"])
        #expect(screen.actions.allSatisfy { $0.inputs.allSatisfy { !$0.prompt.localizedCaseInsensitiveContains("number") } }, "no crew member is asked for by number")
        #expect(try await app.tap("Remove: Marta Ferrer") == "Removed Marta Ferrer from the crew.")
        #expect(await names == ["Alex Morgan", "Jonas Lind", "Priya Shah", "Sam Okafor"])
        try await app.relaunch()
        #expect(await names == ["Alex Morgan", "Jonas Lind", "Priya Shah", "Sam Okafor"])
    }

    /// Two people of one name are two rows, and removing the second leaves the first.
    @Test func twoCrewMembersOfOneNameAreTwoRows() async throws {
        try await app.tap("Add Crew Member", "Alex Morgan")
        let rows = await app.screen().sections[0].rows
        #expect(rows.filter { $0.text == "Alex Morgan" }.map(\.id) == [.named("Alex Morgan"), .named("Alex Morgan (2)")])
        let second = try #require(await app.screen().actions.last { $0.label == "Remove: Alex Morgan" })
        try await app.session.perform(second)
        #expect(await names == ["Alex Morgan", "Marta Ferrer", "Jonas Lind", "Priya Shah"])
    }

    @Test func badCrewChangesAreRefused() async throws {
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
