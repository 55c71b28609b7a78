import FeatureRegistry
import Foundation

/// One field of an action's form, typed by what its input accepts (``FeatureRegistry/ActionInput/Kind``):
/// a text field with its limit, a number, a date picker's day, a file picked, a secure field.
///
/// It starts holding the input's current value — what the action has now, or what was typed
/// before a refusal — and says under it what it accepts, or why its answer was refused. A
/// password starts empty, always: it is never kept after a refusal, nor shown.
public struct FormField: Identifiable, Hashable, Sendable {
    /// The input's name, by which the action reads the answer.
    public let id: String
    /// The question.
    public let prompt: String
    /// What it accepts, and so the control drawn for it.
    public let kind: ActionInput.Kind
    /// The text typed: a text's, a number's, a password's.
    public var text: String
    /// The day chosen, for a date.
    public var day: CalendarDay
    /// The file picked, for a file.
    public internal(set) var file: PickedFile?
    /// Why the answer given last was refused, or why the file picked cannot be taken.
    public internal(set) var problem: String?
    /// The time zone a date picker's instant is read in.
    let timeZone: TimeZone

    /// The field of `input`; a date without a current value starts on `today`.
    init(_ input: ActionInput, today: CalendarDay, timeZone: TimeZone) {
        id = input.name
        prompt = input.prompt
        kind = input.kind
        self.timeZone = timeZone
        if case .password = input.kind {
            text = ""
        } else {
            text = input.current ?? ""
        }
        day = input.current.flatMap { try? CalendarDay(parsing: $0) } ?? today
        problem = input.problem
    }

    /// The input the field answers, for checking a file as the session will.
    var input: ActionInput {
        ActionInput(id, prompt: prompt, kind: kind)
    }

    /// The answer sent: the day for a date, else the text (a file goes apart, with the files).
    public var answer: String {
        if case .date = kind { return day.description }
        return text
    }

    /// The number typed, for a number; nil while the text is not one.
    public var number: Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }

    /// The day as the instant a date picker binds: its noon in the field's time zone, so the
    /// picker shows that day wherever the clock's hour falls.
    public var date: Date {
        get {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)) ?? Date(timeIntervalSince1970: 0)
        }
        set { day = CalendarDay(newValue, in: timeZone) }
    }

    /// The file types a file field takes (`md`, `txt`); none for another field.
    public var fileTypes: [String] {
        if case .file(let types, _) = kind { return types }
        return []
    }

    /// What the field accepts, said before anything is typed: “Up to 200 characters”, “A
    /// number from 1 to 99”, “A .md or .txt file, up to 64 KB”; nil when there is nothing to
    /// say.
    public var hint: String? {
        switch kind {
        case .text, .requiredText:
            return input.limitText.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        case .number(let range):
            return "A number from \(range.lowerBound) to \(range.upperBound)"
        case .file(let types, let maxBytes):
            return "A \(types.map { ".\($0)" }.joined(separator: " or ")) file, up to \(maxBytes / 1024) KB"
        case .date, .password:
            return nil
        }
    }

    /// What is said under the field: its problem, else its hint.
    public var footer: String? {
        problem ?? hint
    }
}
