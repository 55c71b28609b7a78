@testable import Checklists
import ChartersInterface
import ChecklistsInterface
import FeatureTesting
import Foundation
import SailawayDatabase
import Testing

/// What Checklists tells of the user's data: Sync Status's count and account deletion's.
@MainActor
struct ChecklistsDataTests {
    /// “Checklist runs” counts runs — one checklist in one charter — not the items marked in
    /// them, which deleting the account says apart.
    @Test func checklistRunsCountRunsNotTheItemsMarkedInThem() async throws {
        let app = try await checklistsWithChartersApp()
        try app.open("sailaway://charter/\(SampleCharters.aegeanWeek.uuidString)/checklist/\(SampleChecklists.myCheckIn.uuidString)", from: .internal)
        try await app.tap("Check: Bilge pump")
        try await app.tap("Check: Heads pump")
        try await app.tap("Add Note: Inventory signed", "Signed at the base")
        let holdings = try await app.database.writer.read { db in try ChecklistsData.account(db, user: SampleContent.currentUser) }
        #expect(holdings.map(\.title) == ["Checklist runs"])
        #expect(holdings.first?.count == 1, "three marks in one run")
        #expect(holdings.first?.deletion == "1 checklist run (3 checked items and notes)")
    }
}
