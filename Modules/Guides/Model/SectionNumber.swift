import Foundation

/// A section as a person names it in the editor: its number, from 1.
enum SectionNumber {
    /// Reads "2"; says how to write it otherwise.
    static func parse(_ text: String) throws(EditError) -> Int {
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number > 0 else {
            throw EditError("“\(text)” is not a section number; sections are numbered from 1.")
        }
        return number
    }
}
