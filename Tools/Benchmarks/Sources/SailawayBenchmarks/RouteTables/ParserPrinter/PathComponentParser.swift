import Parsing

/// One path segment, parsed whole by `component`: url-routing's `Path { … }` wraps each of its
/// parts in the same way.
struct PathComponentParser<Component: ParserPrinter>: ParserPrinter where Component.Input == Substring {
    let component: Component

    init(_ component: Component) {
        self.component = component
    }

    func parse(_ input: inout URLRequestData) throws -> Component.Output {
        guard let segment = input.path.first else { throw RoutingError.endOfPath }
        let output = try component.parse(segment)
        input.path.removeFirst()
        return output
    }

    func print(_ output: Component.Output, into input: inout URLRequestData) throws {
        input.path.insert(try component.print(output), at: input.path.startIndex)
    }
}

/// Why the parser-printer did not route a link.
enum RoutingError: Error {
    case endOfPath
    case pathRemains
    case missingQueryField(String)
}
