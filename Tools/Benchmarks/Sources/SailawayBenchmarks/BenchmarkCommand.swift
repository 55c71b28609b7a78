import Foundation

/// `sailaway-bench`: every row of the table, from one run, every anchor measured beside us
/// in that run, each row met or not on its ratios to them.
///
/// Two executables run this: `sailaway-bench` times every measure (without the malloc
/// interposer), after starting `sailaway-bench-allocations`, which runs the same measures with the
/// interposer preloaded and reports their allocations. See ``AllocationCounting``.
package enum BenchmarkCommand {
    /// Runs the timing process: counts allocations in the counting process, times every measure,
    /// prints the report. Exits 1 on a usage error, 2 when a correctness check failed.
    package static func runTimings() -> Never {
        let options: BenchmarkOptions
        do {
            options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            var standardError = StandardError()
            if let message = error.message { print("sailaway-bench: \(message)", to: &standardError) }
            print(BenchmarkOptions.usage, to: &standardError)
            exit(error.message == nil ? 0 : 1)
        }

        let counts: AllocationCounts
        if options.searchOnly {
            counts = .unknown("--search-only: the search rows are timed only")
        } else {
            progress("counting allocations (\(URL(fileURLWithPath: options.counter).lastPathComponent), interposer preloaded)")
            counts = AllocationCounts.run(counter: options.counter, interposer: options.interposer ?? "")
        }
        let plan = options.quick ? SamplingPlan.quick : .full
        let harness = Harness(plan: plan, mode: .timing(counts))
        var report = Report()
        let loadAtStart = Machine.loadAverage
        runMeasures(harness, options: options, into: &report)
        report.requireEveryFigure()
        report.header = header(options, plan, counts) + ["load average (1 min) \(loadAtStart) at the start, \(Machine.loadAverage) at the end"]

        print(options.json ? report.json : report.text)
        if let jsonFile = options.jsonFile {
            do {
                try Data((report.json + "\n").utf8).write(to: URL(fileURLWithPath: jsonFile))
            } catch {
                report.problems.append("could not write \(jsonFile): \(error)")
            }
        }
        if !report.problems.isEmpty {
            var standardError = StandardError()
            print("sailaway-bench: \(report.problems.count) check(s) failed:", to: &standardError)
            report.problems.forEach { print("  \($0)", to: &standardError) }
            exit(2)
        }
        exit(0)
    }

    /// Runs the counting process: the same measures, allocations only, printed as JSON.
    package static func runAllocationCounts(_ counter: any AllocationCounting) -> Never {
        guard counter.isAvailable else {
            print(AllocationCounts.unknown("the malloc interposer is not loaded in the counting process").json)
            exit(0)
        }
        let harness = Harness(plan: .quick, mode: .counting(counter))
        var report = Report()
        runMeasures(harness, options: nil, into: &report)
        // A failed check is the timing process's to report: it runs the same checks.
        print(harness.counted.json)
        exit(0)
    }

    /// Every measure group, in the order of the table.
    private static func runMeasures(_ harness: Harness, options: BenchmarkOptions?, into report: inout Report) {
        if let options, options.searchOnly {
            Search(plan: harness.plan, cache: options.cache, sizes: options.quick ? Search.quickSizes : Search.fullSizes).run(into: &report)
            return
        }
        progress("building the route tables (\(RouteTable.sizes.map(Format.count).joined(separator: " / ")) patterns)")
        var tables: [PreparedTables] = []
        for size in RouteTable.sizes {
            do {
                tables.append(try PreparedTables(size: size))
            } catch {
                var standardError = StandardError()
                print("sailaway-bench: our link table refused the \(size)-pattern table: \(error)", to: &standardError)
                exit(2)
            }
        }
        let at1000 = tables.first { $0.table.size == 1_000 }!

        PathMatching(harness: harness, tables: tables).run(into: &report)
        LinkResolving(harness: harness, tables: at1000).run(into: &report)
        LinkPrinting(harness: harness, tables: tables).run(into: &report)
        Registration(harness: harness, table: tables.last!.table).run(into: &report)
        Restoration(harness: harness).run(into: &report)
        // Processes and search are timed only: the counting process skips them.
        if let options, !options.engineOnly {
            ProcessStart(plan: harness.plan, sailaway: options.sailaway, hello: options.hello, helloFoundation: options.helloFoundation).run(into: &report)
            Search(plan: harness.plan, cache: options.cache, sizes: options.quick ? Search.quickSizes : Search.fullSizes).run(into: &report)
        }
    }

    private static func header(_ options: BenchmarkOptions, _ plan: SamplingPlan, _ counts: AllocationCounts) -> [String] {
        let mode = options.quick ? "quick run (few iterations: timings indicative only)" : "full run"
        let allocations = counts.unavailable.map { "allocations UNKNOWN: \($0)" }
            ?? "allocations counted in a separate process by ordo-one/malloc-interposer 1.6.1"
        return [
            "sailaway-bench · \(mode) · median of \(plan.samples) samples of ≥ \(Int(plan.sampleTime.nanoseconds / 1e6)) ms each",
            allocations,
            "\(Machine.cpuModel) · \(ProcessInfo.processInfo.activeProcessorCount) cores · \(Machine.memory)",
        ]
    }
}

/// The machine the figures come from.
enum Machine {
    static var cpuModel: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    }

    /// The load average over the last minute, from `/proc/loadavg` ("?" where there is none).
    static var loadAverage: String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.map(String.init) ?? "?"
    }

    static var memory: String {
        String(format: "%.1f GiB memory", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824)
    }
}
