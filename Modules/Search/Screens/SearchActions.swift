import FeatureRegistry
import Foundation
import SearchInterface

/// The actions that start or refine a search, shared by Search's screens.
enum SearchActions {
    /// Asks for words — holding `query`, the words searched for already — and shows their
    /// results, optionally of one content type.
    static func search(_ label: String = "Search", type: String? = nil, query: String? = nil, replacing: Bool = false) -> ScreenAction {
        ScreenAction(
            id: ActionID("search", type ?? "all"),
            label, accessibility: Accessibility(label: label, hint: "Finds public content by its words"),
            inputs: [ActionInput("query", prompt: "Words to look for", current: query.flatMap { $0.isEmpty ? nil : $0 })]
        ) { invocation in
            let route = SearchRoute.results(query: SearchQuery.normalized(try invocation.text("query")), type: type)
            return replacing ? .replace(with: route) : .push(route)
        }
    }
}

/// What a search for some text looks for: the text as typed, trimmed and bounded. It is data,
/// never syntax — the providers match its words.
enum SearchQuery {
    /// The longest query kept; longer text is cut, not refused.
    static let maximumLength = 200

    static func normalized(_ text: String) -> String {
        String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(maximumLength))
    }
}
