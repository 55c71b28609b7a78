/// A part of content as a person names it in an editor — a section, a card, a position: its
/// number, counted from 1.
public enum PartNumber {
    /// Reads "2" as the number of a `what` ("section", "position"); says how to write it
    /// otherwise, naming the `parts` that are numbered ("sections", by default `what` + "s").
    public static func parse(_ text: String, what: String, parts: String? = nil) throws(ContentRuleError) -> Int {
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number > 0 else {
            throw ContentRuleError("“\(text)” is not a \(what) number; \(parts ?? "\(what)s") are numbered from 1.")
        }
        return number
    }
}

import Foundation
