
@testable import SailawayCLI
import Foundation
import ProcessTesting
import SailawayHosting
import Testing

/// Where the app keeps its data: `--data-dir`, else `$SAILAWAY_DATA_DIR`, else
/// `$XDG_DATA_HOME/sailaway`, else `~/.local/share/sailaway`.
@Suite struct DataDirectoryTests {
    let everything = [
        "SAILAWAY_DATA_DIR": "/srv/sailaway",
        "XDG_DATA_HOME": "/home/skipper/.data",
        "HOME": "/home/skipper",
    ]

    private func resolve(_ option: String?, _ environment: [String: String]) -> String {
        DataDirectory.resolve(option: option, environment: environment).path
    }

    @Test func theOptionComesFirst() {
        #expect(resolve("/tmp/voyage", everything) == "/tmp/voyage")
    }

    @Test func thenSailawayDataDir() {
        #expect(resolve(nil, everything) == "/srv/sailaway")
    }

    @Test func thenXDGDataHome() {
        var environment = everything
        environment["SAILAWAY_DATA_DIR"] = nil
        #expect(resolve(nil, environment) == "/home/skipper/.data/sailaway")
    }

    @Test func thenTheHomeDirectory() {
        #expect(resolve(nil, ["HOME": "/home/skipper"]) == "/home/skipper/.local/share/sailaway")
    }

    @Test func emptyValuesAreSkipped() {
        let environment = ["SAILAWAY_DATA_DIR": "", "XDG_DATA_HOME": "", "HOME": "/home/skipper"]
        #expect(resolve("", environment) == "/home/skipper/.local/share/sailaway")
    }

    @Test func aRelativeOptionIsResolvedAgainstTheWorkingDirectory() {
        let working = FileManager.default.currentDirectoryPath
        #expect(resolve("voyage", [:]) == URL(fileURLWithPath: working).appendingPathComponent("voyage").path)
    }

    @Test @MainActor func theCommandLineUsesTheEnvironmentWhenNoOptionIsGiven() async throws {
        let directory = TestCleanup.path("env")
        defer { try? FileManager.default.removeItem(at: directory) }
        let commandLine = SailawayCommandLine(
            features: [], environment: ["SAILAWAY_DATA_DIR": directory.path], console: RecordingConsole(), logger: TerminalApp.quietLogger
        )

        let status = await commandLine.run(["tab", "library"])

        #expect(status == ExitStatus.success)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("navigation.json").path))
    }
}
