import FeatureRegistry
import Foundation
import Observation

/// The form of an action that asks for answers, while it is open: one typed field per input
/// (``FormField``), submitted whole (``ScreenModel/submit()``) and checked once, in the session,
/// as every face's answers are.
///
/// Refused, it opens again holding what was typed — a password excepted — with the reason
/// above its fields (``error``) and each field's problem under it.
@MainActor
@Observable
public final class ActionForm: Identifiable {
    /// The action it answers, by the identity drawn.
    public let id: ActionID
    /// The action's label: the form's title and its send button's.
    public let title: String
    /// Its fields, in the order the action asks.
    public var fields: [FormField]
    /// Why it was refused last, when it was.
    public internal(set) var error: String?
    /// Whether it is being sent now.
    public internal(set) var isSending = false
    /// The field whose file is being chosen, while the file picker is open.
    public private(set) var picking: String?

    /// The form of `action`, its date fields starting on the day `today` falls on in
    /// `timeZone` when the action has no day yet; refused for `error`, when it was.
    init(_ action: ScreenAction, today: Date, timeZone: TimeZone = .current, error: String? = nil) {
        id = action.id
        title = action.label
        let day = CalendarDay(today, in: timeZone)
        fields = action.inputs.map { FormField($0, today: day, timeZone: timeZone) }
        self.error = error
    }

    /// The field named `name`; setting it changes what it holds.
    public subscript(field name: String) -> FormField? {
        get { fields.first { $0.id == name } }
        set {
            guard let newValue, newValue.id == name, let index = fields.firstIndex(where: { $0.id == name }) else { return }
            fields[index] = newValue
        }
    }

    /// The answers sent, by input name: every field's but a file's.
    public var answers: [String: String] {
        var answers: [String: String] = [:]
        for field in fields where field.fileTypes.isEmpty {
            answers[field.id] = field.answer
        }
        return answers
    }

    /// The files picked, by input name.
    public var files: [String: PickedFile] {
        var files: [String: PickedFile] = [:]
        for field in fields {
            if let file = field.file { files[field.id] = file }
        }
        return files
    }

    // MARK: - Files

    /// Opens the file picker for the field named `name`.
    public func chooseFile(for name: String) {
        picking = name
    }

    /// Whether the file picker is open; closing it (the person cancelled) chooses nothing.
    public var isPicking: Bool {
        get { picking != nil }
        set { if !newValue { picking = nil } }
    }

    /// The file types the open picker offers.
    public var pickingTypes: [String] {
        picking.flatMap { self[field: $0] }?.fileTypes ?? []
    }

    /// Takes the file the picker chose for its field — its name and bytes — checked at once as
    /// the session will check it (type, size, UTF-8): a file it would refuse is said so under
    /// the field; one that cannot be read, likewise.
    public func pick(_ result: Result<URL, any Error>) {
        guard let name = picking, let index = fields.firstIndex(where: { $0.id == name }) else { return }
        picking = nil
        do {
            let file = try Self.read(try result.get())
            fields[index].file = file
            fields[index].problem = fields[index].input.problem(with: file)
        } catch {
            fields[index].file = nil
            fields[index].problem = "The file could not be read: \(error.localizedDescription)"
        }
    }

    /// The file at `url`, read with the access a document picker grants (Apple platforms
    /// hand out a file outside the app's sandbox only for as long as it is read).
    private static func read(_ url: URL) throws -> PickedFile {
        #if canImport(Darwin)
        let isScoped = url.startAccessingSecurityScopedResource()
        defer { if isScoped { url.stopAccessingSecurityScopedResource() } }
        #endif
        return PickedFile(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    }
}
