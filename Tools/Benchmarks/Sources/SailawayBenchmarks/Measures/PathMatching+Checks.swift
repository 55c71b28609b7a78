@_spi(Internal) import Hummingbird
import NavigationEngine
import RoutingKit

/// Before a router is timed, each input must give the right answer: a router that matches the
/// wrong pattern is not timed at all.
extension PathMatching {
    /// Whether every router finds the expected pattern and first capture for every hit path.
    func check(_ prepared: PreparedTables, report: inout Report) -> Bool {
        var failures: [String] = []
        for (path, template) in Samples.hits {
            guard let expected = prepared.entryIndex(of: template) else {
                failures.append("the \(prepared.table.size)-pattern table lacks \(template)")
                continue
            }
            let firstParameter = path.split(separator: "/").first { $0.count == 36 }.map(String.init)
            if let match = prepared.ours.match(path: path) {
                if match.patternIndex != expected { failures.append("ours matched \(path) to pattern \(match.patternIndex), not \(template)") }
                if let firstParameter, match.parameterCount > 0, let range = match.parameter(0) {
                    let text = String(decoding: Array(path.utf8)[range], as: UTF8.self)
                    if text != firstParameter { failures.append("ours captured '\(text)' in \(path)") }
                }
            } else {
                failures.append("ours found no route for \(path)")
            }
            var parameters = RoutingKit.Parameters()
            if prepared.routingKit.route(path: RoutingKitTables.split(path), parameters: &parameters) != expected {
                failures.append("routing-kit did not match \(path) to \(template)")
            }
            if let match = prepared.hummingbird.resolve(HummingbirdTables.requestPath(path)) {
                if match.value != expected { failures.append("hummingbird matched \(path) to entry \(match.value), not \(template)") }
                if let firstParameter, match.parameters.first.map({ String($0.value) }) != firstParameter {
                    failures.append("hummingbird did not capture \(firstParameter) in \(path)")
                }
            } else {
                failures.append("hummingbird found no route for \(path)")
            }
            if prepared.linear.route(path)?.output != expected {
                failures.append("the linear scan did not match \(path) to \(template)")
            }
        }
        report.problems += failures.map { "path → route, \(prepared.table.size) patterns: \($0)" }
        return failures.isEmpty
    }

    /// Whether every router finds nothing for the miss.
    func checkMiss(_ prepared: PreparedTables, report: inout Report) -> Bool {
        var failures: [String] = []
        if prepared.ours.match(path: Samples.miss) != nil { failures.append("ours matched the miss") }
        var parameters = RoutingKit.Parameters()
        if prepared.routingKit.route(path: RoutingKitTables.split(Samples.miss), parameters: &parameters) != nil {
            failures.append("routing-kit matched the miss")
        }
        if prepared.hummingbird.resolve(HummingbirdTables.requestPath(Samples.miss)) != nil {
            failures.append("hummingbird matched the miss")
        }
        if prepared.linear.route(Samples.miss) != nil { failures.append("the linear scan matched the miss") }
        report.problems += failures.map { "miss, \(prepared.table.size) patterns: \($0)" }
        return failures.isEmpty
    }
}
