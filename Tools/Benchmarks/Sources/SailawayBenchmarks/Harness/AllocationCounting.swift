import Foundation

/// Counts the heap allocations of a block: ordo-one/malloc-interposer in the counting process.
///
/// Timings and counts come from two processes. The interposer puts every `malloc` and `free`
/// through its own bookkeeping, which slows code that allocates (routing-kit + URLComponents by
/// about a tenth on this machine) and would flatter us beside the anchors; so the timing process
/// does not load it, and a counting process, `sailaway-bench-allocations` with the interposer
/// preloaded, runs the same measures and reports allocations per operation by measure id.
package protocol AllocationCounting {
    /// Whether counts are real: a deliberate allocation was seen.
    var isAvailable: Bool { get }

    /// The allocations `body` makes, or nil when they cannot be counted.
    func count(_ body: () -> Void) -> Int?
}

/// What the counting process found: allocations per operation by measure id.
struct AllocationCounts {
    /// Per operation, by the id the measure was taken under.
    var perOperation: [String: Double] = [:]
    /// Why there are no counts, when there are none.
    var unavailable: String?

    /// Counts that are unknown, and why.
    static func unknown(_ reason: String) -> AllocationCounts {
        AllocationCounts(unavailable: reason)
    }

    /// Runs `counter` (the `sailaway-bench-allocations` binary) with `interposer` preloaded and
    /// reads its counts.
    static func run(counter: String, interposer: String) -> AllocationCounts {
        guard FileManager.default.isExecutableFile(atPath: counter) else {
            return .unknown("the counting binary \(counter) is missing (build the benchmark package)")
        }
        guard FileManager.default.fileExists(atPath: interposer) else {
            return .unknown("the interposer \(interposer) is missing (build the benchmark package)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: counter)
        var environment = ProcessInfo.processInfo.environment
        #if canImport(Darwin)
        environment["DYLD_INSERT_LIBRARIES"] = interposer
        #else
        environment["LD_PRELOAD"] = interposer
        #endif
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        // Its progress would repeat ours; a failure is reported below with how to see it.
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .unknown("\(counter) did not start: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            let variable = environment["LD_PRELOAD"] != nil ? "LD_PRELOAD" : "DYLD_INSERT_LIBRARIES"
            return .unknown("\(counter) failed with status \(process.terminationStatus); run `\(variable)=\(interposer) \(counter)` to see why")
        }
        if let reason = object["unavailable"] as? String { return .unknown(reason) }
        var counts = AllocationCounts()
        for (id, value) in object["perOperation"] as? [String: Any] ?? [:] {
            if let number = value as? NSNumber { counts.perOperation[id] = number.doubleValue }
        }
        return counts
    }

    /// The counts as the counting process prints them.
    var json: String {
        if let unavailable { return JSONValue.object([("unavailable", .string(unavailable))]).serialized() }
        return JSONValue.object([
            ("perOperation", .object(perOperation.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })),
        ]).serialized()
    }
}
