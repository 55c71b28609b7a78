import Foundation
import GRDB
import ProcessTesting
import Synchronization
import Testing

/// The built `sailaway-web` over a data directory of its own (its community in
/// `community.sqlite` there), on a loopback port that stays the same across restarts: stopped
/// or killed with SIGKILL, and started again on the same port and data, as an operator's server
/// goes away and comes back.
final class CommunityServer {
    /// The server's data directory.
    let dataDirectory: URL
    /// The port it listens on (chosen by the first start).
    private(set) var port = 0
    private var process: ChildProcess?
    private let executable: String

    /// `http://127.0.0.1:PORT`.
    var address: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Whether the server runs.
    var isRunning: Bool { process?.isRunning ?? false }

    /// Starts a server over a new data directory on a free port, and waits until it listens.
    init(binary: SailawayBinary) throws {
        executable = binary.url.deletingLastPathComponent().appendingPathComponent("sailaway-web").path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "no sailaway-web beside \(binary.url.path): build it first")
        dataDirectory = TestCleanup.directory("community-server")
        try start()
    }

    /// Starts the server again on its port and data, and waits until it listens; a port still
    /// held a moment by the one before is tried again for up to 10 seconds.
    func start() throws {
        let deadline = Date().addingTimeInterval(10)
        while true {
            do {
                try startOnce()
                return
            } catch is HarnessFailure where port != 0 && Date() < deadline {
                usleep(100_000)
            }
        }
    }

    private func startOnce() throws {
        let process = try ChildProcess(
            executable, ["--data-dir", dataDirectory.path, "--port", "\(port)"], environment: SailawayBinary.environment(),
            standardOutput: .pipe, standardError: .null
        )
        // The first line says where it listens; what follows is read to the end, so the pipe
        // never fills.
        let listening = Mutex<String?>(nil)
        let said = DispatchSemaphore(value: 0)
        let output = process.output
        DispatchQueue.global().async {
            var buffered = Data()
            var told = false
            while let chunk = output?.availableData, !chunk.isEmpty {
                guard !told else { continue }
                buffered.append(chunk)
                if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                    listening.withLock { $0 = String(decoding: buffered[..<newline], as: UTF8.self) }
                    told = true
                    said.signal()
                }
            }
            if !told { said.signal() }
        }
        guard said.wait(timeout: .now() + 60) == .success, let line = listening.withLock({ $0 }),
            let match = line.firstMatch(of: /Listening on http:\/\/[^ :]+:([0-9]+)/), let port = Int(match.1)
        else {
            process.killGroup()
            throw HarnessFailure("sailaway-web did not start on port \(self.port)")
        }
        self.port = port
        self.process = process
    }

    /// Kills the server with SIGKILL, as a crash or the system does: no clean-up.
    func kill() {
        process?.killGroup()
        process = nil
    }

    /// Stops the server with SIGTERM, and waits for it to end.
    func stop() {
        guard let process else { return }
        process.send(SIGTERM)
        if process.wait(seconds: 10) == nil { process.killGroup() }
        self.process = nil
    }

    /// Reads the community's database (`community.sqlite`), as it stands on disk.
    func community<T>(_ read: (Database) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        let queue = try DatabaseQueue(path: dataDirectory.appendingPathComponent("community.sqlite").path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read(read)
    }

    /// How many times the log holds each change (by its id).
    func loggedChanges() throws -> [String: Int] {
        try community { db in
            var counts: [String: Int] = [:]
            for id in try String.fetchAll(db, sql: "SELECT changeID FROM log WHERE changeID IS NOT NULL") { counts[id, default: 0] += 1 }
            return counts
        }
    }

    /// The outcome the server keeps for each change it answered (`applied`, `refused`, `gone`).
    func outcomes() throws -> [String: String] {
        try community { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT changeID, outcome FROM applied").map { ($0["changeID"] as String, $0["outcome"] as String) })
        }
    }
}

/// A harness that could not do what a test needs.
struct HarnessFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
