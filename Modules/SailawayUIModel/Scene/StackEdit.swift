import NavigationEngine

/// A change a `NavigationStack(path:)` binding reports — the path it holds now against the one
/// the router has — as the steps that make it: the routes popped from the top, then those
/// pushed. SwiftUI pops to a depth (Back, a swipe, a long press on Back) and pushes what a
/// `NavigationLink(value:)` pushes; any other change is the routes above their common start
/// popped and the new ones pushed.
struct StackEdit: Equatable {
    /// How many routes are popped from the top.
    let popped: Int
    /// The routes pushed after, in order.
    let pushed: [AnyRoute]

    /// The edit from `current` to `edited`.
    init(from current: [AnyRoute], to edited: [AnyRoute]) {
        let kept = zip(current, edited).prefix { $0 == $1 }.count
        popped = current.count - kept
        pushed = Array(edited.dropFirst(kept))
    }

    /// Whether the path is the router's already.
    var isEmpty: Bool { popped == 0 && pushed.isEmpty }

    /// The edit as one intent: `pop` for each route popped, then `push` for each pushed; nil
    /// when nothing changes.
    func intent(popping pop: NavigationIntent, pushing push: (AnyRoute) -> NavigationIntent) -> NavigationIntent? {
        let intents = Array(repeating: pop, count: popped) + pushed.map(push)
        return intents.count == 1 ? intents[0] : intents.isEmpty ? nil : .sequence(intents)
    }
}
