import Foundation
import FeatureRegistry

/// The rules for what a sailor writes about themselves; a refusal says what is wrong and
/// what to do, and nothing is saved.
enum ProfileText {
    /// The longest name.
    static let nameLimit = 60
    /// The longest bio.
    static let bioLimit = 300

    /// `text` as a name: trimmed, not empty, at most ``nameLimit`` characters.
    static func name(_ text: String) throws(ActionError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            throw ActionError("A name can't be empty. Type the name other sailors will see.")
        }
        guard name.count <= nameLimit else {
            throw ActionError("A name can be at most \(nameLimit) characters; this one has \(name.count). Shorten it and try again.")
        }
        return name
    }

    /// `text` as a bio: trimmed, at most ``bioLimit`` characters; empty clears it.
    static func bio(_ text: String) throws(ActionError) -> String {
        let bio = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard bio.count <= bioLimit else {
            throw ActionError("A bio can be at most \(bioLimit) characters; this one has \(bio.count). Shorten it and try again.")
        }
        return bio
    }
}
