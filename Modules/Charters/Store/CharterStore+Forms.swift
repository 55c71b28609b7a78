import ChartersInterface
import Foundation
import GRDB
import SailawayDatabase

extension CharterStore {
    // MARK: - Drafts

    /// The form of `id`: its draft, else the saved charter's values, else an empty form when
    /// `id` is a new charter's.
    static func form(_ id: UUID, of owner: UUID, in db: Database) throws -> CharterForm {
        if let draft = try CharterDrafts.form(id, of: owner, in: db) { return draft }
        if let charter = try charter(id, of: owner, in: db) {
            return CharterForm(charter, crew: try crew(of: id, in: db), checklists: try checklists(of: id, in: db))
        }
        return CharterForm()
    }

    /// Changes the form of `id` with `change` and keeps it as its draft, in one transaction.
    ///
    /// `ofSavedCharter` says whether `id` is a saved charter's (an edit) or a new one's; a form
    /// whose charter was deleted, or created meanwhile, is refused rather than kept under the
    /// wrong meaning. A change that throws leaves the draft as it was.
    @discardableResult
    func updateDraft(
        _ id: UUID, ofSavedCharter: Bool, _ change: @escaping @Sendable (inout CharterForm) throws -> Void
    ) async throws -> CharterForm {
        let (now, owner) = (now(), owner)
        return try await database.writer.write { db in
            let exists = try Self.charter(id, of: owner, in: db) != nil
            guard exists == ofSavedCharter else {
                throw exists ? CharterFormError.alreadyCreated : CharterFormError.charterGone
            }
            var form = try Self.form(id, of: owner, in: db)
            try change(&form)
            try CharterDrafts.save(form, for: id, of: owner, at: now, in: db)
            return form
        }
    }

    /// Forgets the draft of `id`.
    func discardDraft(_ id: UUID) async throws {
        let owner = owner
        try await database.writer.write { db in try CharterDrafts.delete(id, of: owner, in: db) }
    }

    // MARK: - Saving

    /// Submits the form of new charter `id` with every detail in `details`: creates the
    /// charter, its crew and its checklists, and forgets the draft, in one transaction.
    ///
    /// A detail refused leaves nothing created: the details given are kept in the draft, the
    /// refused ones as they were, and ``CharterFormRefusal`` says why, detail by detail. Throws,
    /// creating nothing, when a chosen checklist is gone or the charter exists already.
    func create(_ id: UUID, with details: CharterDetails) async throws -> Charter {
        let owner = owner
        return try await submit(details, to: id, ofSavedCharter: false) { form, now, db in
            try Self.create(id, of: owner, from: form, at: now, in: db)
        }
    }

    /// Submits the form of saved charter `id` with its new name, boat and days: saves them and
    /// forgets the draft, in one transaction; refusals as for ``create(_:with:)``.
    func saveEdits(_ id: UUID, with details: CharterDetails) async throws -> Charter {
        let owner = owner
        return try await submit(details, to: id, ofSavedCharter: true) { form, now, db in
            guard var charter = try Self.charter(id, of: owner, in: db) else { throw CharterFormError.charterGone }
            let (name, boat, days) = try form.complete()
            charter.name = name
            charter.boat = boat
            charter.startDay = days.start
            charter.endDay = days.end
            charter.updatedAt = now
            try charter.update(db)
            try CharterDrafts.delete(id, of: owner, in: db)
            return charter
        }
    }

    /// Applies `details` to the form of `id` and, when none is refused, saves it with `save`;
    /// when some are, keeps the form as its draft and throws the refusals.
    private func submit(
        _ details: CharterDetails, to id: UUID, ofSavedCharter: Bool,
        _ save: @escaping @Sendable (CharterForm, Date, Database) throws -> Charter
    ) async throws -> Charter {
        let (now, owner) = (now(), owner)
        let outcome = try await database.writer.write { db -> Result<Charter, CharterFormRefusal> in
            let exists = try Self.charter(id, of: owner, in: db) != nil
            guard exists == ofSavedCharter else {
                throw exists ? CharterFormError.alreadyCreated : CharterFormError.charterGone
            }
            var form = try Self.form(id, of: owner, in: db)
            let refused = form.apply(details)
            guard refused.isEmpty else {
                // What was given is kept, so nothing typed is lost: the next form shows it.
                try CharterDrafts.save(form, for: id, of: owner, at: now, in: db)
                return .failure(CharterFormRefusal(problems: refused))
            }
            return .success(try save(form, now, db))
        }
        return try outcome.get()
    }

    /// Creates charter `id` from `form` — the charter, its crew and its checklists — and
    /// forgets its draft. Throws when the form is not complete or a chosen checklist is gone.
    private static func create(_ id: UUID, of owner: UUID, from form: CharterForm, at now: Date, in db: Database) throws -> Charter {
        let (name, boat, days) = try form.complete()
        var checklists: [CharterChecklistRole: UUID] = [:]
        for role in CharterChecklistRole.allCases {
            guard let checklistID = form.checklist(for: role) else { continue }
            guard try ChecklistLibrary.checklist(checklistID, of: owner, in: db) != nil else {
                throw CharterFormError.checklistGone(role: role)
            }
            checklists[role] = checklistID
        }
        let charter = Charter(
            id: id, ownerID: owner, name: name, boat: boat, startDay: days.start, endDay: days.end,
            archivedAt: nil, createdAt: now, updatedAt: now
        )
        try charter.insert(db)
        try replaceCrew(of: id, with: form.crew, at: now, in: db)
        for (role, checklistID) in checklists {
            try setChecklist(checklistID, for: role, of: id, at: now, in: db)
        }
        try CharterDrafts.delete(id, of: owner, in: db)
        return charter
    }
}

extension CharterStore {
    // MARK: - Checklists

    /// What a checklist choice changes: a saved charter, or a new charter's form.
    enum ChoiceTarget: Sendable {
        /// The saved charter, changed at once.
        case charter(Charter)
        /// The form of a charter not yet created.
        case draft(CharterForm)
    }

    /// What choosing a checklist for `id` changes, or nil when `id` is neither a charter nor a
    /// new charter's form.
    private static func choiceTarget(_ id: UUID, of owner: UUID, in db: Database) throws -> ChoiceTarget? {
        if let charter = try charter(id, of: owner, in: db) { return .charter(charter) }
        return try CharterDrafts.form(id, of: owner, in: db).map { .draft($0) }
    }

    /// Chooses checklist `checklistID` (or none) for `role` of charter or form `id`, in one
    /// transaction. Refuses a checklist not in the user's library, and an `id` that is neither
    /// a charter nor a new charter's form.
    ///
    /// - Returns: The charter's name as people read it, and the chosen checklist's title.
    func choose(_ checklistID: UUID?, for role: CharterChecklistRole, of id: UUID) async throws -> (charter: String, checklist: String?) {
        let (now, owner) = (now(), owner)
        return try await database.writer.write { db in
            var title: String?
            if let checklistID {
                guard let checklist = try ChecklistLibrary.checklist(checklistID, of: owner, in: db) else {
                    throw CharterFormError.checklistGone(role: role)
                }
                title = checklist.title
            }
            switch try Self.choiceTarget(id, of: owner, in: db) {
            case .charter(let charter):
                try Self.setChecklist(checklistID, for: role, of: id, at: now, in: db)
                return (charter.name, title)
            case .draft(var form):
                form.setChecklist(checklistID, for: role)
                try CharterDrafts.save(form, for: id, of: owner, at: now, in: db)
                return (form.name.isEmpty ? "The new charter" : form.name, title)
            case nil:
                throw CharterFormError.charterGone
            }
        }
    }
}
