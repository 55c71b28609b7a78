import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// Checklists in the database as one viewer sees them: reading them, saving drafts into them,
/// forking them.
///
/// Every method that changes something is one transaction, committed before it returns, and is
/// the viewer's own doing: the public changes nothing.
struct ChecklistStore: Sendable {
    let database: SailawayDatabase
    /// Who reads and writes: what they may see is decided in each query.
    let viewer: Viewer
    let now: @Sendable () -> Date
    let makeID: @Sendable () -> UUID

    /// The editor's drafts of checklists.
    var drafts: ContentDrafts<ChecklistDraft> {
        ContentDrafts(kind: .checklist, database: database, viewer: viewer, now: now) { content, db in try Self.checklist(content, in: db) }
    }

    // MARK: - Reading

    /// The checklist `id` if the viewer may see it.
    func checklist(_ id: UUID) async throws -> Checklist? {
        let viewer = viewer.accountID
        return try await database.writer.read { db in
            guard let content = try ContentItem.visible(id, kind: .checklist, to: viewer, in: db) else { return nil }
            return try Self.checklist(content, in: db)
        }
    }

    /// Two devices may each add a section or an item at one position: once both are synced,
    /// their ids order them, the same on every device, each section's rows kept together.
    static func checklist(_ content: ContentItem, in db: Database) throws -> Checklist {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT checklistSection.id AS sectionID, checklistSection.title AS sectionTitle,
                       checklistItem.id AS itemID, checklistItem.text AS itemText
                FROM checklistSection
                LEFT JOIN checklistItem ON checklistItem.sectionID = checklistSection.id
                WHERE checklistSection.checklistID = ?
                ORDER BY checklistSection.position, checklistSection.id, checklistItem.position, checklistItem.id
                """,
            arguments: [content.id]
        )
        var sections: [Checklist.Section] = []
        for row in rows {
            let sectionID: UUID = row["sectionID"]
            if sections.last?.id != sectionID {
                sections.append(Checklist.Section(id: sectionID, title: row["sectionTitle"], items: []))
            }
            if let itemID: UUID = row["itemID"] {
                sections[sections.count - 1].items.append(Checklist.Item(id: itemID, text: row["itemText"]))
            }
        }
        return Checklist(content: content, sections: sections)
    }

    /// The viewer's own checklists, created and forked, most recently changed first.
    func library(limit: Int) async throws -> [ContentItem] {
        let account = try viewer.account()
        return try await database.writer.read { db in
            try ContentItem.authored(by: account, kind: .checklist, visibleTo: account, limit: limit, in: db)
        }
    }

    // MARK: - Saving

    /// Saves `draft` as its checklist — creating it, or replacing its title and parts — and
    /// forgets the draft, all in one transaction. Items keep their identity, so runs keep
    /// their checks across edits.
    func save(_ draft: ChecklistDraft) async throws -> ContentItem {
        let sections = try draft.readyToSave()
        let title = try ChecklistRules.title.check(draft.title)
        return try await drafts.save(draft, title: title, body: Checklist.body(of: sections)) { db in
            try Self.replaceParts(of: draft.id, with: sections, in: db)
        }
    }

    /// Makes the saved sections and items exactly `sections`: removed ones are deleted (with
    /// their run checks), kept ones updated in place — moved between sections, too — and new
    /// ones inserted.
    private static func replaceParts(of checklistID: UUID, with sections: [Checklist.Section], in db: Database) throws {
        let keptSections = sections.map(\.id)
        let keptItems = sections.flatMap { $0.items.map(\.id) }
        try Table("checklistItem")
            .filter(sql: "sectionID IN (SELECT id FROM checklistSection WHERE checklistID = ?)", arguments: [checklistID])
            .filter(!keptItems.contains(Column("id")))
            .deleteAll(db)
        for (position, section) in sections.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO checklistSection (id, checklistID, position, title) VALUES (?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET position = excluded.position, title = excluded.title
                    """,
                arguments: [section.id, checklistID, position, section.title]
            )
            for (itemPosition, item) in section.items.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO checklistItem (id, sectionID, position, text) VALUES (?, ?, ?, ?)
                        ON CONFLICT (id) DO UPDATE SET sectionID = excluded.sectionID, position = excluded.position, text = excluded.text
                        """,
                    arguments: [item.id, section.id, itemPosition, item.text]
                )
            }
        }
        // Last, so items moved out of a removed section are already elsewhere.
        try Table("checklistSection")
            .filter(Column("checklistID") == checklistID && !keptSections.contains(Column("id")))
            .deleteAll(db)
    }

    // MARK: - Forking

    /// Copies checklist `id` into the viewer's library as a private checklist; returns the copy.
    func fork(_ id: UUID) async throws -> ContentItem? {
        let makeID = makeID
        return try await ContentItem.fork(id, kind: .checklist, by: try viewer.account(), at: now(), makeID: makeID, in: database) { original, fork, db in
            let sections = try Self.checklist(original, in: db).sections.map { section in
                Checklist.Section(id: makeID(), title: section.title, items: section.items.map { Checklist.Item(id: makeID(), text: $0.text) })
            }
            try Self.replaceParts(of: fork.id, with: sections, in: db)
        }
    }
}
