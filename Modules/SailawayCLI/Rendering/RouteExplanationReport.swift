import AppShell
import FeatureRegistry
import NavigationEngine

/// `routes explain URL`: what a link does in this build, or why it does nothing — one value,
/// printed as a few lines or as `--json` (README, "Why a link opens, or does not").
struct RouteExplanationReport: Encodable {
    /// The pattern that takes the link, or the one nearest to it.
    struct PatternReport: Encodable {
        /// The canonical pattern, as `routes --json` names it.
        var pattern: String
        /// The template compared with the link: the pattern or one of its aliases.
        var template: String
        var alias: Bool
        var feature: String
        /// `enabled`, `disabled` (compiled in, left out by `--features`) or `notInBuild`.
        var featureStatus: FeatureAvailability
        var `public`: Bool
        /// The tab it opens in, in this build; nil when it opens on the selected tab.
        var tab: String?
        var presentation: String

        @MainActor init(_ pattern: AnyLinkPattern, template: String, composition: Composition) {
            self.pattern = pattern.templateText
            self.template = template
            alias = template != pattern.templateText
            feature = pattern.owner
            featureStatus = composition.availability(of: pattern.owner)
            `public` = pattern.access == .public
            tab = composition.tab(of: pattern)?.rawValue
            presentation = pattern.presentation.rawValue
        }

        enum CodingKeys: String, CodingKey {
            case pattern, template, alias, feature, featureStatus, `public`, tab, presentation
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(pattern, forKey: .pattern)
            try container.encode(template, forKey: .template)
            try container.encode(alias, forKey: .alias)
            try container.encode(feature, forKey: .feature)
            try container.encode(featureStatus, forKey: .featureStatus)
            try container.encode(`public`, forKey: .public)
            try container.encode(tab, forKey: .tab)
            try container.encode(presentation, forKey: .presentation)
        }
    }

    /// Where a link leaves the pattern nearest to it.
    struct MissReport: Encodable {
        /// The segment (from 1) that fails, or nil for a query item.
        var segment: Int?
        /// The query item's key that fails, or nil for a segment.
        var queryItem: String?
        /// What the link has there, or nil when it has nothing.
        var found: String?
        /// What the pattern has there: a word (`charter`) or a parameter (`{id}`).
        var expected: String?
        /// What the parameter accepts (`a UUID, like …`), or nil for a word or an extra segment.
        var accepts: String?
        /// The sentence the text output prints.
        var message: String

        init(_ mismatch: LinkExplanation.Mismatch) {
            message = mismatch.description
            switch mismatch {
            case .segment(let index, let found, let part):
                (segment, self.found) = (index + 1, found)
                describe(part)
            case .missingSegment(let index, let part):
                segment = index + 1
                describe(part)
            case .extraSegment(let index, let found):
                (segment, self.found) = (index + 1, found)
            case .queryItem(let key, let found, let part):
                (queryItem, self.found) = (key, found)
                describe(part)
            }
        }

        private mutating func describe(_ part: LinkExplanation.TemplatePart) {
            expected = part.templateText
            if case .parameter(_, let kind) = part { accepts = kind.expectation }
        }

        enum CodingKeys: String, CodingKey {
            case segment, queryItem, found, expected, accepts, message
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(segment, forKey: .segment)
            try container.encode(queryItem, forKey: .queryItem)
            try container.encode(found, forKey: .found)
            try container.encode(expected, forKey: .expected)
            try container.encode(accepts, forKey: .accepts)
            try container.encode(message, forKey: .message)
        }
    }

    var link: String
    var opens: Bool
    /// Why it does not open: the message `open` prints; nil when it opens.
    var reason: String?
    /// The kind of reason (`noRoute`, `internalOnly`, `featureUnavailable`, `unknownHost`, …).
    var refusal: String?
    /// The pattern that takes the link (also when refused for who opens it, or for its feature).
    var match: PatternReport?
    /// The route it names, as its type and case (`CharterRoute.checkIn(id: …)`).
    var route: String?
    /// The tab's stack once it opens (or would, opened from inside), bottom first, as links;
    /// for a modal, the modal's stack; nil when nothing opens or its feature is not available.
    var backStack: [String]?
    /// The declared pattern nearest to a link no pattern takes (or whose value does not fit).
    var nearest: PatternReport?
    /// Where the link leaves `nearest`.
    var nearestMiss: MissReport?

    /// Explains `link` opened from outside, as `open` opens it, in `session`'s build.
    @MainActor init(_ link: String, in session: AppSession) {
        let composition = session.composition
        let explanation = composition.explain(link, from: .external)
        self.link = link
        opens = explanation.opens
        reason = explanation.refusal.map(\.description)
        refusal = explanation.refusal.map { Self.name(of: $0.reason) }
        if let match = explanation.match {
            self.match = PatternReport(match.pattern, template: match.template, composition: composition)
            if let resolved = match.resolved {
                route = "\(match.pattern.routeTypeName).\(resolved.route)"
            }
            // A feature the build leaves out builds no stack: its routes have no place here.
            if let resolved = match.resolved, match.isAvailable {
                let destination = session.router.destination(for: resolved)
                let stack = destination.presentation?.stack ?? destination.stack ?? []
                backStack = stack.map { session.router.links.link(for: $0) ?? "\($0)" }
            }
        }
        if let miss = explanation.nearMiss {
            nearest = PatternReport(miss.pattern, template: miss.template, composition: composition)
            nearestMiss = MissReport(miss.mismatch)
        }
    }

    /// The reason's case, as the JSON names it.
    static func name(of reason: LinkError.Reason) -> String {
        switch reason {
        case .tooLong: "tooLong"
        case .tooLongToShare: "tooLongToShare"
        case .invalidCharacter: "invalidCharacter"
        case .notALink: "notALink"
        case .unsupportedScheme: "unsupportedScheme"
        case .unknownHost: "unknownHost"
        case .malformed: "malformed"
        case .tooManySegments: "tooManySegments"
        case .tooManyQueryItems: "tooManyQueryItems"
        case .invalidPercentEncoding: "invalidPercentEncoding"
        case .noRoute: "noRoute"
        case .invalidParameter: "invalidParameter"
        case .internalOnly: "internalOnly"
        case .featureUnavailable: "featureUnavailable"
        }
    }

    enum CodingKeys: String, CodingKey {
        case link, opens, reason, refusal, match, route, backStack, nearest, nearestMiss
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(link, forKey: .link)
        try container.encode(opens, forKey: .opens)
        try container.encode(reason, forKey: .reason)
        try container.encode(refusal, forKey: .refusal)
        try container.encode(match, forKey: .match)
        try container.encode(route, forKey: .route)
        try container.encode(backStack, forKey: .backStack)
        try container.encode(nearest, forKey: .nearest)
        try container.encode(nearestMiss, forKey: .nearestMiss)
    }
}
