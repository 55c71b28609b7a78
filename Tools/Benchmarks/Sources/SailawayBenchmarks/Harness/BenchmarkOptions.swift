import Foundation

/// The command line of `sailaway-bench`.
struct BenchmarkOptions {
    /// Few iterations, for CI: every row, timings not to be trusted.
    var quick = false
    /// Print one JSON object instead of the table.
    var json = false
    /// Only the navigation engine's rows (path → route, link → route, route → link, registering,
    /// restoring), without the process and search rows: what a change to the engine is judged on,
    /// in a minute or two rather than the whole suite's several.
    var engineOnly = false
    /// Only the search rows, for work on search: a report without every row, never the figures.
    var searchOnly = false
    /// Also write the JSON object to this file (so one run gives both the table and the JSON).
    var jsonFile: String?
    /// The release `sailaway` binary, for the process row.
    var sailaway: String?
    /// The Swift hello-world binary, the process row's anchor; defaults to the one built beside us.
    var hello: String?
    /// The hello world that loads Foundation, a reference for the process row; beside us by default.
    var helloFoundation: String?
    /// The malloc interposer the counting process preloads; defaults to the one built beside us.
    var interposer: String?
    /// The counting process, `sailaway-bench-allocations`, built beside us.
    var counter: String
    /// Where the search corpus is kept between runs: the benchmark package's `.build` by default.
    var cache: URL

    static let usage = """
        usage: sailaway-bench [--quick] [--engine-only] [--search-only] [--json] [--json-file PATH] [--sailaway PATH]
                              [--hello PATH] [--hello-foundation PATH] [--interposer PATH] [--cache DIR]
          --quick            few iterations (CI): every row, timings indicative only
          --engine-only      only the navigation engine's rows (links, registering, restoring):
                             no process start, no search
          --json             print one JSON object keyed by measure instead of the table
          --json-file PATH   also write that JSON object to PATH
          --sailaway PATH    the release `sailaway` binary for the process row (Tools/bench passes it)
          --hello PATH       the hello-world binary (default: `hello` beside this executable)
          --hello-foundation PATH
                             the hello world that loads Foundation (default: beside this executable)
          --interposer PATH  libMallocInterposerSwift, preloaded into the allocation-counting
                             process (default: the one beside this executable)
          --cache DIR        where the generated search corpus is kept (default: the `.build`
                             folder this executable is in)
          --search-only      only the search rows (while working on search; not the figures)
        """

    /// Parses `arguments` (without the program name).
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var cacheOption: String?
        func value(of option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError("\(option) needs a path")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--json": json = true
            case "--engine-only": engineOnly = true
            case "--json-file": jsonFile = try value(of: argument)
            case "--sailaway": sailaway = try value(of: argument)
            case "--hello": hello = try value(of: argument)
            case "--hello-foundation": helloFoundation = try value(of: argument)
            case "--interposer": interposer = try value(of: argument)
            case "--cache": cacheOption = try value(of: argument)
            case "--search-only": searchOnly = true
            case "-h", "--help": throw UsageError(nil)
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
        if engineOnly && searchOnly {
            throw UsageError("--engine-only and --search-only choose different rows: give one")
        }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        func beside(_ name: String) -> String? {
            let path = folder.appendingPathComponent(name).path
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        hello = hello ?? beside("hello")
        helloFoundation = helloFoundation ?? beside("hello-foundation")
        #if canImport(Darwin)
        interposer = interposer ?? folder.appendingPathComponent("libMallocInterposerSwift.dylib").path
        #else
        interposer = interposer ?? folder.appendingPathComponent("libMallocInterposerSwift.so").path
        #endif
        counter = folder.appendingPathComponent("sailaway-bench-allocations").path
        // The executable is in `.build/<triple>/release/`.
        let build = folder.deletingLastPathComponent().deletingLastPathComponent()
        cache = cacheOption.map { URL(fileURLWithPath: $0) }
            ?? (build.lastPathComponent == ".build" ? build : FileManager.default.temporaryDirectory)
    }
}

/// A command line the benchmark cannot run with; `message` nil asks for the usage text alone.
struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
