import ChecklistsInterface
import SailawayCLI
import Testing

/// Ratings are what other sailors think: an author is not offered Rate on their own content
/// (its rate link refuses too: ``OwnChecklistRatingTests``). Issue 16 found a person could rate their own checklist, which
/// then fed Trending "from other sailors".
@MainActor
@Suite struct OwnContentRatingTests {
    private static let own = SampleChecklists.dailyBoatChecks.uuidString.lowercased()
    private static let theirs = SampleChecklists.preDepartureSafety.uuidString.lowercased()

    @Test func rateIsNotOfferedOnYourOwnChecklistButIsOnAnothers() async throws {
        let app = await SampleTerminalApp()

        let own = await app.run(["open", "sailaway://content/checklist/\(Self.own)", "--json"])
        let theirs = await app.run(["open", "sailaway://content/checklist/\(Self.theirs)", "--json"])

        #expect(own.status == ExitStatus.success, "\(own.errors)")
        #expect(try ScreenSnapshot(json: own.output).actionLabels == ["Edit", "Publish", "Fork", "Share", "Delete"])
        #expect(try ScreenSnapshot(json: theirs.output).actionLabels.contains("Rate"))
    }
}
