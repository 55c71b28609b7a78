import NavigationEngine

/// What a link table promises of any text handed to it as a link, whoever sent it.
///
/// The oracle of the link fuzzer (`Tools/fuzz links`) and of the tests that replay what it
/// found: the fuzzer feeds arbitrary bytes and stops on the first input that breaks a promise.
public enum LinkInvariants {
    /// The promises `text` breaks in `table`; empty when it keeps them all.
    ///
    /// - A link opened from outside opens a public pattern, and the same route as from inside.
    /// - A route a link opens prints a link in either style, and that link opens the same route.
    /// - A refusal explains itself in a sentence.
    /// - Matching a bare path reports parameter ranges inside the path.
    public static func violations(opening text: String, in table: LinkTable) -> [String] {
        var violations: [String] = []
        let external = Result { () throws(LinkError) in try table.resolve(text, from: .external) }
        let inside = Result { () throws(LinkError) in try table.resolve(text, from: .internal) }

        switch (external, inside) {
        case (.success(let outside), .success(let resolved)):
            if outside.pattern.access != .public {
                violations.append("the internal pattern \(outside.pattern.templateText) opened from outside")
            }
            if outside.route != resolved.route {
                violations.append("opens \(outside.route) from outside but \(resolved.route) from inside")
            }
        case (.success(let outside), .failure(let error)):
            violations.append("opens \(outside.route) from outside but is refused from inside: \(error)")
        case (.failure, _):
            break
        }
        for case .failure(let error) in [external, inside] where error.description.isEmpty {
            violations.append("refused without a reason")
        }

        if case .success(let resolved) = inside {
            for style in LinkStyle.allCases {
                guard let printed = table.link(for: resolved.route, style: style) else {
                    violations.append("\(resolved.route) opens but prints no \(style) link")
                    continue
                }
                do {
                    let again = try table.resolve(printed, from: .internal)
                    if again.route != resolved.route {
                        violations.append("its \(style) link \(printed) opens \(again.route), not \(resolved.route)")
                    }
                } catch {
                    violations.append("its \(style) link \(printed) is refused: \(error)")
                }
            }
        }

        if let match = table.match(path: text) {
            let length = text.utf8.count
            for index in 0..<match.parameterCount {
                if let range = match.parameter(index), range.lowerBound < 0 || range.upperBound > length {
                    violations.append("parameter \(index) spans \(range), outside the \(length) bytes of the path")
                }
            }
        }
        return violations.map(shortened)
    }

    /// `text` cut to a length a failure message can show.
    static func shortened(_ text: String) -> String {
        text.count <= 300 ? text : "\(text.prefix(240))… (\(text.count) characters)"
    }
}
