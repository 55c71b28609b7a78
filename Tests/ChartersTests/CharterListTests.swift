import ChartersInterface
@testable import Charters
import FeatureRegistry
import FeatureTesting
import Foundation
import SailawayDatabase
import Testing

/// The Charters tab lists active charters, most recent first, and keeps archived ones apart.
@MainActor @Suite struct CharterListTests {
    @Test func theTabListsActiveChartersWithBoatAndDays() async throws {
        let app = try await AppHarness(features: [ChartersFeature()], declared: [.checklists])
        try app.selectTab("charters")
        let screen = await app.screen()
        #expect(screen.title == "Charters")
        let rows = screen.rows(in: "Active")
        #expect(rows.map(\.text) == ["Aegean Week"])
        #expect(rows.first?.detail == "Bavaria 46 “Meltemi” · 12–19 Jun 2027")
        #expect(rows.first?.accessibility.label == "Charter: Aegean Week")
        #expect(screen.actionLabels == ["New Charter", "Open Aegean Week", "Archived Charters"])
    }

    /// With no charter, the list says so, and New Charter is the screen's own action — never a
    /// “Tap New Charter” where no such control is drawn (the tab's root beside another screen).
    @Test func anEmptyListSaysSoAndNewCharterIsTheScreensAction() async throws {
        let app = try await AppHarness(features: [ChartersFeature()], declared: [.checklists])
        try await app.database.writer.write { db in try db.execute(sql: "UPDATE charter SET archivedAt = ?", arguments: [Date()]) }
        try app.selectTab("charters")
        let screen = await app.screen()
        #expect(screen.sections.first?.emptyText == "No charters yet.")
        #expect(screen.primaryAction == "new-charter")
        #expect(!screen.sections.compactMap(\.emptyText).contains { $0.contains("Tap") })
    }

    @Test func archivedChartersHaveTheirOwnList() async throws {
        let app = try await AppHarness(features: [ChartersFeature()], declared: [.checklists])
        try app.selectTab("charters")
        try await app.tap("Archived Charters")
        let screen = await app.screen()
        #expect(screen.title == "Archived Charters")
        #expect(screen.sections.flatMap(\.rows).map(\.text) == ["Solent Weekend"])
        try await app.tap("Open Solent Weekend")
        #expect(await app.screen().title == "Solent Weekend")
        #expect(app.stackLinks == ["sailaway://charters/archived", "sailaway://charter/5a11c4a4-0000-4000-8000-000000000002"])
    }

    @Test func theMostRecentStartComesFirst() async throws {
        let app = try await AppHarness(features: [ChartersFeature()], declared: [.checklists])
        try app.selectTab("charters")
        try await app.tap("New Charter")
        try await app.tap("Create Charter", "Baltic Hop", "Hallberg-Rassy 342", "2027-08-01", "2027-08-08", "")
        app.back()
        #expect(await app.screen().rows(in: "Active").map(\.text) == ["Baltic Hop", "Aegean Week"])
    }

    @Test func homeShowsUpcomingChartersAndStartsANewOne() async throws {
        let app = try await AppHarness(features: [ChartersFeature()], declared: [.checklists], now: CharterTestSupport.newYear2027)
        let home = await app.screen()
        #expect(home.rows(in: "Upcoming charters").map(\.text) == ["Aegean Week"])
        #expect(home.actionLabels.contains("Open Aegean Week"))

        try await app.tap("New Charter")
        #expect(await app.screen().title == "New Charter")
        try await app.tap("Start New Charter")
        #expect(await app.screen().actionLabels.contains("Create Charter"))
        #expect(app.stackLinks.count == 1, "the form replaced the start screen")
    }

    @Test func aFormLeftUnfinishedCanBeContinued() async throws {
        let app = try await AppHarness(features: [ChartersFeature()], declared: [.checklists])
        try app.selectTab("charters")
        try await app.tap("New Charter")
        let form = app.stackLinks
        // Submitted ending before it starts: refused, and what was right kept.
        await #expect(throws: ActionError.self) { try await app.tap("Create Charter", "Ionian Loop", "Kalypso", "2027-08-08", "2027-08-01", "") }
        app.back()
        let list = await app.screen()
        #expect(list.rows(in: "Not yet created").map(\.text) == ["Ionian Loop"])
        try await app.tap("Continue Ionian Loop")
        #expect(app.stackLinks == form)
        let create = await app.screen().actions.first { $0.id == "create-charter" }
        #expect(create?.inputs.first?.current == "Ionian Loop", "the form shows what was kept")
    }
}
