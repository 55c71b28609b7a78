/// An item as a person names it in the editor or a run: section, then item, from 1 — `2.3`.
struct ItemReference: Hashable, Sendable, CustomStringConvertible {
    /// The section's number, from 1.
    var section: Int
    /// The item's number within it, from 1.
    var item: Int

    /// Reads "2.3"; says how to write it otherwise.
    init(_ text: String) throws(EditError) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]), section > 0, item > 0 else {
            throw EditError("“\(text)” is not an item number; write the section, a dot and the item, like 2.3.")
        }
        self.section = section
        self.item = item
    }

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    var description: String { "\(section).\(item)" }
}

import ContentCore
import Foundation

/// An edit the checklist refuses; the message says what and why. Nothing changes.
typealias EditError = ContentRuleError
