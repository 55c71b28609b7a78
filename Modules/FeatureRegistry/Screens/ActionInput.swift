import Foundation

/// A piece of text an action asks for: its name, the question, what it accepts and the value
/// it has now.
///
/// What an input accepts is data (``Kind``), not a closure, so every UI checks an answer the
/// same way as it is given — a terminal asks again with the reason, a script fails at once
/// naming the input — and before anything is asked it can tell that a choice has no options.
/// The action still checks what it is given: the kind is the first check, not the only one.
public struct ActionInput: Hashable, Sendable {
    /// What an input accepts.
    public enum Kind: Hashable, Sendable {
        /// Any text, empty included.
        case text
        /// Text with something besides spaces in it, of at most `limit` characters when given.
        case requiredText(limit: Int? = nil)
        /// A whole number from `range`: a position, a count.
        case number(ClosedRange<Int>)
        /// The number of one of the `count` things the screen shows (its sections, its cards),
        /// 1 to `count`; `noun` names one of them ("section"). With none there is nothing to choose.
        case choice(count: Int, noun: String)
        /// A calendar day written `YYYY-MM-DD`.
        case date
    }

    /// The name the action reads the value by.
    public var name: String
    /// The question shown to the user.
    public var prompt: String
    /// What it accepts.
    public var kind: Kind
    /// The value it has now, shown with the question so a person edits rather than retypes;
    /// an empty answer keeps it.
    public var current: String?

    /// Creates an input.
    public init(_ name: String, prompt: String, kind: Kind = .text, current: String? = nil) {
        self.name = name
        self.prompt = prompt
        self.kind = kind
        self.current = current
    }

    /// Why nothing can be given, before anything is asked: a choice with no options.
    public var unavailableReason: String? {
        guard case .choice(let count, let noun) = kind, count < 1 else { return nil }
        return "There are no \(noun)s to choose from yet."
    }

    /// Why `answer` is not accepted, or nil when it is.
    public func problem(with answer: String) -> String? {
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .text:
            return nil
        case .requiredText(let limit):
            if trimmed.isEmpty { return "It cannot be empty." }
            if let limit, trimmed.count > limit { return "It is \(trimmed.count) characters long; the most is \(limit)." }
            return nil
        case .number(let range):
            guard let number = Int(trimmed), range.contains(number) else {
                return "'\(answer)' is not a number from \(range.lowerBound) to \(range.upperBound)."
            }
            return nil
        case .choice(let count, let noun):
            if let reason = unavailableReason { return reason }
            guard let number = Int(trimmed), (1...count).contains(number) else {
                return count == 1
                    ? "'\(answer)' is not a \(noun) number: there is only \(noun) 1."
                    : "'\(answer)' is not a \(noun) number: give one from 1 to \(count)."
            }
            return nil
        case .date:
            return CalendarDay.isValid(trimmed) ? nil : "'\(answer)' is not a date; write it as YYYY-MM-DD, like 2027-06-12."
        }
    }

    /// The value an answer gives: the current value for an empty answer, when there is one.
    public func value(for answer: String) -> String {
        if let current, answer.trimmingCharacters(in: .whitespaces).isEmpty { return current }
        return answer
    }
}

extension ScreenAction {
    /// The values of `answers` for this action's inputs, each checked as every face checks it:
    /// an input with nothing to choose from, or an answer it refuses, throws its reason and
    /// nothing is done. An empty answer to an input with a current value keeps that value.
    ///
    /// Every answer is checked, so the error says what is wrong with each
    /// (``ActionError/problems``), by input name; its message names the first.
    public func checkedValues(_ answers: [String: String]) throws(ActionError) -> [String: String] {
        var values: [String: String] = [:]
        var problems: [String: String] = [:]
        var first: String?
        for input in inputs {
            let answer = answers[input.name] ?? ""
            if let problem = input.unavailableReason ?? input.problem(with: answer) {
                problems[input.name] = problem
                first = first ?? "\(label) — \(input.prompt): \(problem) Nothing was changed."
                continue
            }
            values[input.name] = input.value(for: answer)
        }
        if let first {
            var error = ActionError(first)
            error.problems = problems
            throw error
        }
        return values
    }
}
