@testable import SailawayCLI
import Testing

/// The bytes a terminal sends become the keys a person pressed, however the reads cut them.
@Suite struct KeyDecoderTests {
    @Test func arrowsInBothCursorModesPagingKeysAndShiftTab() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\u{1B}[Z".utf8))
        #expect(keys == [.up, .down, .right, .left, .pageUp, .pageDown, .home, .end, .backTab])
    }

    @Test func controlBytesEnterTabBackspaceAndText() {
        var decoder = KeyDecoder()
        let keys = decoder.decode([0x0D, 0x09, 0x7F, 0x0C, 0x03] + Array("q?é".utf8))
        #expect(keys == [.enter, .tab, .backspace, .control("l"), .control("c"), .character("q"), .character("?"), .character("é")])
    }

    @Test func aLoneEscapeIsEscOnlyWhenNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B], final: false).isEmpty, "the rest of a sequence may be on its way")
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array("[B".utf8), final: false) == [.down], "a sequence cut between reads is one key")
        #expect(decoder.decode([0x1B], final: true) == [.escape])
        #expect(!decoder.isWaiting)
    }

    /// The app reads a lone ESC at the end of a read as Esc at once, and waits for the rest of a
    /// sequence or a character only when it has begun.
    @Test func aLoneEscapeIsToldFromASequenceOrACharacterBegun() {
        var decoder = KeyDecoder()
        _ = decoder.decode([0x1B], final: false)
        #expect(decoder.holdsLoneEscape)
        _ = decoder.decode(Array("[".utf8), final: false)
        #expect(decoder.isWaiting && !decoder.holdsLoneEscape, "ESC [ is a sequence begun")
        #expect(decoder.decode(Array("A".utf8), final: false) == [.up])
        #expect(decoder.decode([0xC3], final: false).isEmpty)
        #expect(decoder.isWaiting && !decoder.holdsLoneEscape, "a character's first byte waits for the rest")
        #expect(decoder.decode([0xA9], final: false) == [.character("é")])
        #expect(decoder.decode(Array("q".utf8) + [0x1B], final: false) == [.character("q")])
        #expect(decoder.holdsLoneEscape, "an ESC that ends a read after a key is alone too")
    }

    @Test func theMouseWheelScrolls() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<64;10;5M\u{1B}[<65;10;5M\u{1B}[<0;3;3M".utf8)) == [.wheelUp, .wheelDown, .unknown])
    }
}
