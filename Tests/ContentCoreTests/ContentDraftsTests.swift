import ChecklistsInterface
import Checklists
import ContentCore
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Drafts of any kind: kept between edits, refused when the content is not the user's, saved
/// into their row in one step, and numbered parts read the same way everywhere.
struct ContentDraftsTests {
    /// A kind whose saved content is just its row.
    private struct Note: EditableContent, Equatable {
        var id: UUID
        var title: String
        var isNew: Bool

        init(id: UUID, title: String, isNew: Bool) {
            self.id = id
            self.title = title
            self.isNew = isNew
        }

        init(saved: ContentItem) {
            self.init(id: saved.id, title: saved.title, isNew: false)
        }
    }

    private let note = ContentKind("note")

    private func drafts(_ database: SailawayDatabase) -> ContentDrafts<Note> {
        ContentDrafts(kind: note, database: database, viewer: .account(SampleContent.currentUser), now: { Date(timeIntervalSince1970: 0) }) { content, _ in content }
    }

    @Test func aKeptDraftIsEditedDiscardedAndSaysWhetherItWasNew() async throws {
        let drafts = drafts(try SailawayDatabase.inMemory(with: [ChecklistsFeature()]))
        let id = UUID()
        try await drafts.keep(Note(id: id, title: "Tides", isNew: true))
        #expect(try await drafts.editable(id)?.status == "Not saved yet")
        let said = try await drafts.edit(id) { draft in
            draft.title = "Tidal streams"
            return "Renamed."
        }
        #expect(said == "Renamed.")
        #expect(try await drafts.editable(id)?.draft.title == "Tidal streams")
        #expect(try await drafts.discard(id))
        #expect(try await drafts.editable(id) == nil)
    }

    @Test func savingWritesTheRowAndItsPartsAndForgetsTheDraft() async throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let drafts = drafts(database)
        let id = UUID()
        try await drafts.keep(Note(id: id, title: "Tides", isNew: true))
        let wroteParts = Mutex(false)
        let saved = try await drafts.save(Note(id: id, title: "Tides", isNew: true), title: "Tides", body: "Springs\nNeaps") { _ in
            wroteParts.withLock { $0 = true }
        }
        #expect(saved.body == "Springs\nNeaps")
        #expect(saved.authorID == SampleContent.currentUser)
        #expect(wroteParts.withLock { $0 })
        let working = try #require(try await drafts.editable(id))
        #expect(working.status == "Saved")
        #expect(working.draft == Note(id: id, title: "Tides", isNew: false))
    }

    @Test func someoneElsesContentIsNeitherEditedNorSaved() async throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let drafts = ContentDrafts<Note>(kind: ContentKind("checklist"), database: database, viewer: .account(SampleContent.currentUser), now: { Date() }) { content, _ in content }
        let theirs = SampleChecklists.preDepartureSafety
        await #expect(throws: ContentRuleError("This checklist was deleted or is not yours to edit.")) {
            try await drafts.edit(theirs) { _ in }
        }
        await #expect(throws: ContentRuleError("Only its author can change this checklist; fork it to make your own copy.")) {
            try await drafts.save(Note(id: theirs, title: "Mine now", isNew: false), title: "Mine now", body: "") { _ in }
        }
    }
}

import Synchronization
