import Foundation

/// Package.swift's one list of features, `let features: [FeatureModule] = [` … `]`, which the
/// new feature's line is added to, last.
enum FeaturesList {
    /// `manifest` with `entry` last in its features list; refused when the list cannot be found,
    /// already names `name`, or lacks one of `uses` with its interface.
    static func adding(_ entry: String, named name: String, using uses: [String], to manifest: String) throws(Refusal) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.wholeMatch(of: /let features: \[FeatureModule\] = \[[ \t]*/) != nil }) else {
            throw Refusal("Package.swift: cannot find `let features: [FeatureModule] = [` at the start of a line; add the feature by hand.")
        }
        guard let end = lines[(start + 1)...].firstIndex(where: { $0.wholeMatch(of: /\][ \t]*(?:\/\/.*)?/) != nil }) else {
            throw Refusal("Package.swift: cannot find the `]` closing the features list (alone at the start of a line); add the feature by hand.")
        }
        let listed = lines[(start + 1)..<end].joined(separator: "\n")
            .matches(of: /FeatureModule\(\s*name:\s*"(\w+)"(\s*,\s*hasInterface:\s*true)?/)
            .map { (name: String($0.output.1), hasInterface: $0.output.2 != nil) }
        if listed.contains(where: { $0.name == name }) {
            throw Refusal("Package.swift already lists the feature \(name).")
        }
        for used in uses where !listed.contains(where: { $0.name == used && $0.hasInterface }) {
            throw Refusal("Package.swift: the features list has no \(used) with its interface, whose extension point the new feature fills.")
        }
        // The last entry has no trailing comma: give it one, before any comment.
        var indentation = "    "
        if let last = lines[(start + 1)..<end].lastIndex(where: { !$0.prefix(while: { $0 != "/" }).trimmingCharacters(in: .whitespaces).isEmpty }) {
            let line = lines[last]
            let code = line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
            let trimmed = code.replacing(/[ \t]+$/, with: "")
            indentation = String(line.prefix { $0 == " " || $0 == "\t" })
            if trimmed.hasSuffix(")") {
                lines[last] = trimmed + "," + line.dropFirst(trimmed.count)
            }
        }
        lines.insert(indentation + entry + ",", at: end)
        return lines.joined(separator: "\n")
    }
}
