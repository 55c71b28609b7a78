import Foundation
import NavigationEngine

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
        ("hit", "path → route, the eight hit paths rotating, 1,000 patterns"),
        ("miss", "the miss path, 1,000 patterns"),
        ("link", "full link → typed route, both spellings rotating, 1,000 patterns"),
        ("print", "route → link, the six routes rotating, 1,000 patterns"),
        ("register", "building the 10,000-pattern table"),
    ]

    /// Runs `sailaway-profile OPERATION [COUNT]`; exits 1 on a usage error.
    package static func run() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, operations.contains(where: { $0.name == name }),
            let count = arguments.count > 1 ? Int(arguments[1]) : 100_000
        else {
            var standardError = StandardError()
            print("usage: sailaway-profile OPERATION [COUNT]", to: &standardError)
            for operation in operations { print("  \(operation.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(operation.summary)", to: &standardError) }
            exit(1)
        }
        if name == "register" {
            let patterns = opaque(RouteTable(size: 10_000).patterns)
            for _ in 0..<count {
                blackHole(try? LinkTable(patterns: patterns, configuration: SailawayLinks.configuration))
            }
            exit(0)
        }
        let size = 1_000
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

    private static func loop<Input>(_ count: Int, _ inputs: [Input], _ operation: (Input) -> Void) {
        let inputs = opaque(inputs)
        for index in 0..<count {
            operation(inputs[index % inputs.count])
        }
    }
}
