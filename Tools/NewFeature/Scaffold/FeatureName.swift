import Foundation

/// A new feature's name and every form of it the feature's code uses.
///
/// For `PassagePlans`: the module `PassagePlans`, the member `passagePlans`
/// (`FeatureDeclaration.passagePlans`, `TabID.passagePlans`), the link `passageplans`, one entry
/// a `PassagePlanEntry` in the table `passagePlanEntry`, called “passage plan entries” in prose
/// and “Passage Plans” where a person reads the feature's name.
public struct FeatureName: Hashable, Sendable {
    /// The module, the trait and the prefix of its types: `PassagePlans`.
    public let name: String

    /// `name` if it can name a feature: UpperCamelCase ASCII letters and digits, not a Swift
    /// keyword, not the name of a kind of module here (`…Interface`, `…Tests`).
    public init(_ name: String) throws(Refusal) {
        guard name.wholeMatch(of: /[A-Z][A-Za-z0-9]*/) != nil else {
            let hint = name.wholeMatch(of: /[a-z][A-Za-z0-9]*/) != nil ? " (did you mean \(name.prefix(1).uppercased() + name.dropFirst())?)" : ""
            throw Refusal(
                "'\(name)' is not a feature name: use UpperCamelCase ASCII letters and digits, starting with a capital letter, such as Logbooks or PassagePlans\(hint)."
            )
        }
        self.name = name
        if Self.keywords.contains(name) || Self.keywords.contains(member) {
            throw Refusal("'\(name)' is a Swift keyword (as `\(member)` in FeatureDeclaration.\(member)): choose another name.")
        }
        for suffix in ["Interface", "Tests", "Testing"] where name.hasSuffix(suffix) && name != suffix {
            throw Refusal("'\(name)' ends in '\(suffix)', which names a kind of module here (<Name>\(suffix)): choose the feature's own name.")
        }
    }

    /// `PassagePlans` → `passagePlans`, `AISTargets` → `aisTargets`: the member and the tab's name.
    public var member: String { Self.lowerCamel(name) }

    /// The link's first segment: `passageplans`.
    public var link: String { name.lowercased() }

    /// One of them: `PassagePlans` → `PassagePlan`; a name not in the plural stays as it is.
    public var singular: String {
        name.count > 1 && name.hasSuffix("s") && !name.hasSuffix("ss") ? String(name.dropLast()) : name
    }

    /// The type of one entry: `PassagePlanEntry`.
    public var record: String { singular + "Entry" }

    /// The entries' table: `passagePlanEntry`.
    public var table: String { FeatureName.lowerCamel(record) }

    /// The singular in words, for sentences: “passage plan”; acronyms stay as they are.
    public var words: String { Self.words(of: singular).map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }.joined(separator: " ") }

    /// ``words`` at the start of a sentence: “Passage plan”.
    public var sentenceWords: String { words.prefix(1).uppercased() + words.dropFirst() }

    /// The feature's name as a person reads it: “Passage Plans”, “AIS Targets”.
    public var title: String { Self.words(of: name).joined(separator: " ") }

    /// An entry's content type in the export: `passage-plan-entry`.
    public var contentType: String { words.lowercased().split(separator: " ").joined(separator: "-") + "-entry" }

    /// Whose, in doc comments: `Logbooks'`, `Weather's`.
    public var possessive: String { name + (name.hasSuffix("s") ? "'" : "'s") }

    /// The words of an UpperCamelCase name: `AISTargets` → `AIS`, `Targets`.
    static func words(of name: String) -> [String] {
        name.matches(of: /[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[0-9]+/).map { String($0.output) }
    }

    /// `name` in lowerCamelCase; an acronym at its start stays one word (`AISTargets` → `aisTargets`).
    static func lowerCamel(_ name: String) -> String {
        let capitals = name.prefix { $0.isUppercase }.count
        if capitals == name.count { return name.lowercased() }
        if capitals <= 1 { return name.prefix(1).lowercased() + name.dropFirst() }
        // An acronym ends where the next word starts: keep that word's capital.
        return name.prefix(capitals - 1).lowercased() + name.dropFirst(capitals - 1)
    }

    /// Swift's keywords and the contextual keywords that are awkward as a module, a type or a
    /// `FeatureDeclaration.<name>` member; checked against the name and its member.
    static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Contextual
        "actor", "any", "associativity", "async", "consume", "convenience", "copy", "didSet", "discard",
        "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left",
        "macro", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "sending", "set", "some", "Type", "unowned", "weak",
        "willSet",
    ]
}

/// A reason not to create the feature; nothing has been written.
public struct Refusal: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
