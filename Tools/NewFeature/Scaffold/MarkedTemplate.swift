import Foundation

/// A file of the template feature, read for the options chosen.
///
/// The template is compiled with every option on. Its `// new-feature:` comments, each alone on
/// its line, say which lines an option brings and which it takes away:
///
/// ```swift
/// // new-feature: only with --delete-confirmation     (first line: the file only with it)
/// // new-feature: with --own-tab                        (the lines up to `end` only with it)
/// // new-feature: with --public-link or --delete-confirmation
/// // new-feature: without --own-tab                     (only without it: commented out here)
/// // new-feature: else                                  (the other side)
/// // new-feature: end
/// ```
///
/// Lines that only a feature without an option has are commented out in the template (`// `
/// before the code, at its indentation): they become code again when the option is left out.
/// Blocks nest. The markers themselves never reach the new feature.
public struct MarkedTemplate: Sendable {
    /// The file's text, as the template has it.
    public let text: String
    /// Where it is, for a marker's error.
    public let path: String

    public init(_ text: String, path: String) {
        self.text = text
        self.path = path
    }

    /// A marker's condition: it holds when any of its options is chosen (`with`), or when none is
    /// (`without`).
    struct Condition: Equatable {
        var options: Set<ScaffoldOption>
        var negated: Bool

        func holds(for chosen: Set<ScaffoldOption>) -> Bool {
            options.isDisjoint(with: chosen) == negated
        }

        /// Whether its lines are code in the template, which has every option.
        var isCodeInTemplate: Bool { holds(for: Set(ScaffoldOption.allCases)) }
    }

    enum Marker: Equatable {
        case only(Condition)
        case begin(Condition)
        case otherwise
        case end
    }

    /// The file for a feature with `options`, or nil when the file is only for options not chosen.
    public func text(for options: Set<ScaffoldOption>) throws(Refusal) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first, case .only(let condition)? = try marker(first, line: 1) {
            guard condition.holds(for: options) else { return nil }
            lines.removeFirst()
        }
        var kept: [String] = []
        // The open blocks: each one's condition, and whether it is past its `else`.
        var open: [(condition: Condition, otherwise: Bool)] = []
        for (index, line) in lines.enumerated() {
            switch try marker(line, line: index + 1) {
            case .only?:
                throw Refusal("\(path):\(index + 1): `only` is for a file's first line.")
            case .begin(let condition)?:
                open.append((condition, false))
            case .otherwise?:
                guard let last = open.indices.last, !open[last].otherwise else { throw Refusal("\(path):\(index + 1): `else` outside a block.") }
                open[last].otherwise = true
            case .end?:
                guard open.popLast() != nil else { throw Refusal("\(path):\(index + 1): `end` outside a block.") }
            case nil:
                guard open.allSatisfy({ $0.condition.holds(for: options) != $0.otherwise }) else { continue }
                let isCode = open.allSatisfy { $0.condition.isCodeInTemplate != $0.otherwise }
                kept.append(isCode ? line : try uncommented(line, line: index + 1))
            }
        }
        guard open.isEmpty else { throw Refusal("\(path): a block is not closed with `// new-feature: end`.") }
        return kept.joined(separator: "\n")
    }

    /// The marker on `text`, if it is one.
    func marker(_ text: String, line: Int) throws(Refusal) -> Marker? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(Self.prefix) else { return nil }
        let words = trimmed.dropFirst(Self.prefix.count).split(separator: " ").map(String.init)
        switch words.first {
        case "else" where words.count == 1: return .otherwise
        case "end" where words.count == 1: return .end
        case "only": return .only(try condition(Array(words.dropFirst()), line: line))
        case "with", "without": return .begin(try condition(words, line: line))
        default: throw Refusal("\(path):\(line): not a marker: \(trimmed)")
        }
    }

    /// `with --a or --b`, `without --a`.
    private func condition(_ words: [String], line: Int) throws(Refusal) -> Condition {
        guard let kind = words.first, kind == "with" || kind == "without", words.count >= 2 else {
            throw Refusal("\(path):\(line): a marker's condition is `with` or `without` and options.")
        }
        var options: Set<ScaffoldOption> = []
        for (position, word) in words.dropFirst().enumerated() {
            if position % 2 == 1 {
                guard word == "or" else { throw Refusal("\(path):\(line): options are joined by `or`.") }
                continue
            }
            guard let option = ScaffoldOption.allCases.first(where: { $0.flag == word }) else {
                throw Refusal("\(path):\(line): no option \(word).")
            }
            options.insert(option)
        }
        return Condition(options: options, negated: kind == "without")
    }

    /// A line commented out in the template, as code: `// ` after its indentation removed.
    private func uncommented(_ text: String, line: Int) throws(Refusal) -> String {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return text }
        let indentation = text.prefix { $0 == " " }
        let rest = text.dropFirst(indentation.count)
        guard rest.hasPrefix("// ") || rest == "//" else {
            throw Refusal("\(path):\(line): a line only without an option must be commented out in the template (`// ` before it).")
        }
        return String(indentation) + rest.dropFirst(rest == "//" ? 2 : 3)
    }

    static let prefix = "// new-feature:"
}
