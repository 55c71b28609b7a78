import Foundation

/// The template feature's names replaced by the new feature's, in its paths and its text.
///
/// Every form of the template's name (``FeatureName``: the module, the member, the link, the
/// entry's type and table, the words) is replaced by the same form of the new name, the longest
/// first, so `FieldNoteEntry` is the entry's type and not `FieldNote` followed by `Entry`. The
/// template's sample identifiers (every UUID in it) become new ones: the same UUID the same new
/// one in every file, in the case it is written in.
public struct Renaming: Sendable {
    /// Each form of the template's name and the new name's, longest first.
    private let names: [(template: String, feature: String)]
    /// Each identifier of the template, uppercased, and its new one.
    private let identifiers: [String: UUID]

    /// From `template`'s names to `feature`'s, with a new identifier for each of `texts`' UUIDs.
    public init(from template: FeatureName, to feature: FeatureName, identifiersIn texts: [String], makeID: () -> UUID = UUID.init) {
        let forms: [(FeatureName) -> String] = [
            \.record, \.table, \.contentType, \.possessive, \.name, \.member, \.link, \.singular, \.words, \.sentenceWords,
        ]
        var seen: Set<String> = []
        names = forms.map { ($0(template), $0(feature)) }
            .filter { seen.insert($0.0).inserted }
            .sorted { $0.0.count > $1.0.count }
        var identifiers: [String: UUID] = [:]
        for text in texts {
            for match in text.matches(of: /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/)
            where identifiers[match.output.uppercased()] == nil {
                identifiers[match.output.uppercased()] = makeID()
            }
        }
        self.identifiers = identifiers
    }

    /// `text` with the new feature's names and identifiers.
    public func apply(to text: String) -> String {
        var renamed = ""
        var rest = Substring(text)
        // One pass, longest name first at each place: a replaced name is never read again.
        outer: while let first = rest.first {
            for (template, feature) in names where rest.hasPrefix(template) {
                renamed += feature
                rest = rest.dropFirst(template.count)
                continue outer
            }
            let candidate = rest.prefix(36)
            if first.isHexDigit, candidate.count == 36, let new = identifiers[candidate.uppercased()] {
                renamed += candidate.contains(where: \.isLowercase) ? new.uuidString.lowercased() : new.uuidString
                rest = rest.dropFirst(36)
                continue
            }
            renamed.append(first)
            rest = rest.dropFirst()
        }
        return renamed
    }
}
