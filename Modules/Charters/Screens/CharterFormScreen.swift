import ChartersInterface
import FeatureRegistry
import Foundation

/// The form of a new charter, or of a saved charter's name, boat and dates, over its draft.
///
/// The details are one form, submitted whole: "Create Charter" (or "Save Changes") asks for
/// the name, boat, days and crew together, each showing the draft's value, and writes the
/// charter in one transaction. A refused submission says what is wrong with each detail and
/// keeps the others in the draft; choosing a checklist keeps it there too, so the form
/// survives tab switches and relaunches.
struct CharterFormScreen {
    /// Which form.
    enum Purpose: Sendable {
        /// A new charter, with its crew and checklists.
        case create
        /// A saved charter's name, boat and dates; its crew and checklists change in place.
        case edit
    }

    /// The charters.
    let store: CharterStore
    /// Which form.
    let purpose: Purpose
    /// The screen's dependencies: whether the build has Checklists' chooser.
    let context: ScreenContext

    /// The form of charter `id`, or not found.
    func load(_ id: UUID) async throws -> ScreenResult {
        let owner = store.owner
        let found = try await store.database.writer.read { db -> (CharterForm, Charter?) in
            (try CharterStore.form(id, of: owner, in: db), try CharterStore.charter(id, of: owner, in: db))
        }
        let (form, charter) = found
        switch purpose {
        case .create:
            guard charter == nil else {
                return .notFound("This charter was created already; open it from Charters.")
            }
            let chosen = try await checklists(form)
            let choosing = CharterChecklistChoice.actions(from: .create(id: id), chosen: chosen, context: context)
            return .screen(
                Screen(
                    title: "New Charter",
                    subtitle: "Choose its checklists, fill in its details, then create it.",
                    sections: [ScreenSection("Checklists", rows: checklistRows(chosen, choosing: choosing))],
                    actions: choosing + createActions(id, form: form),
                    primaryAction: "create-charter"
                )
            )
        case .edit:
            guard let charter else { return CharterScreens.notFound }
            return .screen(
                Screen(
                    title: "Edit \(charter.name)",
                    subtitle: "Change its name, boat or dates, then save.",
                    actions: editActions(id, form: form),
                    primaryAction: "save-changes"
                )
            )
        }
    }

    // MARK: - Rows

    /// A row per role, each choosing its checklist by `choosing`'s action of that role.
    private func checklistRows(_ chosen: [CharterChecklistRole: (id: UUID, title: String)], choosing: [ScreenAction]) -> [ScreenRow] {
        // Without Checklists the form keeps what a draft chose, and says it cannot be run.
        guard context.context.isEnabled(FeatureDeclaration.checklists.name) else {
            return CharterChecklistRole.allCases.map { role in
                CharterDetailScreen.unavailableRow(role, chosen[role].map { CharterDetail.Checklist(id: $0.id, title: $0.title) })
            }
        }
        return zip(CharterChecklistRole.allCases, choosing).map { role, choose in
            let value = chosen[role]?.title ?? "None chosen"
            return ScreenRow(
                "\(role.title) checklist", detail: value, accessibility: Accessibility(label: "\(role.title) checklist", value: value), action: choose.id
            )
        }
    }

    /// The checklist the form chose for each role, with its title.
    private func checklists(_ form: CharterForm) async throws -> [CharterChecklistRole: (id: UUID, title: String)] {
        try await store.database.writer.read { db in
            var chosen: [CharterChecklistRole: (id: UUID, title: String)] = [:]
            for role in CharterChecklistRole.allCases {
                guard let id = form.checklist(for: role) else { continue }
                chosen[role] = (id, try ChecklistLibrary.title(of: id, in: db) ?? "A checklist that was deleted")
            }
            return chosen
        }
    }

    // MARK: - Actions

    /// The form's questions, each saying what it accepts and showing what the draft has, so a
    /// face checks an answer as it is given (a day at once, not after both) and a prompt's
    /// empty answer keeps the value.
    private func detailInputs(_ form: CharterForm) -> [ActionInput] {
        let inputs = [
            ActionInput("name", prompt: "Charter name", kind: .requiredText(limit: CharterForm.textLimit), current: Self.current(form.name)),
            ActionInput("boat", prompt: "Boat", kind: .requiredText(limit: CharterForm.textLimit), current: Self.current(form.boat)),
            ActionInput("start", prompt: "First day", kind: .date, current: form.days.map { "\($0.start)" }),
            ActionInput("end", prompt: "Last day", kind: .date, current: form.days.map { "\($0.end)" }),
        ]
        guard purpose == .create else { return inputs }
        return inputs + [ActionInput("crew", prompt: "Crew names, separated by commas", kind: .text(limit: CharterForm.crewListLimit), current: Self.current(form.crew.joined(separator: ", ")))]
    }

    /// The details `invocation` answers.
    private static func details(_ invocation: ActionInvocation, withCrew: Bool) throws -> CharterDetails {
        CharterDetails(
            name: try invocation.text("name"), boat: try invocation.text("boat"),
            start: try invocation.day("start"), end: try invocation.day("end"),
            crew: withCrew ? try invocation.text("crew") : nil
        )
    }

    /// A text field's value as an input's current value: none while it is empty.
    private static func current(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }

    private func createActions(_ id: UUID, form: CharterForm) -> [ScreenAction] {
        let store = store
        return [
            .checked(
                id: "create-charter", "Create Charter", accessibility: Accessibility(label: "Create charter", hint: "Saves the new charter"),
                inputs: detailInputs(form)
            ) { invocation in
                let charter = try await store.create(id, with: try Self.details(invocation, withCrew: true))
                return .replace(with: CharterRoute.detail(id: id), message: "Created \(charter.name).")
            },
            ScreenAction(id: "discard", "Discard", accessibility: Accessibility(label: "Discard new charter", hint: "Forgets this form"), isDestructive: true) { _ in
                try await store.discardDraft(id)
                return ActionResult(navigation: .back, message: "Discarded the new charter.")
            },
        ]
    }

    private func editActions(_ id: UUID, form: CharterForm) -> [ScreenAction] {
        let store = store
        return [
            .checked(id: "save-changes", "Save Changes", accessibility: Accessibility(label: "Save changes"), inputs: detailInputs(form)) { invocation in
                let charter = try await store.saveEdits(id, with: try Self.details(invocation, withCrew: false))
                return ActionResult(navigation: .back, message: "Saved \(charter.name).")
            },
            ScreenAction(id: "discard-changes", "Discard Changes", accessibility: Accessibility(label: "Discard changes"), isDestructive: true) { _ in
                try await store.discardDraft(id)
                return ActionResult(navigation: .back, message: "Discarded the changes.")
            },
        ]
    }
}
