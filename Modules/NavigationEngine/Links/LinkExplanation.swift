/// What a link does in a link table, or why it does nothing: the diagnostic answer behind
/// `sailaway routes explain`, from ``LinkTable/explain(_:from:)``.
///
/// ``LinkTable/resolve(_:from:)`` is the fast answer and says only what went wrong; this one
/// also names the pattern that takes the link (or the declared pattern nearest to it, and the
/// part where they part), the route it opens and the screens its link opens it over. Its
/// ``refusal`` is always exactly what resolving the link throws.
public struct LinkExplanation: Sendable {
    /// The link, as given.
    public let link: String
    /// Who was taken to open it.
    public let source: LinkSource
    /// The pattern that takes the link, when one does — also when the link is refused for who
    /// opens it or because its feature is not available.
    public let match: Match?
    /// Why the link does not open, exactly as ``LinkTable/resolve(_:from:)`` throws it; nil
    /// when it opens.
    public let refusal: LinkError?
    /// When no pattern takes the link, the declared pattern nearest to it and where the link
    /// leaves it; when one takes it but a value does not decode, that pattern and that value.
    public let nearMiss: NearMiss?

    /// Whether the link opens.
    public var opens: Bool { refusal == nil }

    /// A pattern that takes a link.
    public struct Match: Sendable {
        /// The pattern (its canonical form, also when an alias took the link).
        public let pattern: AnyLinkPattern
        /// The template that took the link: the canonical one or one of its aliases.
        public let template: String
        /// Whether the pattern's feature is available in the table (enabled and compiled in).
        public let isAvailable: Bool
        /// The route the link names, with its pattern; nil when a value does not decode.
        public let resolved: ResolvedLink?

        /// Whether an alias took the link rather than the canonical template.
        public var isAlias: Bool { template != pattern.templateText }
        /// The route the link names; nil when a value does not decode.
        public var route: AnyRoute? { resolved?.route }
        /// The screens the link opens the route over, bottom first (its pattern's parents).
        public var parents: [AnyRoute] { resolved.map { pattern.parents(of: $0.route) } ?? [] }
    }

    /// The declared pattern nearest to a link no pattern takes, and where the link leaves it.
    public struct NearMiss: Sendable {
        /// The pattern (its canonical form).
        public let pattern: AnyLinkPattern
        /// The template compared: the canonical one or one of its aliases.
        public let template: String
        /// Whether the pattern's feature is available in the table.
        public let isAvailable: Bool
        /// The first part of the link that the template does not take.
        public let mismatch: Mismatch
    }

    /// Where a link leaves a template.
    public enum Mismatch: Hashable, Sendable, CustomStringConvertible {
        /// Path segment `index` (from 0; a custom-scheme link's host is segment 0) reads
        /// `found`, which `expected` does not take.
        case segment(index: Int, found: String, expected: TemplatePart)
        /// The link ends before segment `index`, which the template has.
        case missingSegment(index: Int, expected: TemplatePart)
        /// The link has segment `index`, which the template has not.
        case extraSegment(index: Int, found: String)
        /// The query item `key` is missing (`found` nil) or does not fit `expected`.
        case queryItem(key: String, found: String?, expected: TemplatePart)

        public var description: String {
            switch self {
            case .segment(let index, let found, let expected):
                "segment \(index + 1) is '\(found)', but the pattern expects \(expected)"
            case .missingSegment(let index, let expected):
                "the link ends before segment \(index + 1), where the pattern expects \(expected)"
            case .extraSegment(let index, let found):
                "segment \(index + 1) ('\(found)') is one more than the pattern has"
            case .queryItem(let key, let found?, let expected):
                "the query item \(key)='\(found)' does not fit: the pattern expects \(expected)"
            case .queryItem(let key, nil, let expected):
                "the query item '\(key)' is missing: the pattern expects \(expected)"
            }
        }
    }

    /// One part of a template: a fixed word or a parameter of a kind.
    public enum TemplatePart: Hashable, Sendable, CustomStringConvertible {
        /// A fixed word (lowercase; links match it ignoring case).
        case literal(String)
        /// A parameter, by name, and what it accepts.
        case parameter(name: String, kind: LinkParameterKind)

        /// The part as the template spells it: `charter`, `{id}`.
        public var templateText: String {
            switch self {
            case .literal(let word): word
            case .parameter(let name, _): "{\(name)}"
            }
        }

        public var description: String {
            switch self {
            case .literal(let word): "'\(word)'"
            case .parameter(let name, let kind): "{\(name)}, \(kind.expectation)"
            }
        }
    }
}
