import FeatureRegistry
import Testing

/// A message says what kind of news it is, and a face that shows it briefly keeps it long
/// enough to read.
@Suite struct ScreenMessageTests {
    @Test func aLiteralIsASuccessAndOtherKindsAreSaid() {
        let saved: ScreenMessage = "Saved."
        #expect(saved.kind == .success)
        #expect(ScreenMessage.warning("Changed meanwhile.").kind == .warning)
        #expect(ScreenMessage.error(ActionError("Refused.")) == ScreenMessage("Refused.", kind: .error))
    }

    @Test func aBriefMessageShowsForThreeSecondsAndAProblemForSix() {
        #expect(ScreenMessage("Checked “Bilge pump”. 1 of 8 checked.").shownFor == .seconds(3))
        #expect(ScreenMessage.information("Already public.").shownFor == .seconds(3))
        #expect(ScreenMessage.warning("This changed since it was shown.").shownFor == .seconds(6))
        #expect(ScreenMessage.error("Could not save.").shownFor == .seconds(6))
    }

    @Test func aLongMessageShowsForASecondPerTenWords() {
        let long = ScreenMessage(Array(repeating: "word", count: 75).joined(separator: " "))
        #expect(long.shownFor == .seconds(8))
    }
}
