import Foundation
import Testing

/// Text as typed, in the full-screen app at a real terminal (tmux): accented letters, CJK,
/// emoji and a combining sequence typed at its prompts — a search, a note on a check-in, the
/// profile's name — are saved and shown exactly, and the screens holding them are drawn aligned,
/// each wide character taking the two columns the terminal gives it. Also in the C locale, which
/// the app replaces with UTF-8 for its line editor.
@Suite(.serialized, .enabled(if: TmuxTerminal.tmuxPath != nil, "tmux drives the full-screen app (CI installs it)"))
struct FullScreenTextTests {
    /// Every kind of text a person types: Latin with a precomposed accent, a word with a
    /// combining accent (e + U+0301), an emoji and two CJK ideographs.
    static let typed = "Zoë cafe\u{301} 🙂 漢字"

    let script: SailawayScript

    init() throws {
        script = try SailawayScript(welcomed: true)
    }

    @Test(arguments: [[:], ["LC_ALL": "C", "LANG": ""]])
    func searchKeepsEveryCharacterTyped(locale: [String: String]) throws {
        let terminal = try TmuxTerminal(binary: script.binary, dataDirectory: script.dataDirectory, environment: locale)
        try terminal.waitForTitle("Home")
        try terminal.press("/")
        try terminal.answer(Self.typed)
        let results = try terminal.waitForTitle("Results for “\(Self.typed)”")
        try expectAligned(results)
        let link = try #require(try script.object("state", "--json")["tabs"].flatMap { ($0 as? [String: [String]])?["discover"]?.last })
        let query = try #require(URLComponents(string: link)?.queryItems?.first { $0.name == "q" }?.value)
        #expect(query.replacingOccurrences(of: "+", with: " ") == Self.typed, "the search saved in the state is the text typed")
    }

    @Test func aNoteOnACheckInIsSavedAndDrawnAsTyped() throws {
        let terminal = try TmuxTerminal(binary: script.binary, dataDirectory: script.dataDirectory)
        try terminal.waitForTitle("Home")
        try terminal.press("o")
        try terminal.answer("sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        try terminal.waitForTitle("Aegean Week")
        try terminal.choose("Check-in:")
        try terminal.waitFor { $0.contains("of 8 checked") || $0.contains(" checked") }
        try terminal.choose("Add Note", onRow: "1.1 ")
        try terminal.answer("Scratch – port quarter \(Self.typed)")
        let run = try terminal.waitFor { $0.contains("Noted on") }
        try expectAligned(run)
        let screen = try script.succeed("screen")
        #expect(screen.contains("Note: Scratch – port quarter \(Self.typed)"), "the note is saved as typed:\n\(screen)")
    }

    @Test func aProfileNameIsSavedAndDrawnAsTyped() throws {
        let terminal = try TmuxTerminal(binary: script.binary, dataDirectory: script.dataDirectory)
        try terminal.waitForTitle("Home")
        try terminal.press("5")
        try terminal.waitFor { $0.contains(" 5 ") }
        try terminal.choose("Edit Profile")
        try terminal.waitForTitle("Edit Profile")
        try terminal.choose("Name")
        try terminal.answer("Jo Tester \(Self.typed)")
        let edited = try terminal.waitFor { $0.contains("Saved your name") }
        #expect(edited.contains("Name: Jo Tester \(Self.typed)"), "the name is drawn as typed:\n\(edited)")
        try expectAligned(edited)
        try terminal.press("Escape")
        try terminal.press("Escape")
        let profile = try terminal.waitForTitle("Jo Tester \(Self.typed)")
        try expectAligned(profile)
    }

    @Test func aLongScreenWithWideTitlesCountsItsLinesRight() throws {
        // Enough wide names that the Charters list is taller than the window.
        for number in 1...16 {
            try script.succeed("reset")
            try script.succeed("tab", "charters")
            try script.succeed("tap", "New Charter")
            try script.succeed("tap", "Create Charter", "⛵ 航海 \(number)", "Bavaria 46", "2027-07-03", "2027-07-10", "")
        }
        try script.succeed("tab", "charters")
        try script.succeed("reset")
        let terminal = try TmuxTerminal(binary: script.binary, dataDirectory: script.dataDirectory)
        try terminal.press("4")
        let charters = try terminal.waitForTitle("Charters")
        let breadcrumb = charters.components(separatedBy: "\n")[1]
        let counter = try #require(breadcrumb.firstMatch(of: /(\d+)–(\d+) of (\d+)$/), "the breadcrumb line ends in the scroll counter: \(breadcrumb)")
        #expect(Int(counter.3)! > Int(counter.2)!, "the counter counts every line: \(breadcrumb)")
        try terminal.press("End")
        try expectAligned(try terminal.settled())
    }

    /// The frame is drawn where it belongs: the title on the first row, the tab bar whole on the
    /// row before the last, and no row that runs past the window (tmux would wrap it, pushing
    /// every row under it down).
    private func expectAligned(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rows = screen.components(separatedBy: "\n")
        #expect(rows.count >= 24, "a whole window:\n\(screen)", sourceLocation: sourceLocation)
        #expect(rows[22].contains("1 Home") && rows[22].contains("5 "), "the tab bar is on its row:\n\(screen)", sourceLocation: sourceLocation)
        #expect(rows[23].contains("?"), "the key hints are on the last row:\n\(screen)", sourceLocation: sourceLocation)
    }
}
