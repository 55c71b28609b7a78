import Foundation
import NavigationEngine
import PropertyBased

/// Random values of the fixture app, for property tests.
enum Arbitrary {
    // MARK: - Values

    static let uuid = zip(Gen<UInt64>.value(), Gen<UInt64>.value()).map { UUID(high: $0, low: $1) }

    /// Characters that links must escape, letters, accented and non-Latin text, and emoji.
    static let queryCharacter = Gen<Character>.oneOf(
        Gen.letterOrNumber,
        Gen<Character?>.element(of: Array(" &+%#?/=;:@!'\"<>{}\\^`|\t")).map { $0! },
        Gen.character(in: "\u{00A0}"..."\u{07FF}"),
        Gen.character(in: "\u{1F300}"..."\u{1F64F}")
    )

    /// A search query: never empty, since an empty query is not a search.
    static let query = queryCharacter.string(of: 1...16)

    // MARK: - Routes

    static let checklistDetail = uuid.map { AnyRoute(ChecklistRoute.detail(id: $0)) }
    static let checklistEditor = uuid.map { AnyRoute(ChecklistRoute.editor(id: $0)) }
    static let checklistRating = uuid.map { AnyRoute(ChecklistRoute.rate(id: $0)) }
    static let deck = uuid.map { AnyRoute(DeckRoute.detail(id: $0)) }
    static let charter = uuid.map { AnyRoute(CharterRoute.detail(id: $0)) }
    static let newCharter = Gen.always(AnyRoute(CharterRoute.create))
    static let search = query.map { AnyRoute(SearchRoute.results(query: $0)) }
    static let browse = zip(Gen<ContentKind>.case, Gen.int().optional(valueRate: 0.5))
        .map { AnyRoute(LibraryRoute.browse(kind: $0, page: $1)) }
    static let user = uuid.map { AnyRoute(ProfileRoute.user(id: $0)) }
    static let about = Gen.always(AnyRoute(SettingsRoute.about))
    static let checkIn = uuid.map { AnyRoute(CharterRoute.checkIn(id: $0)) }
    static let confirmDelete = uuid.map { AnyRoute(ChecklistRoute.confirmDelete(id: $0)) }
    static let onboarding = Gen<AnyRoute?>.element(of: [AnyRoute(OnboardingRoute.welcome), AnyRoute(OnboardingRoute.name)]).map { $0! }

    /// A route of any case of any fixture route type.
    static let route = Gen<AnyRoute>.oneOf(
        checklistDetail, checklistEditor, checklistRating, deck, charter, newCharter, search, browse, user, about, checkIn, confirmDelete,
        onboarding
    )

    static let stack = route.array(of: 0...4)

    // MARK: - Navigation

    /// A tab of the build, or now and then one it does not have.
    static let tab = Gen<TabID?>.element(of: Sailaway.tabs + ["logbook"]).map { $0! }

    static let push = zip(route, tab.optional).map { NavigationIntent.push($0, tab: $1) }
    static let pop = tab.optional.map { NavigationIntent.pop(tab: $0) }
    static let popToRoot = tab.optional.map { NavigationIntent.popToRoot(tab: $0) }
    static let replaceStack = zip(stack, tab).map { NavigationIntent.replaceStack($0, tab: $1) }
    static let selectTab = tab.map { NavigationIntent.selectTab($0) }
    static let style = Gen<PresentationStyle>.case
    static let request = zip(Gen<String?>.element(of: ["checklist", "checklist-item"]), route)
        .map { ResultRequest(key: $0!, requester: $1) }
    static let presentation = zip(route.array(of: 1...3), style, request.optional(valueRate: 0.2))
        .map { Presentation(stack: $0, style: $1, request: $2) }
    static let present = zip(route, style, request.optional(valueRate: 0.2)).map { NavigationIntent.present($0, style: $1, request: $2) }
    static let dismiss = Gen.always(NavigationIntent.dismiss)
    static let dismissTo = Gen.int(in: -1...3).map { NavigationIntent.dismissTo(level: $0) }
    static let back = Gen.always(NavigationIntent.back)
    static let replaceTop = zip(route, Gen.int(in: 0...3)).map { NavigationIntent.replaceTop($0, popping: $1) }
    static let show = zip(tab, stack.optional, presentation.optional)
        .map { NavigationIntent.show(Destination(tab: $0.0, stack: $0.1, presentation: $0.2)) }

    /// An intent that is not a sequence.
    static let single = Gen<NavigationIntent>.frequency(
        (4, push), (2, pop), (3, back), (1, replaceTop), (1, popToRoot), (1, replaceStack), (3, selectTab), (3, present), (1, dismiss),
        (1, dismissTo), (1, show)
    )

    /// Any intent, pushes and pops most often, as in use; now and then a sequence of them, as
    /// answering a dialog and going on from the screen under it.
    static let intent = Gen<NavigationIntent>.frequency(
        (12, single), (1, single.array(of: 0...3).map { NavigationIntent.sequence($0) })
    )
}

extension UUID {
    /// The UUID whose sixteen bytes are `high` then `low`, big-endian.
    init(high: UInt64, low: UInt64) {
        let bytes = (high.bigEndian, low.bigEndian)
        self = withUnsafeBytes(of: bytes) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
}
