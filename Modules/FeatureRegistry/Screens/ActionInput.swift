import Foundation

/// Something an action asks for — text, a number, a day, a file: its name, the question, what
/// it accepts and the value it has now.
///
/// What an input accepts is data (``Kind``), not a closure, so every UI checks an answer the
/// same way as it is given — a terminal asks again with the reason, a script fails at once
/// naming the input — and says its limits before anything is typed. The action still checks
/// what it is given: the kind is the first check, not the only one.
///
/// No input asks which of the things a screen shows to act on (a section's number, a crew
/// member's): an action on one of them is that row's own (``ScreenRow/actions``).
public struct ActionInput: Hashable, Sendable {
    /// What an input accepts.
    public enum Kind: Hashable, Sendable {
        /// Any text, empty included, of at most `limit` characters when given.
        case text(limit: Int? = nil)
        /// Text with something besides spaces in it, of at most `limit` characters when given.
        case requiredText(limit: Int? = nil)
        /// A whole number from `range`: a count, a quantity.
        case number(ClosedRange<Int>)
        /// A calendar day written `YYYY-MM-DD`.
        case date
        /// A text file whose name ends in one of `types` (`md`, `txt`), of at most `maxBytes`
        /// bytes, in UTF-8: a browser's file field picks it from the person's device, the
        /// terminal reads the path it is given. The action gets its name and text
        /// (``ActionInvocation/file(_:)``).
        case file(types: [String], maxBytes: Int)
        /// A password, never shown: typed without echo at a terminal, a password field in a
        /// browser. `isNew` when it is being chosen (a browser offers to make one up), not
        /// given to prove who the person is. Taken as typed, spaces and all, and never kept
        /// on a screen after a refusal.
        case password(isNew: Bool)
    }

    /// The name the action reads the value by.
    public var name: String
    /// The question shown to the user.
    public var prompt: String
    /// What it accepts.
    public var kind: Kind
    /// The value it has now, shown with the question so a person edits rather than retypes:
    /// a form's field holds it, and at a prompt an empty answer keeps it (``value(for:)``).
    public var current: String?
    /// Why the answer last given was refused, when the screen shows its action's answers
    /// kept after a refusal (``Screen/keeping(_:)``): a form shows it under the field, which
    /// holds what was typed as its ``current`` value.
    public var problem: String?

    /// Creates an input.
    public init(_ name: String, prompt: String, kind: Kind = .text(), current: String? = nil) {
        self.name = name
        self.prompt = prompt
        self.kind = kind
        self.current = current
    }

    /// The most characters an answer may have, when the input says.
    public var limit: Int? {
        switch kind {
        case .text(let limit), .requiredText(let limit): limit
        default: nil
        }
    }

    /// The limit as a person reads it before answering, “up to 200 characters”; nil when
    /// there is none. Every face says it with the question (the terminal's prompt, a form
    /// field's hint beside its `maxlength`), so no answer is refused for a limit never told.
    public var limitText: String? {
        limit.map { "up to \($0) characters" }
    }

