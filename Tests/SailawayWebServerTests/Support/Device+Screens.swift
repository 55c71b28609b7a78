import FeatureRegistry
import Foundation
import GRDB

/// What a person does on a device beyond making things: opening links, editing a checklist,
/// running it in a charter — and what its screens say.
extension Device {
    // MARK: - Looking

    /// What the screen on top says, line by line: its title, its subtitle, and each section's
    /// heading and rows (with their details).
    func screenText() async -> String {
        Self.text(of: await app.screen())
    }

    /// The lines of `screen`: what a person reads on it.
    nonisolated static func text(of screen: Screen) -> String {
        var lines = [screen.title]
        if let subtitle = screen.subtitle { lines.append(subtitle) }
        for section in screen.sections {
            if let heading = section.heading { lines.append("## \(heading)") }
            lines += section.rows.map { row in row.detail.map { "\(row.text) — \($0)" } ?? row.text }
        }
        return lines.joined(separator: "\n")
    }

    /// Checklist `id`'s screen as this device shows it now: what it says.
    func checklistText(_ id: UUID) async throws -> String {
        try openChecklist(id)
        return await screenText()
    }

    // MARK: - Going places

    /// Opens `link` (`content/checklist/…`) as a link from outside the app: an email, a web page.
    func open(_ link: String) throws {
        try app.open("sailaway://\(link)")
    }

    /// Opens checklist `id`'s screen from its link.
    func openChecklist(_ id: UUID) throws {
        try open("content/checklist/\(id.uuidString.lowercased())")
    }

    /// Opens the run of checklist `checklist` in charter `charter`, as its row on the charter's
    /// page does.
    func openRun(of checklist: UUID, in charter: UUID) throws {
        try app.open("sailaway://charter/\(charter.uuidString.lowercased())/checklist/\(checklist.uuidString.lowercased())", from: .internal)
    }

    // MARK: - Changing things

    /// Checklist `id`'s screen → Edit; `edit` taps in the editor; Save.
    func editChecklist(_ id: UUID, _ edit: () async throws -> Void) async throws {
        try openChecklist(id)
        try await app.tap("Edit")
        try await edit()
        try await app.tap("Save")
    }

    /// Checklist `id`'s screen → Delete, confirmed.
    func deleteChecklist(_ id: UUID) async throws {
        try openChecklist(id)
        try await app.tap("Delete")
        try await app.tap("Delete")
    }
}

extension Device {
    /// Whether the selected tab's stack ends with `link` (without `sailaway://`).
    func stackLinksEnd(with link: String) -> Bool {
        app.stackLinks.last.map { $0.hasSuffix(link) } ?? false
    }
}

extension Device {
    /// The ids of the content items titled `title` on this device.
    func contentIDs(titled title: String) async throws -> [UUID] {
        try await app.database.writer.read { db in
            try UUID.fetchAll(db, sql: "SELECT id FROM content WHERE title = ? ORDER BY id", arguments: [title])
        }
    }
}
