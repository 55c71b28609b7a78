import Foundation
import ProcessTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A PostgreSQL server for the tests of one process: made (`initdb`) and started when a test
/// first asks for a database, on a free loopback port with a socket folder of its own, in a
/// folder of ``TestCleanup`` — stopped and removed when the test process ends, also when a test
/// failed.
///
/// Each test takes a fresh database of its own (``makeDatabase(_:)``), so tests run side by side.
/// The server trusts every connection from this machine and writes nothing to disk it need not
/// (no `fsync`): it holds only what tests make. Should the test process die before it can stop
/// the server, the next test process removes its folder, and the server, finding its lock file
/// gone, stops within a minute.
public final class PostgresServer: Sendable {
    /// The server of this test process, started on first use.
    public static func shared() async throws -> PostgresServer {
        try await starting.value
    }

    private static let starting = Task { try await PostgresServer.start() }

    /// Where it listens on the loopback interface.
    public let port: Int
    /// The role tests connect as: a superuser.
    public let user = "postgres"
    private let installation: PostgresInstallation
    private let process: ChildProcess
    private let folder: URL

    private init(installation: PostgresInstallation, process: ChildProcess, folder: URL, port: Int) {
        self.installation = installation
        self.process = process
        self.folder = folder
        self.port = port
    }

    // MARK: - Databases

    /// A new empty database, named after `name` and unique in this server, as a URL
    /// (`postgres://postgres@127.0.0.1:PORT/NAME_…`).
    public func makeDatabase(_ name: String = "test") async throws -> String {
        let prefix = name.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }.prefix(40)
        let database = "\(prefix.isEmpty ? "test" : prefix)_\(UUID().uuidString.prefix(8).lowercased())"
        _ = try await psql(#"CREATE DATABASE :"name""#, variables: ["name": database])
        return "postgres://\(user)@127.0.0.1:\(port)/\(database)"
    }

    /// Runs `sql` (psql's script, whose `:name` and `:"name"` take `variables`) as the superuser
    /// in `database`; returns what it printed, each row a line of `|`-separated columns.
    public func psql(_ sql: String, variables: [String: String] = [:], in database: String = "postgres") async throws -> String {
        let arguments = ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", "\(port)", "-U", user, "-d", database]
            + variables.sorted(by: { $0.key < $1.key }).flatMap { ["-v", "\($0.key)=\($0.value)"] }
        let outcome = try await Self.run(installation.psql.path, arguments, input: sql)
        guard outcome.status == 0 else {
            throw PostgresTestingError("psql failed (\(outcome.status)) on “\(sql)”: \(String(decoding: outcome.errors, as: UTF8.self))")
        }
        return String(decoding: outcome.output, as: UTF8.self)
    }

    // MARK: - Starting and stopping

    private static func start() async throws -> PostgresServer {
        let installation = try PostgresInstallation.found.get()
        let folder = TestCleanup.directory("postgres")
        let data = folder.appendingPathComponent("data"), sockets = folder.appendingPathComponent("sockets")
        for directory in [data, sockets] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        if installation.runAs != nil {
            // The server's user reaches its folder through the test process's, which root made.
            for directory in [folder.deletingLastPathComponent(), folder] {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            }
            try [folder, data, sockets].forEach(installation.hand)
        }

        let initdb = installation.command("initdb", ["-D", data.path, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"])
        let made = try await run(initdb.executable, initdb.arguments, input: nil)
        guard made.status == 0 else {
            throw PostgresTestingError("initdb failed (\(made.status)): \(String(decoding: made.output + made.errors, as: UTF8.self))")
        }
        var attempts: [String] = []
        // A free port may be taken between finding and binding it: then another one.
        ports: for _ in 0..<5 {
            let port = try freeLoopbackPort()
            switch try await launch(installation, in: folder, port: port) {
            case .success(let process):
                let server = PostgresServer(installation: installation, process: process, folder: folder, port: port)
                TestCleanup.atExit { server.stop() }
                return server
            case .failure(let error):
                attempts.append(error.description)
                guard error.description.contains("could not bind") || error.description.contains("in use") else { break ports }
            }
        }
        throw PostgresTestingError("PostgreSQL did not start: \(attempts.joined(separator: "; "))")
    }

    /// Starts `postgres` on `port`, its log in the folder; waits until it accepts connections.
    private static func launch(_ installation: PostgresInstallation, in folder: URL, port: Int) async throws -> Result<ChildProcess, PostgresTestingError> {
        let data = folder.appendingPathComponent("data"), log = folder.appendingPathComponent("server.log")
        let settings = [
            "listen_addresses=127.0.0.1", "unix_socket_directories=\(folder.appendingPathComponent("sockets").path)",
            "fsync=off", "synchronous_commit=off", "full_page_writes=off", "max_connections=300", "shared_buffers=32MB",
        ]
        let postgres = installation.command("postgres", ["-D", data.path, "-p", "\(port)"] + settings.flatMap { ["-c", $0] })
        // A shell that becomes the server, its output appended to the log: a pipe nobody read
        // would stop the server once full.
        let shell = ["-c", #"exec "$@" >> "$0" 2>&1"#, log.path]
        let process = try ChildProcess("/bin/sh", shell + [postgres.executable] + postgres.arguments, environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C"], standardOutput: .null, standardError: .null)
        let pidFile = data.appendingPathComponent("postmaster.pid")
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            // The lock file's eighth line says "ready" once connections are accepted.
            if let lines = try? String(contentsOf: pidFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false),
                lines.count > 7, lines[7].trimmingCharacters(in: .whitespaces) == "ready"
            {
                return .success(process)
            }
            if !process.isRunning {
                let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                return .failure(PostgresTestingError("postgres ended with \(process.wait().status): \(said.suffix(2000))"))
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.killGroup()
        return .failure(PostgresTestingError("postgres did not accept connections within 60 seconds; its log is \(log.path)"))
    }

    /// Stops the server at once (an immediate shutdown: the folder goes next), waiting up to
    /// ten seconds before killing it.
    private func stop() {
        process.send(SIGQUIT)
        if process.wait(seconds: 10) == nil { process.killGroup() }
    }

    // MARK: - Parts

    /// A loopback port nothing listens on now.
    private static func freeLoopbackPort() throws -> Int {
        let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw PostgresTestingError("no socket for finding a free port: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw PostgresTestingError("no free loopback port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Runs a program to its end on a thread of its own: the tests' tasks never wait on it.
    private static func run(_ executable: String, _ arguments: [String], input: String?) async throws -> ChildProcess.Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result {
                    try ChildProcess.run(executable, arguments, environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C"], input: input.map { Data($0.utf8) })
                })
            }
        }
    }
}
