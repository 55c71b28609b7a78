import Parsing

/// The end of the path: a route matches only a link whose every segment it consumed, as
/// url-routing's routes require.
struct PathEnd: ParserPrinter {
    func parse(_ input: inout URLRequestData) throws {
        guard input.path.isEmpty else { throw RoutingError.pathRemains }
    }

    func print(_ output: Void, into input: inout URLRequestData) {}
}