    /// Why `answer` is not accepted, or nil when it is.
    public func problem(with answer: String) -> String? {
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .text(let limit):
            return Self.problem(length: trimmed.count, limit: limit)
        case .requiredText(let limit):
            if trimmed.isEmpty { return "It cannot be empty." }
            return Self.problem(length: trimmed.count, limit: limit)
        case .number(let range):
            guard let number = Int(trimmed), range.contains(number) else {
                return "'\(answer)' is not a number from \(range.lowerBound) to \(range.upperBound)."
            }
            return nil
        case .date:
            return (try? CalendarDay(parsing: trimmed)) != nil ? nil : "'\(answer)' is not a date; write it as YYYY-MM-DD, like 2027-06-12."
        case .file:
            // A face picks the file; a text answer is where it is (a path at the terminal).
            return trimmed.isEmpty ? "Choose a file." : nil
        case .password:
            return answer.isEmpty ? "It cannot be empty." : nil
        }
    }

    private static func problem(length: Int, limit: Int?) -> String? {
        guard let limit, length > limit else { return nil }
        return "It is \(length) characters long; the most is \(limit)."
    }

    /// Why `file` is not accepted, or nil when it is: for a file input, one of its types, no
    /// larger than its limit, in UTF-8.
    public func problem(with file: PickedFile) -> String? {
        guard case .file(let types, let maxBytes) = kind else { return "This asks for text, not a file." }
        let type = file.name.split(separator: ".").count > 1 ? file.name.split(separator: ".").last.map { $0.lowercased() } : nil
        guard let type, types.contains(type) else {
            return "“\(file.name)” is not a \(types.map { ".\($0)" }.joined(separator: " or ")) file."
        }
        guard file.bytes.count <= maxBytes else {
            return "“\(file.name)” is \(file.bytes.count / 1024) KB; the most is \(maxBytes / 1024) KB."
        }
        guard String(validating: file.bytes, as: UTF8.self) != nil else { return "“\(file.name)” is not a UTF-8 text file." }
        return nil
    }

    /// The value an answer gives at a prompt: the current value for an empty answer, when
    /// there is one. A prompt asks one question and shows the current value beside it, so an
    /// empty line keeps it; a form shows the value in its field, so what it submits is the
    /// whole answer and it never calls this.
    public func value(for answer: String) -> String {
        if let current, answer.trimmingCharacters(in: .whitespaces).isEmpty { return current }
        return answer
    }

    /// The typed answer `answer` gives — or, for a file input, `file` — or why it is refused.
    func typed(_ answer: String, file: PickedFile?) -> Result<ActionInvocation.Answer, Refusal> {
        if case .file = kind {
            guard let file else { return .failure(Refusal(problem: "Choose a file.")) }
            if let problem = problem(with: file) { return .failure(Refusal(problem: problem)) }
            return .success(.file(name: file.name, text: String(decoding: file.bytes, as: UTF8.self)))
        }
        if let problem = problem(with: answer) { return .failure(Refusal(problem: problem)) }
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .text: return .success(.text(answer))
        case .requiredText: return .success(.text(trimmed))
        // Checked above: the text is a number in range, and a real day.
        case .number: return .success(.number(Int(trimmed) ?? 0))
        case .date: return Result { () throws(CalendarDay.ParseError) in .day(try CalendarDay(parsing: trimmed)) }.mapError { Refusal(problem: $0.description) }
        case .file: return .failure(Refusal(problem: "Choose a file."))
        case .password: return .success(.text(answer))
        }
    }

    /// Why an answer is refused.
    struct Refusal: Error {
        var problem: String
    }
}

extension ScreenAction {
    /// The invocation `answers` make — each answer typed by what its input accepts — checked
    /// as every face checks it: an answer it refuses throws its reason and nothing is done.
    ///
    /// `answers` are whole: an empty answer is empty, whatever the input's current value (a
    /// prompt that keeps the current value for an empty line gives that value,
    /// ``ActionInput/value(for:)``). Every answer is checked, so the error says what is wrong
    /// with each (``ActionError/problems``), by input name; its message names the first.
    ///
    /// A file input's answer is in `files`, as the face picked it.
    public func invocation(answering answers: [String: String], files: [String: PickedFile] = [:]) throws(ActionError) -> ActionInvocation {
        var typed: [String: ActionInvocation.Answer] = [:]
        var problems: [String: String] = [:]
        var first: String?
        for input in inputs {
            switch input.typed(answers[input.name] ?? "", file: files[input.name]) {
            case .success(let answer):
                typed[input.name] = answer
            case .failure(let refusal):
                problems[input.name] = refusal.problem
                first = first ?? "\(label) — \(input.prompt): \(refusal.problem) Nothing was changed."
            }
        }
        if let first {
            var error = ActionError(first)
            error.problems = problems
            throw error
        }
        return ActionInvocation(answers: typed)
    }
}

/// A file a person picked for a file input (``ActionInput/Kind/file(types:maxBytes:)``): its
/// name, without the folder it was in, and its bytes, as the face read them.
public struct PickedFile: Hashable, Sendable {
    /// The file's name, such as `pre-race.md`.
    public var name: String
    /// What the file holds.
    public var bytes: [UInt8]

    /// A file named `name` holding `bytes`.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
