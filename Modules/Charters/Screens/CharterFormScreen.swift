import ChartersInterface
import FeatureRegistry
import Foundation

/// The form of a new charter, or of a saved charter's name, boat and dates, over its draft.
///
/// Each "Set …" action checks its input and keeps it in the draft at once, so the form
/// survives tab switches and relaunches; "Create Charter" or "Save Changes" writes the charter
/// in one transaction and forgets the draft.
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
        let found = try await store.database.writer.read { db -> (CharterForm, Charter?) in
            (try CharterStore.form(id, in: db), try CharterStore.charter(id, in: db))
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
                    subtitle: "Set its details, then tap Create Charter.",
                    sections: [ScreenSection(rows: detailRows(form)), ScreenSection("Checklists", rows: checklistRows(chosen, choosing: choosing))],
                    actions: detailActions(id, form: form) + choosing + createActions(id)
                )
            )
        case .edit:
            guard let charter else { return CharterScreens.notFound }
            return .screen(
                Screen(
                    title: "Edit \(charter.name)",
                    subtitle: "Changes are kept until you save or discard them.",
                    sections: [ScreenSection(rows: Array(detailRows(form).prefix(3)))],
                    actions: detailActions(id, form: form) + editActions(id)
                )
            )
        }
    }

    // MARK: - Rows

    /// A row per detail, each the control that sets it (crew only on a new charter).
    private func detailRows(_ form: CharterForm) -> [ScreenRow] {
        [
            Self.field("Name", form.name.isEmpty ? nil : form.name, setBy: "set-name"),
            Self.field("Boat", form.boat.isEmpty ? nil : form.boat, setBy: "set-boat"),
            Self.field("Dates", form.days.map { "\($0.start) to \($0.end) (\($0))" }, setBy: "set-dates"),
            Self.field("Crew", form.crew.isEmpty ? nil : form.crew.joined(separator: ", "), setBy: purpose == .create ? "set-crew" : nil),
        ]
    }

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

    private static func field(_ label: String, _ value: String?, setBy action: ActionID?) -> ScreenRow {
        ScreenRow(label, detail: value ?? "Not set", accessibility: Accessibility(label: label, value: value ?? "Not set"), action: action)
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

    /// The details' actions; each input says what it accepts and shows what `form` has, so a
    /// prompt checks an answer as it is given (a day at once, not after both) and an empty
    /// answer keeps the value.
    private func detailActions(_ id: UUID, form: CharterForm) -> [ScreenAction] {
        let store = store
        let isEdit = purpose == .edit
        return [
            .checked(id: "set-name", "Set Name", inputs: [ActionInput("name", prompt: "Charter name", kind: .requiredText(limit: CharterForm.textLimit), current: Self.current(form.name))]) { invocation in
                let form = try await store.updateDraft(id, ofSavedCharter: isEdit) { try $0.setName(invocation["name"]) }
                return .message("Name set to “\(form.name)”.")
            },
            .checked(id: "set-boat", "Set Boat", inputs: [ActionInput("boat", prompt: "Boat", kind: .requiredText(limit: CharterForm.textLimit), current: Self.current(form.boat))]) { invocation in
                let form = try await store.updateDraft(id, ofSavedCharter: isEdit) { try $0.setBoat(invocation["boat"]) }
                return .message("Boat set to “\(form.boat)”.")
            },
            .checked(
                id: "set-dates", "Set Dates",
                inputs: [
                    ActionInput("start", prompt: "First day (YYYY-MM-DD)", kind: .date, current: form.days.map { "\($0.start)" }),
                    ActionInput("end", prompt: "Last day (YYYY-MM-DD)", kind: .date, current: form.days.map { "\($0.end)" }),
                ]
            ) { invocation in
                let form = try await store.updateDraft(id, ofSavedCharter: isEdit) { try $0.setDays(start: invocation["start"], end: invocation["end"]) }
                return .message("Dates set to \(form.days.map { "\($0)" } ?? "none").")
            },
        ] + (purpose == .create ? [crewAction(id)] : [])
    }

    /// A text field's value as an input's current value: none while it is empty.
    private static func current(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }

    private func crewAction(_ id: UUID) -> ScreenAction {
        let store = store
        return .checked(
            id: "set-crew", "Set Crew",
            accessibility: Accessibility(label: "Set crew", hint: "Names separated by commas"),
            inputs: [ActionInput("crew", prompt: "Crew names, separated by commas")]
        ) { invocation in
            let form = try await store.updateDraft(id, ofSavedCharter: false) { try $0.setCrew(invocation["crew"]) }
            return .message(form.crew.isEmpty ? "No crew yet." : "Crew: \(form.crew.joined(separator: ", ")).")
        }
    }

    private func createActions(_ id: UUID) -> [ScreenAction] {
        let store = store
        return [
            .checked(id: "create-charter", "Create Charter", accessibility: Accessibility(label: "Create charter", hint: "Saves the new charter")) { _ in
                let charter = try await store.create(id)
                return .replace(with: CharterRoute.detail(id: id), message: "Created \(charter.name).")
            },
            ScreenAction(id: "discard", "Discard", accessibility: Accessibility(label: "Discard new charter", hint: "Forgets this form"), isDestructive: true) { _ in
                try await store.discardDraft(id)
                return ActionResult(navigation: .back, message: "Discarded the new charter.")
            },
        ]
    }

    private func editActions(_ id: UUID) -> [ScreenAction] {
        let store = store
        return [
            .checked(id: "save-changes", "Save Changes", accessibility: Accessibility(label: "Save changes")) { _ in
                guard let charter = try await store.saveEdits(id) else { throw ActionError("This charter was deleted or never existed.") }
                return ActionResult(navigation: .back, message: "Saved \(charter.name).")
            },
            ScreenAction(id: "discard-changes", "Discard Changes", accessibility: Accessibility(label: "Discard changes"), isDestructive: true) { _ in
                try await store.discardDraft(id)
                return ActionResult(navigation: .back, message: "Discarded the changes.")
            },
        ]
    }
}
