@testable import SailawayCLI
import Testing

/// Tab on the command line completes as far as every match agrees.
@Suite struct CompletionTests {
    let candidates = ["tab ", "tap ", "tap Create Checklist", "tap Create Blank", "Charters", "screen", "share"]

    @Test func aSingleMatchCompletesWhole() {
        #expect(Completion.complete("cha", from: candidates) == "Charters")
        #expect(Completion.complete("tap Create C", from: candidates) == "tap Create Checklist")
    }

    @Test func severalMatchesCompleteToWhatTheyShare() {
        #expect(Completion.complete("tap C", from: candidates) == "tap Create ")
        #expect(Completion.complete("s", from: candidates) == "s")
    }

    @Test func noMatchCompletesNothing() {
        #expect(Completion.complete("xyz", from: candidates) == nil)
    }
}
