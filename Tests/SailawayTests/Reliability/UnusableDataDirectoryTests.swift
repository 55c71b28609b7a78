import Foundation
import ProcessTesting
import Testing

/// `--data-dir` at something the app cannot keep its data in: one clear error naming the path,
/// exit status 1, nothing written. Issue 16 found a file there printed the same error four
/// times and exited 0.
@Suite struct UnusableDataDirectoryTests {
    let binary: SailawayBinary
    let place = TestCleanup.path("unusable")

    init() throws {
        binary = try SailawayBinary.located()
    }

    @Test(arguments: [["screen"], ["state", "--json"], ["tap", "1"], []])
    func aFileWhereTheDirectoryShouldBeIsOneErrorAndExitStatus1(command: [String]) throws {
        try Data("not a directory\n".utf8).write(to: place)
        defer { try? FileManager.default.removeItem(at: place) }

        let run = try binary.run(["--data-dir", place.path] + command, input: "q\n")

        #expect(run.status == 1)
        #expect(run.errors == "Cannot use the data directory \(place.path): it is a file, not a directory. Choose another with --data-dir or SAILAWAY_DATA_DIR.\n")
        #expect(run.output.isEmpty)
        #expect(try String(contentsOf: place, encoding: .utf8) == "not a directory\n", "the file is left as it was")
    }

    @Test func aDirectoryUnderAFileCannotBeCreated() throws {
        try Data().write(to: place)
        defer { try? FileManager.default.removeItem(at: place) }
        let inside = place.appendingPathComponent("data")

        let run = try binary.run(["--data-dir", inside.path, "screen"])

        #expect(run.status == 1)
        #expect(run.errors == "Cannot use the data directory \(inside.path): it cannot be created, because \(place.path) is a file. Choose another with --data-dir or SAILAWAY_DATA_DIR.\n")
    }

    @Test func aDirectoryThatDoesNotExistYetIsCreatedAsBefore() throws {
        defer { try? FileManager.default.removeItem(at: place) }

        let run = try binary.run(["--data-dir", place.appendingPathComponent("new").path, "screen"])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Welcome to Sailaway"))
    }
}
