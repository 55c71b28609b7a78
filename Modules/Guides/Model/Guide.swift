import ContentCore
import Foundation
import SailawayDatabase

/// A saved practice guide: its content row and its sections of text, in order.
struct Guide: Hashable, Sendable {
    /// A titled passage of the guide: "Before you come in", then what to do.
    struct Section: Codable, Hashable, Sendable {
        /// Its identity, kept across edits.
        var id: UUID
        /// The heading.
        var title: String
        /// The text; paragraphs are separated by blank lines.
        var body: String

        /// The text's paragraphs, split on blank lines, each on one line.
        ///
        /// A single line break inside a paragraph reads as a space, as in Markdown, so text
        /// wrapped by hand still shows as one paragraph.
        var paragraphs: [String] {
            var paragraphs: [String] = []
            var lines: [String] = []
            for line in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                let line = line.trimmingCharacters(in: .whitespaces)
                if line.isEmpty {
                    if !lines.isEmpty { paragraphs.append(lines.joined(separator: " ")) }
                    lines = []
                } else {
                    lines.append(line)
                }
            }
            if !lines.isEmpty { paragraphs.append(lines.joined(separator: " ")) }
            return paragraphs
        }
    }

    /// The shared content row: title, author, visibility, dates.
    var content: ContentItem
    /// The sections, in order.
    var sections: [Section]

    /// Its identifier.
    var id: UUID { content.id }
    /// Its title.
    var title: String { content.title }

    /// The searchable text of its sections: each title, then its text.
    static func body(of sections: [Section]) -> String {
        ContentItem.body(of: sections.flatMap { [$0.title, $0.body] })
    }
}
