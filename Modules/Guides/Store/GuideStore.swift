import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// Guides in the database: reading them, saving drafts into them, forking them.
///
/// Every method that changes something is one transaction, committed before it returns, and is
/// the viewer's own doing: the public changes nothing.
struct GuideStore: Sendable {
    /// Where guides are kept.
    let database: SailawayDatabase
    /// Who reads and writes: what they may see is decided in each query.
    let viewer: Viewer
    /// The clock that dates saves and forks.
    let now: @Sendable () -> Date
    /// Makes the identifiers of new guides and sections.
    let makeID: @Sendable () -> UUID

    /// The editor's drafts of guides.
    var drafts: ContentDrafts<GuideDraft> {
        ContentDrafts(kind: .guide, database: database, viewer: viewer, now: now) { content, db in try Self.guide(content, in: db) }
    }

    // MARK: - Reading

    /// The guide `id` if the viewer may see it.
    func guide(_ id: UUID) async throws -> Guide? {
        let viewer = viewer.accountID
        return try await database.writer.read { db in
            guard let content = try ContentItem.visible(id, kind: .guide, to: viewer, in: db) else { return nil }
            return try Self.guide(content, in: db)
        }
    }

    /// The sections of `content`, in order.
    static func guide(_ content: ContentItem, in db: Database) throws -> Guide {
        let rows = try Row.fetchAll(
            db,
            sql: "SELECT id, title, body FROM guideSection WHERE guideID = ? ORDER BY position, id",
            arguments: [content.id]
        )
        return Guide(content: content, sections: rows.map { Guide.Section(id: $0["id"], title: $0["title"], body: $0["body"]) })
    }

    // MARK: - Saving

    /// Saves `draft` as its guide — creating it, or replacing its title and sections — and
    /// forgets the draft, all in one transaction. Sections keep their identity, and the
    /// content's body follows them so search finds the new text and not the old.
    func save(_ draft: GuideDraft) async throws -> ContentItem {
        let sections = try draft.readyToSave()
        let title = try GuideRules.title.check(draft.title)
        return try await drafts.save(draft, title: title, body: Guide.body(of: sections)) { db in
            try Self.replaceSections(of: draft.id, with: sections, in: db)
        }
    }

    /// Makes the saved sections exactly `sections`: removed ones are deleted, kept ones
    /// updated in place and new ones inserted.
    private static func replaceSections(of guideID: UUID, with sections: [Guide.Section], in db: Database) throws {
        try Table("guideSection")
            .filter(Column("guideID") == guideID && !sections.map(\.id).contains(Column("id")))
            .deleteAll(db)
        for (position, section) in sections.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO guideSection (id, guideID, position, title, body) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET position = excluded.position, title = excluded.title, body = excluded.body
                    """,
                arguments: [section.id, guideID, position, section.title, section.body]
            )
        }
    }

    // MARK: - Forking

    /// Copies guide `id` into the viewer's library as a private guide; returns the copy.
    func fork(_ id: UUID) async throws -> ContentItem? {
        let makeID = makeID
        return try await ContentItem.fork(id, kind: .guide, by: try viewer.account(), at: now(), makeID: makeID, in: database) { original, fork, db in
            let sections = try Self.guide(original, in: db).sections.map { Guide.Section(id: makeID(), title: $0.title, body: $0.body) }
            try Self.replaceSections(of: fork.id, with: sections, in: db)
        }
    }
}
