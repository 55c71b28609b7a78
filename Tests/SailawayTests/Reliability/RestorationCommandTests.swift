import Foundation
import Testing

/// `sailaway` starting over whatever is in its saved navigation file: it starts every time
/// (exit 0), keeps every entry that still opens, says on stderr what it dropped, and keeps a
/// file it cannot read beside it (`navigation.json.unreadable`) instead of overwriting it.
@Suite struct RestorationCommandTests {
    static let charter = "sailaway://charter/550e8400-e29b-41d4-a716-446655440002"
    static let checklist = "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000"

    /// A document as this build writes it.
    static func document(selected: String = "charters", tabs: String, sheet: String = "null") -> String {
        #"{"version": 1, "selectedTab": "\#(selected)", "tabs": {\#(tabs)}, "sheet": \#(sheet)}"#
    }

    /// Writes `data` where the saved state goes.
    func save(_ data: Data, in sailaway: SailawayScript) throws -> URL {
        try FileManager.default.createDirectory(at: sailaway.dataDirectory, withIntermediateDirectories: true)
        let file = sailaway.dataDirectory.appendingPathComponent("navigation.json")
        try data.write(to: file)
        return file
    }

    /// The app starts at the launch state, says why, keeps the file aside, and saves afresh.
    func expectFreshStartKeepingAside(_ data: Data, note: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let sailaway = try SailawayScript()
        let file = try save(data, in: sailaway)

        let run = try sailaway.run("state", "--json")

        #expect(run.status == 0, "\(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errors.contains("Note: \(note)"), "\(run.errors)", sourceLocation: sourceLocation)
        let state = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(state?["selectedTab"] as? String == "home", sourceLocation: sourceLocation)
        let aside = file.appendingPathExtension("unreadable")
        #expect(try FileManager.default.attributesOfItem(atPath: aside.path)[.size] as? Int == data.count, sourceLocation: sourceLocation)
        try sailaway.succeed("tab", "library")
        #expect(try sailaway.object("state", "--json")["selectedTab"] as? String == "library", sourceLocation: sourceLocation)
        #expect(try sailaway.run("state").errors.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func anEmptyFile() throws {
        try expectFreshStartKeepingAside(Data(), note: "Saved navigation was not restored: the saved state is empty.")
    }

    @Test func aTruncatedFile() throws {
        let whole = Self.document(tabs: #""charters": ["\#(Self.charter)"]"#)
        try expectFreshStartKeepingAside(Data(whole.utf8.prefix(whole.utf8.count / 2)), note: "Saved navigation was not restored")
    }

    @Test func randomBytes() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try expectFreshStartKeepingAside(bytes, note: "Saved navigation was not restored")
    }

    @Test func validJSONOfAnotherShape() throws {
        try expectFreshStartKeepingAside(Data(#"{"routes": ["/home"], "index": 0}"#.utf8), note: "Saved navigation was not restored")
    }

    @Test func aFutureVersion() throws {
        let future = #"{"version": 7, "selectedTab": "charters", "panes": [], "tabs": {}}"#
        try expectFreshStartKeepingAside(Data(future.utf8), note: "Saved navigation is version 7; this build reads up to 2. Starting fresh.")
    }

    @Test func a50MBFileIsNotReadAndTheAppStartsAtOnce() throws {
        let sailaway = try SailawayScript()
        let file = try save(Data(), in: sailaway)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 50_000_000)
        try handle.close()

        let started = Date()
        let run = try sailaway.run("state")

        #expect(Date().timeIntervalSince(started) < 5)
        #expect(run.status == 0)
        #expect(run.errors.contains("Note: Saved navigation was not restored: the saved state is 50000000 bytes, over the 1048576-byte limit."))
        #expect(try FileManager.default.attributesOfItem(atPath: file.appendingPathExtension("unreadable").path)[.size] as? Int == 50_000_000)
    }

    @Test func entriesOfFeaturesAbsentFromTheBuildAreDroppedAndTheRestKept() throws {
        let sailaway = try SailawayScript()
        _ = try save(Data(Self.document(tabs: """
            "charters": ["\(Self.charter)", "sailaway://logbook/entry/12"],
            "discover": ["\(Self.checklist)", "sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003"],
            "marina": ["sailaway://marina/berth/4"]
            """).utf8), in: sailaway)

        let run = try sailaway.run("--features", "Checklists,Charters,Search", "state", "--json")

        #expect(run.status == 0)
        let state = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let tabs = try #require(state["tabs"] as? [String: [String]])
        #expect(tabs["charters"] == [Self.charter])
        #expect(tabs["discover"] == [Self.checklist])
        #expect(run.errors.contains("Note: Dropped sailaway://logbook/entry/12 from the charters tab"))
        #expect(run.errors.contains("Note: Dropped sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003 from the discover tab"))
        #expect(run.errors.contains("which is not part of this build"))
        #expect(run.errors.contains("Note: Kept the saved 'marina' tab (1 screen) aside"))
    }

    @Test func aTabWrittenTwiceKeepsItsFirstStackAndSaysSo() throws {
        let sailaway = try SailawayScript()
        _ = try save(Data(Self.document(tabs: #""charters": ["\#(Self.charter)"], "charters": ["sailaway://charters"]"#).utf8), in: sailaway)

        let run = try sailaway.run("state", "--json")

        #expect(run.status == 0)
        #expect(run.errors.contains("Note: The saved state lists the 'charters' tab 2 times: the first was restored, the others were dropped."))
        let tabs = try #require((try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])?["tabs"] as? [String: [String]])
        #expect(tabs["charters"] == [Self.charter])
    }
}
