import ContentCore
import Foundation
import NavigationEngine
import SailawayDatabase

/// `sailaway-profile`: one measure's operation in a loop, for a profiler to watch.
///
/// The suite's timings say how fast; a profile says where the time goes. Run under
/// `valgrind --tool=callgrind` (instruction counts, repeatable on a busy machine) or `perf record`:
///
/// ```
/// valgrind --tool=callgrind .build/release/sailaway-profile miss 200000
/// ```
package enum ProfileCommand {
    /// The operations that can be profiled, by name, each on the tables the suite uses.
    static let operations: [(name: String, summary: String)] = [
        ("hit", "path → route, the eight hit paths rotating, SIZE patterns (1,000 unless given)"),
        ("miss", "the miss path, SIZE patterns"),
        ("link", "full link → typed route, both spellings rotating, SIZE patterns"),
        ("print", "route → link, the six routes rotating, SIZE patterns"),
        ("register", "building the 10,000-pattern table"),
        ("restore", "restoring 5 tabs × 20 routes from the saved document"),
        ("search", "the search row's twelve queries through `ContentItem.search`, 100,000 public items (the corpus a full run keeps)"),
        ("search-1m", "the same, 1,000,000 public items"),
        ("naive-search", "the same queries through the naive FTS5 query, 100,000 public items"),
        ("naive-search-1m", "the same, 1,000,000 public items"),
        ("write", "COUNT items added, edited and deleted in a copy of the 100,000 corpus, with and without the ranking index (prints medians)"),
    ]

    /// Runs `sailaway-profile OPERATION [COUNT [SIZE]]`; exits 1 on a usage error.
    package static func run() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, operations.contains(where: { $0.name == name }),
            let count = arguments.count > 1 ? Int(arguments[1]) : 100_000,
            let size = arguments.count > 2 ? Int(arguments[2]) : 1_000
        else {
            var standardError = StandardError()
            print("usage: sailaway-profile OPERATION [COUNT [SIZE]]", to: &standardError)
            for operation in operations { print("  \(operation.name.padding(toLength: 15, withPad: " ", startingAt: 0)) \(operation.summary)", to: &standardError) }
            exit(1)
        }
        if name == "write" {
            do {
                try WriteCost.run(count: count, cache: corpusCache)
            } catch {
                print("sailaway-profile: \(error)")
                exit(1)
            }
            exit(0)
        }
        if name.hasSuffix("search") || name.hasSuffix("search-1m") {
            search(name, count)
            exit(0)
        }
        if name == "restore" {
            let table = (try? RouteTable(size: SailawayLinks.patterns.count).linkTable())!
            let document = opaque(NavigationDocument.encode(Restoration.sampleState().0, links: table).data)
            for _ in 0..<count { blackHole(NavigationDocument.decode(document, tabs: TabID.sailaway, links: table)) }
            exit(0)
        }
        if name == "register" {
            let patterns = opaque(RouteTable(size: 10_000).patterns)
            for _ in 0..<count {
                blackHole(try? LinkTable(patterns: patterns, configuration: SailawayLinks.configuration))
            }
            exit(0)
        }
        let prepared: PreparedTables
        do {
            prepared = try PreparedTables(size: size)
        } catch {
            print("sailaway-profile: the \(size)-pattern table was refused: \(error)")
            exit(1)
        }
        let table = opaque(prepared.ours)
        switch name {
        case "hit":
            loop(count, Samples.hits.map(\.path)) { blackHole(table.match(path: $0)) }
        case "miss":
            loop(count, [Samples.miss]) { blackHole(table.match(path: $0)) }
        case "link":
            loop(count, Samples.links(style: .custom).map(\.link) + Samples.links(style: .universal).map(\.link)) {
                blackHole(try? table.resolve($0, from: .internal))
            }
        case "print":
            loop(count, Samples.printed.map(\.route)) { blackHole(table.link(for: $0)) }
        default:
            break
        }
        exit(0)
    }

    /// Runs the search row's queries `count` times on a corpus a run of the suite has kept.
    private static func search(_ name: String, _ count: Int) {
        let cache = corpusCache
        let items = name.hasSuffix("-1m") ? Search.fullSizes.large : Search.fullSizes.small
        do {
            let corpus = try SearchCorpus.prepare(publicItems: items, in: cache)
            let cases = Search.queries.enumerated().map { ($1, Search.kinds[$0 % Search.kinds.count]) }
            if name.hasPrefix("naive-search") {
                let naive = try NaiveSearch(file: corpus.file)
                for _ in 0..<count { for (query, kind) in cases { blackHole(try naive.search(query, kind: kind, limit: Search.resultLimit)) } }
            } else {
                let database = try corpus.open()
                for _ in 0..<count {
                    for (query, kind) in cases {
                        blackHole(try database.writer.read { db in try ContentItem.search(query, kind: kind, limit: Search.resultLimit, in: db) })
                    }
                }
            }
        } catch {
            print("sailaway-profile: \(error)")
            exit(1)
        }
    }

    /// Where a run of the suite keeps its corpora: the executable is in `.build/<triple>/release/`,
    /// the corpora in `.build`.
    private static var corpusCache: URL {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private static func loop<Input>(_ count: Int, _ inputs: [Input], _ operation: (Input) -> Void) {
        let inputs = opaque(inputs)
        for index in 0..<count {
            operation(inputs[index % inputs.count])
        }
    }
}
