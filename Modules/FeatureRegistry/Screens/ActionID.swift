import NavigationEngine

/// The identity of an action on its screen: a name (`save`, `check/5A11…`), or, for an action
/// that only navigates, its intent itself.
///
/// Stable from one load of a screen to the next, and typed: a navigation's identity is the
/// routes it leads to, compared as values, never a description of them. A face that must name
/// an action in text (a web form's field, `tap --shown`, a script) prints it at the edge with
/// the app's links (``printed(with:)``): a name as itself, a navigation as what it does and the
/// links of its routes (`push/sailaway://content/checklist/5A11…`). The label is for people.
public struct ActionID: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name of an action that does work, or nil for one that only navigates.
    public let name: String?
    /// The intent of an action that only navigates, or nil for one that does work.
    private let intent: NavigationIntent?

    /// An identity from its name.
    public init(named name: String) {
        self.name = name
        intent = nil
    }

    /// An identity from a literal name.
    public init(stringLiteral value: String) {
        self.init(named: value)
    }

    /// The identity of the action named `name` about `subject`, for a screen with one such
    /// action per item: `ActionID("check", item.id)` is `check/<id>`.
    public init(_ name: String, _ subject: some CustomStringConvertible) {
        self.init(named: "\(name)/\(subject)")
    }

    /// The identity of an action that only navigates: its intent.
    public init(navigating intent: NavigationIntent) {
        name = nil
        self.intent = intent
    }

    /// What a named action is about — `<id>` of `check/<id>` — or nil for an action about
    /// nothing in particular, or one that only navigates. Two actions about one subject are two
    /// states of one control ("Check", "Uncheck"): a face that shows one while the data offers
    /// the other shows a stale screen.
    public var subject: Substring? {
        name.flatMap(Self.subject(ofPrinted:))
    }

    /// The subject part of a printed named identity: what follows its first `/`.
    static func subject(ofPrinted printed: String) -> Substring? {
        printed.firstIndex(of: "/").map { printed[printed.index(after: $0)...] }
    }

    /// The identity as text, for a face to name the action by: a name as itself; a navigation
    /// as what it does, then its routes' links as `links` prints them.
    public func printed(with links: LinkTable) -> String {
        name ?? intent.map { Self.printed($0, with: links) } ?? ""
    }

    private static func printed(_ intent: NavigationIntent, with links: LinkTable) -> String {
        // Every route a screen offers has a link in a build that has its feature; one whose
        // feature is absent prints as its type, and the face cannot perform it anyway.
        func link(_ route: AnyRoute) -> String {
            links.link(for: route) ?? "unlinked-\(type(of: route.base))"
        }
        func on(_ tab: TabID?) -> String {
            tab.map { "@\($0.rawValue)" } ?? ""
        }
        switch intent {
        case .push(let route, let tab): return "push\(on(tab))/\(link(route))"
        case .open(let route): return "open/\(link(route))"
        // A chooser asked for a value is one action per key: three roles' "Choose … Checklist"
        // present one chooser, and each is its own action.
        case .present(let route, let style, let request):
            return "\(request.map { "ask-\($0.key)" } ?? "present-\(style.rawValue)")/\(link(route))"
        case .replaceTop(let route, let popping): return "replace-\(popping)/\(link(route))"
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .dismissTo(let level): return "dismiss-to-\(level)"
        case .pop(let tab): return "pop\(on(tab))"
        case .popToRoot(let tab): return "pop-to-root\(on(tab))"
        case .selectTab(let tab): return "tab\(on(tab))"
        case .replaceStack(let stack, let tab): return "stack\(on(tab))/" + stack.map(link).joined(separator: " ")
        case .show(let destination):
            let stack = destination.stack.map { $0.map(link).joined(separator: " ") } ?? "kept"
            let modal = destination.presentation.map { " over " + $0.stack.map(link).joined(separator: " ") } ?? ""
            return "show\(on(destination.tab))/\(stack)\(modal)"
        case .sequence(let intents): return intents.map { printed($0, with: links) }.joined(separator: " then ")
        }
    }
}
