import Foundation

/// Reads a checklist from a plain-text or Markdown file.
///
/// ```markdown
/// # Pre-race checks          ← the title (the first level-1 heading, before anything else)
/// ## Rig                     ← a section (any other heading, or a plain line ending in “:”)
/// - [ ] Shrouds tensioned    ← an item (“- [ ]”, “* [ ]”, “[ ]”; a tick “[x]” is fine too)
/// ```
///
/// Blank lines are skipped. Items before the first heading go into a section named
/// “Checklist”. Without a title heading, the file's name gives the title. Any other line is
/// refused, naming the line, and nothing is imported.
enum ChecklistImport {
    /// The most bytes a file may have: far beyond any real checklist.
    static let maxBytes = 256 * 1024
    /// The kinds of file read: Markdown and plain text.
    static let fileTypes = ["md", "markdown", "txt"]

    /// What a file's name says as a title: `pre-race.md` is “pre-race”.
    static func title(fromFileName name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Reads `text`; `fileName` titles a checklist that has no title heading.
    static func parse(_ text: String, fileName: String, makeID: () -> UUID) throws(EditError) -> ChecklistDraft {
        var title: String?
        var draft = ChecklistDraft(id: makeID(), title: "", parts: [], isNew: true)
        var sawContent = false
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            do throws(EditError) {
                switch Line(line) {
                case .heading(let level, let text):
                    if level == 1, title == nil, !sawContent {
                        title = try ChecklistRules.title.check(text)
                    } else {
                        try draft.addSection(text, id: makeID())
                    }
                case .item(let text):
                    if draft.sections.isEmpty {
                        try draft.addSection("Checklist", id: makeID())
                    }
                    try draft.addItem(text, toSection: draft.sections[draft.sections.count - 1].id, id: makeID())
                case .other:
                    throw EditError(
                        "“\(line.prefix(60))” is neither a heading nor an item. Items start with “- [ ]”; sections are headings (“## Rig”) or lines ending in “:”."
                    )
                }
            } catch {
                throw EditError("Line \(number): \(error.message)")
            }
            sawContent = true
        }
        guard draft.sections.contains(where: { !$0.items.isEmpty }) else {
            throw EditError("The file has no checklist items. Write each item on its own line, starting with “- [ ]”.")
        }
        do throws(EditError) {
            try draft.rename(to: title ?? fileName)
        } catch {
            throw EditError("The file has no title heading, and its name cannot be one: \(error.message)")
        }
        return draft
    }

    /// What one non-blank line is.
    private enum Line {
        case heading(level: Int, String)
        case item(String)
        case other

        init(_ line: String) {
            if line.hasPrefix("#") {
                let level = line.prefix { $0 == "#" }.count
                let text = line.dropFirst(level)
                if level <= 6, text.first == " " {
                    self = .heading(level: level, text.trimmingCharacters(in: .whitespaces))
                    return
                }
            }
            for marker in ["- [ ]", "* [ ]", "+ [ ]", "[ ]", "- [x]", "* [x]", "+ [x]", "[x]", "- [X]", "* [X]", "+ [X]", "[X]"]
            where line.hasPrefix(marker) {
                self = .item(String(line.dropFirst(marker.count)))
                return
            }
            if line.hasSuffix(":"), !line.hasPrefix("-"), !line.hasPrefix("*") {
                self = .heading(level: 2, String(line.dropLast()))
                return
            }
            self = .other
        }
    }
}
