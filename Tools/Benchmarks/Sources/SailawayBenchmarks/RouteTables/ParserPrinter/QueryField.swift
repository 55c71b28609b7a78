import Parsing

/// One query field, its value parsed whole by `value`: url-routing's `Field(name) { … }`.
struct QueryField<Value: ParserPrinter>: ParserPrinter where Value.Input == Substring {
    let name: String
    let value: Value

    init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    func parse(_ input: inout URLRequestData) throws -> Value.Output {
        guard let values = input.query[name], let first = values.first, let text = first else {
            throw RoutingError.missingQueryField(name)
        }
        let output = try value.parse(text)
        input.query[name]?.removeFirst()
        if input.query[name]?.isEmpty == true { input.query[name] = nil }
        return output
    }

    func print(_ output: Value.Output, into input: inout URLRequestData) throws {
        let text = try value.print(output)
        input.query[name, default: []].insert(text, at: input.query[name, default: []].startIndex)
    }
}

extension QueryField where Value == Parsers.MapConversion<Rest<Substring>, Conversions.SubstringToString> {
    /// A field whose value is any text.
    init(_ name: String) {
        self.init(name, Rest().map(.string))
    }
}
