import Foundation

/// The template feature's names replaced by the new feature's, in its paths and its text.
///
/// Every form of the template's name (``FeatureName``: the module, the member, the link, the
/// entry's type and table, the words, the title a person reads) is replaced by the same form of the new name, the longest
/// first, so `FieldNoteEntry` is the entry's type and not `FieldNote` followed by `Entry`. The
/// template's sample identifiers (every UUID in it) become new ones: the same UUID the same new
/// one in every file, in the case it is written in.
public struct Renaming: Sendable {
    /// Each form of the template's name and the new name's, as UTF-8, longest first.
    private let names: [(template: [UInt8], feature: [UInt8])]
    /// Whether a form of the template's name starts with the byte: most bytes start none.
    private let startsAName: [Bool]
    /// Each identifier of the template, uppercased, and its new one.
    private let identifiers: [String: UUID]

    /// From `template`'s names to `feature`'s, with a new identifier for each of `texts`' UUIDs.
    public init(from template: FeatureName, to feature: FeatureName, identifiersIn texts: [String], makeID: () -> UUID = UUID.init) {
        let forms: [(FeatureName) -> String] = [
            \.record, \.table, \.contentType, \.possessive, \.name, \.member, \.link, \.singular, \.title, \.words, \.sentenceWords,
        ]
        var seen: Set<String> = []
        names = forms.map { (Array($0(template).utf8), Array($0(feature).utf8)) }
            .filter { !$0.0.isEmpty && seen.insert(String(decoding: $0.0, as: UTF8.self)).inserted }
            .sorted { $0.0.count > $1.0.count }
        var startsAName = [Bool](repeating: false, count: 256)
        for (template, _) in names { startsAName[Int(template[0])] = true }
        self.startsAName = startsAName
        var identifiers: [String: UUID] = [:]
        for text in texts {
            let bytes = Array(text.utf8)
            for index in bytes.indices where Self.isIdentifier(bytes, at: index) {
                let identifier = String(decoding: bytes[index..<(index + 36)], as: UTF8.self).uppercased()
                if identifiers[identifier] == nil { identifiers[identifier] = makeID() }
            }
        }
        self.identifiers = identifiers
    }

    /// `text` with the new feature's names and identifiers.
    public func apply(to text: String) -> String {
        let bytes = Array(text.utf8)
        var renamed: [UInt8] = []
        renamed.reserveCapacity(bytes.count)
        var index = 0
        // One pass, the longest name first at each place: a replaced name is never read again.
        outer: while index < bytes.count {
            if startsAName[Int(bytes[index])] {
                for name in names.indices where bytes[index...].starts(with: names[name].template) {
                    renamed += names[name].feature
                    index += names[name].template.count
                    continue outer
                }
            }
            if Self.isIdentifier(bytes, at: index), let new = identifiers[String(decoding: bytes[index..<(index + 36)], as: UTF8.self).uppercased()] {
                let isLowercase = bytes[index..<(index + 36)].contains { (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
                renamed += Array((isLowercase ? new.uuidString.lowercased() : new.uuidString).utf8)
                index += 36
                continue
            }
            renamed.append(bytes[index])
            index += 1
        }
        return String(decoding: renamed, as: UTF8.self)
    }

    /// Whether a UUID, 8-4-4-4-12 hexadecimal digits, starts at `index`. (Read byte by byte: a
    /// regular expression over the template for each feature made took seconds in a debug build.)
    private static func isIdentifier(_ bytes: [UInt8], at index: Int) -> Bool {
        let dash = UInt8(ascii: "-")
        guard index + 36 <= bytes.count, bytes[index + 8] == dash, bytes[index + 13] == dash, bytes[index + 18] == dash, bytes[index + 23] == dash else {
            return false
        }
        for offset in 0..<36 where offset != 8 && offset != 13 && offset != 18 && offset != 23 {
            let byte = bytes[index + offset], lower = byte | 0x20
            guard (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f")) else { return false }
        }
        return true
    }
}
