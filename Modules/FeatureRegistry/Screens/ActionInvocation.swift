/// One performance of an action: its answers, each typed by what its input accepts.
///
/// ``ScreenAction/invocation(answering:)`` makes one from what a person gave, checked; an
/// action reads each answer as the type its input promised, and an answer it never asked for
/// is an error that names it, never a silent empty default.
public struct ActionInvocation: Sendable {
    /// An answer, as its input's kind gives it.
    public enum Answer: Hashable, Sendable {
        /// Text, from a text input: as typed for ``ActionInput/Kind/text``, trimmed for
        /// ``ActionInput/Kind/requiredText(limit:)``.
        case text(String)
        /// A whole number, from a number or a choice (the chosen thing's number, from 1).
        case number(Int)
        /// A day, from a date input.
        case day(CalendarDay)
        /// A text file's name and text, from a file input.
        case file(name: String, text: String)
    }

    /// The answers, by input name.
    public var answers: [String: Answer]

    /// An invocation with `answers`; none for an action that asks nothing.
    public init(answers: [String: Answer] = [:]) {
        self.answers = answers
    }

    /// The text answered to input `name`.
    public func text(_ name: String) throws(ActionError) -> String {
        guard case .text(let text) = answers[name] else { throw missing(name, "text") }
        return text
    }

    /// The number answered to input `name`: a number, or a choice's number from 1.
    public func number(_ name: String) throws(ActionError) -> Int {
        guard case .number(let number) = answers[name] else { throw missing(name, "number") }
        return number
    }

    /// The day answered to input `name`.
    public func day(_ name: String) throws(ActionError) -> CalendarDay {
        guard case .day(let day) = answers[name] else { throw missing(name, "day") }
        return day
    }

    /// The name and text of the file answered to input `name`.
    public func file(_ name: String) throws(ActionError) -> (name: String, text: String) {
        guard case .file(let fileName, let text) = answers[name] else { throw missing(name, "file") }
        return (fileName, text)
    }

    private func missing(_ name: String, _ kind: String) -> ActionError {
        ActionError("This action asked for no \(kind) named “\(name)”, so nothing was changed. This is a bug; please report it.")
    }
}
