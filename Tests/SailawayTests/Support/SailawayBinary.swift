import Foundation
import ProcessTesting
import Synchronization
import Testing

/// The built `sailaway` executable, run as a script runs it: its own process, arguments,
/// environment and standard input.
struct SailawayBinary {
    /// The executable.
    let url: URL

    /// The executable built with these tests: `$SAILAWAY_BINARY`, else `sailaway` beside the
    /// test bundle (SwiftPM puts products and the test runner in one directory).
    static func located() throws -> SailawayBinary {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SAILAWAY_BINARY"], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit)
            try #require(FileManager.default.isExecutableFile(atPath: url.path), "SAILAWAY_BINARY=\(explicit) is not an executable")
            return SailawayBinary(url: url)
        }
        let found = searchedDirectories
            .map { $0.appendingPathComponent("sailaway") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        let url = try #require(
            found,
            "No sailaway executable in \(searchedDirectories.map(\.path)); build it or set SAILAWAY_BINARY"
        )
        return SailawayBinary(url: url)
    }

    /// Where the build puts products next to the running tests.
    ///
    /// On Linux the tests run as `<build>/debug/<Package>PackageTests.xctest`, an executable:
    /// `Bundle.main.bundleURL` is that directory and so is the runner's (`arguments[0]`).
    static var searchedDirectories: [URL] {
        let bundle = Bundle.main.bundleURL
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        var directories = [bundle, runner.deletingLastPathComponent()]
        // On macOS the tests are a bundle, `X.xctest/Contents/MacOS/X`, beside the products.
        for url in [bundle, runner] where url.path.contains(".xctest") {
            var directory = url
            while directory.pathExtension != "xctest", directory.path != "/" { directory.deleteLastPathComponent() }
            directories.append(directory.deletingLastPathComponent())
        }
        var seen = Set<String>()
        return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The environment a test runs `sailaway` in: this process's, without what would point it at
    /// the user's own data (each test says where data goes) or colour it, plus `overrides`.
    static func environment(_ overrides: [String: String] = [:]) -> [String: String] {
        var inherited = ProcessInfo.processInfo.environment
        for key in ["SAILAWAY_DATA_DIR", "XDG_DATA_HOME", "SAILAWAY_BINARY", "NO_COLOR", "COLUMNS", "SAILAWAY_COLUMNS"] { inherited[key] = nil }
        return inherited.merging(overrides) { $1 }
    }

    /// Starts `sailaway arguments…` in ``environment(_:)``, its own process group
    /// (``ChildProcess``), with the standard streams as given.
    func start(
        _ arguments: [String], environment: [String: String] = [:],
        standardInput: ChildProcess.Stream = .null, standardOutput: ChildProcess.Stream = .pipe, standardError: ChildProcess.Stream = .null
    ) throws -> ChildProcess {
        try ChildProcess(
            url.path, arguments, environment: Self.environment(environment),
            standardInput: standardInput, standardOutput: standardOutput, standardError: standardError
        )
    }

    /// Runs `sailaway arguments…` to completion; `input` is its standard input (none when nil).
    ///
    /// Spawned by ``ChildProcess``, not Foundation's `Process`, whose `run()` crashes now and
    /// then on Linux.
    func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> ProcessRun {
        let outcome = try ChildProcess.run(url.path, arguments, environment: Self.environment(environment), input: input.map { Data($0.utf8) })
        return ProcessRun(
            status: outcome.status,
            output: String(decoding: outcome.output, as: UTF8.self),
            errors: String(decoding: outcome.errors, as: UTF8.self)
        )
    }
}

/// What one process did.
struct ProcessRun {
    /// Its exit status.
    var status: Int32
    /// Standard output.
    var output: String
    /// Standard error.
    var errors: String
}
