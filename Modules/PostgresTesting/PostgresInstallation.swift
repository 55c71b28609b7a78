import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The PostgreSQL programs a test server is made and run with, found on this machine: Debian's
/// (`/usr/lib/postgresql/<version>/bin`, the newest), or those on the `PATH`.
///
/// PostgreSQL refuses to run as root: when the tests run as root, its programs run as the user
/// `postgres` (which Debian's package makes), through util-linux's `setpriv`.
public struct PostgresInstallation: Sendable {
    /// The folder of `initdb` and `postgres`.
    public let binaries: URL
    /// `psql`, which makes each test's database.
    public let psql: URL
    /// The user the server runs as when the tests run as root, with `setpriv`; nil otherwise.
    let runAs: (user: String, uid: uid_t, gid: gid_t, setpriv: String)?

    /// The installation on this machine, or why there is none a test can use.
    public static let found: Result<PostgresInstallation, PostgresTestingError> = find()

    /// Why PostgreSQL's tests cannot run here, naming what is missing; nil when they can.
    public static var missing: String? {
        if case .failure(let error) = found { error.description } else { nil }
    }

    /// Whether PostgreSQL's tests can run here.
    public static var isAvailable: Bool { missing == nil }

    /// `program` of `binaries`, run as the server's user.
    func command(_ program: String, _ arguments: [String]) -> (executable: String, arguments: [String]) {
        let path = binaries.appendingPathComponent(program).path
        guard let runAs else { return (path, arguments) }
        return (runAs.setpriv, ["--reuid=\(runAs.uid)", "--regid=\(runAs.gid)", "--init-groups", "--", path] + arguments)
    }

    /// Makes `directory` the server's user's own (only it may read a data directory), when that
    /// is another user.
    func hand(_ directory: URL) throws(PostgresTestingError) {
        guard let runAs else { return }
        guard chown(directory.path, runAs.uid, runAs.gid) == 0 else {
            throw PostgresTestingError("could not give \(directory.path) to the user \(runAs.user): \(String(cString: strerror(errno)))")
        }
    }

    // MARK: - Finding it

    private static func find() -> Result<PostgresInstallation, PostgresTestingError> {
        let install = "Install PostgreSQL (Debian: apt-get install postgresql) to run them."
        guard let binaries = serverBinaries() else {
            return .failure(PostgresTestingError("PostgreSQL is not installed: no initdb and postgres in /usr/lib/postgresql/<version>/bin or on the PATH. \(install)"))
        }
        let psql = [binaries.appendingPathComponent("psql").path] + pathDirectories().map { "\($0)/psql" }
        guard let psqlPath = psql.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .failure(PostgresTestingError("PostgreSQL's client psql is not installed (Debian: apt-get install postgresql-client)."))
        }
        guard geteuid() == 0 else {
            return .success(PostgresInstallation(binaries: binaries, psql: URL(fileURLWithPath: psqlPath), runAs: nil))
        }
        guard let user = getpwnam("postgres") else {
            return .failure(PostgresTestingError("PostgreSQL refuses to run as root, and there is no user postgres to run it as. \(install)"))
        }
        guard let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .failure(PostgresTestingError("PostgreSQL refuses to run as root, and setpriv, which runs it as the user postgres, is missing (Debian: util-linux)."))
        }
        return .success(PostgresInstallation(
            binaries: binaries, psql: URL(fileURLWithPath: psqlPath), runAs: ("postgres", user.pointee.pw_uid, user.pointee.pw_gid, setpriv)
        ))
    }

    /// Debian's newest server programs, else those on the `PATH`.
    private static func serverBinaries() -> URL? {
        let debian = URL(fileURLWithPath: "/usr/lib/postgresql")
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: debian.path)) ?? []).compactMap(Int.init).sorted(by: >)
        let candidates = versions.map { debian.appendingPathComponent("\($0)/bin") } + pathDirectories().map { URL(fileURLWithPath: $0) }
        return candidates.first { folder in
            ["initdb", "postgres"].allSatisfy { FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0).path) }
        }
    }

    private static func pathDirectories() -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    }
}

/// A test's PostgreSQL server could not be had: what is missing or what failed.
public struct PostgresTestingError: Error, Sendable, CustomStringConvertible {
    /// What happened.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
