import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sailaway state --json` as a whole process with a warm data directory, beside a Swift hello
/// world that imports Foundation (as `sailaway` must: GRDB and the command line need it) and a
/// plain one: each binary spawned repeatedly, in turns, the median wall time from spawn to exit.
struct ProcessStart {
    let plan: SamplingPlan
    let sailaway: String?
    let hello: String?
    let helloFoundation: String?

    static let anchorName = "Swift hello world importing Foundation"
    static let plainName = "Swift hello world (reference)"
    /// The bound: at most this many times the hello world that imports Foundation.
    static let growth = 1.5

    func run(into report: inout Report) {
        progress("sailaway state --json as a process")
        var notes: [String] = []
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sailaway-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }

        // Warm: the data directory holds a saved state and the database (`tab library` shows the
        // library, so it creates, migrates and seeds the database first).
        var commands: [(path: String, arguments: [String])] = []
        if let sailaway {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                _ = try Self.run(sailaway, ["--data-dir", directory, "tab", "library"])
                commands.append((sailaway, ["--data-dir", directory, "state", "--json"]))
            } catch {
                report.problems.append("process: \(error)")
            }
        } else {
            notes.append("No sailaway binary given (pass --sailaway PATH; Tools/bench does).")
        }
        if helloFoundation == nil { notes.append("No hello-foundation binary found beside sailaway-bench (pass --hello-foundation PATH).") }
        // The plain hello world shows what any Swift process pays before Foundation: a reference.
        commands += [helloFoundation, hello].compactMap { $0.map { ($0, []) } }
        let measured = self.measurements(commands, report: &report)
        let oursRuns = sailaway.flatMap { measured[$0] }
        let anchorRuns = helloFoundation.flatMap { measured[$0] }
        let plainRuns = hello.flatMap { measured[$0] }
        let (ours, anchor, plain) = (oursRuns?.nanosecondsPerOperation, anchorRuns?.nanosecondsPerOperation, plainRuns?.nanosecondsPerOperation)
        let ratio = oursRuns.flatMap { ours in anchorRuns.flatMap { ours.ratio(to: $0) } }
        let plainRatio = oursRuns.flatMap { ours in plainRuns.flatMap { ours.ratio(to: $0) } }
        if let ratio { notes.append(String(format: "sailaway takes %.2f × the hello world importing Foundation", ratio)
            + (plainRatio.map { String(format: " and %.2f × the plain hello world.", $0) } ?? ".")) }
        notes.append("Warm: the data directory holds a saved state and a migrated, seeded database (`state` itself does not open it).")

        report.rows.append(ReportRow(
            key: "process-state-json",
            title: "`sailaway state --json` as a whole process, warm data directory",
            unit: .ms,
            ours: ours,
            anchors: [.init(name: Self.anchorName, value: anchor), .init(name: Self.plainName, value: plain)],
            conditions: [.growth(from: Self.anchorName, reference: anchorRuns, ours: oursRuns, atMost: Self.growth)],
            details: [
                ("ratioToHelloWorldImportingFoundation", .number(ratio)),
                ("ratioToHelloWorld", .number(plainRatio)),
            ],
            notes: notes
        ))
    }

    /// The wall times of each command over `plan.processRuns` runs, in milliseconds, after two
    /// untimed ones (the binaries are then in the page cache). The commands take turns, so that a
    /// slow moment of the machine weighs on all of them alike, and their ratios are taken run by
    /// run. A command that fails has no figure.
    private func measurements(_ commands: [(path: String, arguments: [String])], report: inout Report) -> [String: Measurement] {
        var samples: [String: [Double]] = [:]
        var failed: Set<String> = []
        for round in 0..<(plan.processRuns + 2) {
            for (path, arguments) in commands where !failed.contains(path) {
                do {
                    let elapsed = try Self.run(path, arguments)
                    if round >= 2 { samples[path, default: []].append(elapsed) }
                } catch {
                    failed.insert(path)
                    report.problems.append("process: \(error)")
                }
            }
        }
        return samples.filter { !failed.contains($0.key) }.mapValues {
            // Milliseconds per run, in the field that elsewhere holds nanoseconds per operation.
            Measurement(nanosecondsPerOperation: Harness.median($0), samples: $0, batch: 1)
        }
    }

    /// Spawns `path` with its output discarded and waits for it: the milliseconds from spawn to exit.
    ///
    /// The child gets our environment without `LD_PRELOAD`: the allocation counter must not slow
    /// the processes measured.
    static func run(_ path: String, _ arguments: [String]) throws(ProcessFailure) -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "LD_PRELOAD" && $0.key != "DYLD_INSERT_LIBRARIES" }
            .map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }

        var pid = pid_t()
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environment)
        guard spawned == 0 else { throw ProcessFailure(path: path, reason: "could not start it: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let elapsed = (clock.now - start).nanoseconds / 1e6
        // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
        let signal = status & 0x7F
        let exitStatus = (status >> 8) & 0xFF
        guard signal == 0, exitStatus == 0 else {
            let command = ([path] + arguments).joined(separator: " ")
            throw ProcessFailure(path: path, reason: signal == 0
                ? "`\(command)` exited with status \(exitStatus)"
                : "`\(command)` was killed by signal \(signal)")
        }
        return elapsed
    }
}

/// A binary the process row could not run.
struct ProcessFailure: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
}
