@testable import Guides
import Foundation
import Testing

/// How a section's text reads as paragraphs.
struct GuideTests {
    private func paragraphs(_ body: String) -> [String] {
        Guide.Section(id: UUID(), title: "T", body: body).paragraphs
    }

    @Test func blankLinesSeparateParagraphs() {
        #expect(paragraphs("Fenders out.\n\nLines ready.\n \n\nBrief the crew.") == ["Fenders out.", "Lines ready.", "Brief the crew."])
    }

    @Test func aSingleLineBreakKeepsOneParagraph() {
        #expect(paragraphs("Drop the anchor\nwhile reversing slowly.\r\n\r\nPay out.") == ["Drop the anchor while reversing slowly.", "Pay out."])
    }

    @Test func textWithoutBlankLinesIsOneParagraph() {
        #expect(paragraphs("  Reef early.  ") == ["Reef early."])
    }
}
