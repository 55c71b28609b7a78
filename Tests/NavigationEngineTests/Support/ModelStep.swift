import Foundation
import NavigationEngine
import PropertyBased

/// A link as a test feeds it to both the router and the model: its text, who opens it, and what
/// the PRD says it does — nil when it must be refused.
struct ModelLink: Hashable, Sendable, CustomStringConvertible {
    var text: String
    var source: LinkSource
    var effect: NavigationModel.Effect?

    var description: String {
        let shown = text.count > 80 ? String(text.prefix(77)) + "..." : text
        return "\(source == .external ? "open" : "open (internal)") \(shown.debugDescription)"
    }
}

/// One thing that happens to navigation: an intent, a link, time passing, or the onboarding
/// guard starting or stopping to hold.
enum ModelStep: Hashable, Sendable, CustomStringConvertible {
    case intent(NavigationIntent)
    case open(ModelLink)
    case wait(milliseconds: Int)
    case onboarding(holds: Bool)

    var description: String {
        switch self {
        case .intent(let intent): "\(intent)"
        case .open(let link): "\(link)"
        case .wait(let milliseconds): "wait \(milliseconds) ms"
        case .onboarding(let holds): holds ? "onboarding starts to hold" : "onboarding clears"
        }
    }
}

/// Random steps for model-based tests: the intents of ``Arbitrary`` and links of every kind
/// the fixture app declares, public and internal, well-formed and hostile.
enum ModelArbitrary {
    // MARK: - Spelling

    /// `path` as a custom-scheme or a universal link.
    static func spelled(_ path: String, universal: Bool) -> String {
        universal ? "https://sailaway.app/" + path : "sailaway://" + path
    }

    /// A UUID as links write it, in either case.
    static let uuidText = zip(Arbitrary.uuid, Gen.bool()).map { uuid, upper in
        (uuid, upper ? uuid.uuidString : uuid.uuidString.lowercased())
    }

    /// Every byte but the unreserved ones percent-encoded: what any sender may do.
    static func percentEncoded(_ text: String) -> String {
        text.utf8.map { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: String(UnicodeScalar(byte))
            default: "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }.joined()
    }

    // MARK: - Well-formed links

    /// A public link and where it leads.
    static let publicLink = Gen<(String, NavigationModel.Effect)>.oneOf(
        zip(uuidText, Gen.bool()).map { id, alias in
            (alias ? "content/\(id.1)?type=checklist" : "content/checklist/\(id.1)", .stack([AnyRoute(ChecklistRoute.detail(id: id.0))], tab: .discover))
        },
        zip(uuidText, Gen.bool()).map { id, alias in
            (alias ? "content/\(id.1)?type=deck" : "content/deck/\(id.1)", .stack([AnyRoute(DeckRoute.detail(id: id.0))], tab: .discover))
        },
        uuidText.map { ("charter/\($0.1)", .stack([AnyRoute(CharterRoute.detail(id: $0.0))], tab: .charters)) },
        // A link with a parent: the charter goes under its check-in.
        uuidText.map {
            ("charter/\($0.1)/check-in", .stack([AnyRoute(CharterRoute.detail(id: $0.0)), AnyRoute(CharterRoute.checkIn(id: $0.0))], tab: .charters))
        },
        Gen.always(("whats-new", .modal(AnyRoute(SettingsRoute.whatsNew), .fullScreenCover))),
        uuidText.map { ("user/\($0.1)", .stack([AnyRoute(ProfileRoute.user(id: $0.0))], tab: .profile)) },
        uuidText.map { ("checklist/\($0.1)/rate", .modal(AnyRoute(ChecklistRoute.rate(id: $0.0)), .sheet)) },
        Arbitrary.query.map { ("search?q=\(percentEncoded($0))", .stack([AnyRoute(SearchRoute.results(query: $0))], tab: .discover)) },
        zip(Gen<ContentKind>.case, Gen.int(in: -5...1_000).optional(valueRate: 0.5)).map { kind, page in
            ("library/browse/\(kind.rawValue)" + (page.map { "?page=\($0)" } ?? ""),
             .stack([AnyRoute(LibraryRoute.browse(kind: kind, page: page))], tab: .library))
        },
        Gen.always(("charters", .tabRoot(.charters)))
    )

    /// An internal link and where it leads when the app itself opens it.
    static let internalLink = Gen<(String, NavigationModel.Effect)>.oneOf(
        uuidText.map { ("checklist/\($0.1)/edit", .stack([AnyRoute(ChecklistRoute.editor(id: $0.0))], tab: .library)) },
        Gen.always(("charter/new", .stack([AnyRoute(CharterRoute.create)], tab: .charters))),
        Gen.always(("settings/about", .pushedOntoSelected(AnyRoute(SettingsRoute.about))))
    )

    // MARK: - Hostile links

    /// Links no source may open: over a bound, broken, of the wrong shape or for another host.
    static let hostileLink = Gen<String>.oneOf(
        uuidText.map { (id: (UUID, String)) -> String in "sailaway://charter/" + id.1.dropLast() },
        uuidText.map { (id: (UUID, String)) -> String in "sailaway://user/" + id.1 + "0" },
        uuidText.map { (id: (UUID, String)) -> String in "sailaway://content/checklist/" + id.1 + "\u{0}" },
        uuidText.map { (id: (UUID, String)) -> String in "sailaway://charter/" + id.1 + "%00" },
        uuidText.map { (id: (UUID, String)) -> String in "https://evil.example/charter/" + id.1 },
        uuidText.map { (id: (UUID, String)) -> String in "ftp://sailaway.app/charter/" + id.1 },
        Arbitrary.query.map { (query: String) -> String in "sailaway://search?q=" + percentEncoded(query) + "%zz" },
        Gen.int(in: 33...64).map(tooManySegments),
        Gen.int(in: 33...64).map(tooManyQueryItems),
        Gen.int(in: 8_193...20_000).map(tooLong),
        Gen<String?>.element(of: [
            "sailaway://search?q=%FF%FE", "sailaway://search?q=two words", "sailaway://harbor/kiel", "", "not a link",
        ]).map { (link: String?) -> String in link ?? "" }
    )

    /// A link of `count` path segments.
    static func tooManySegments(_ count: Int) -> String {
        "sailaway://" + Array(repeating: "x", count: count).joined(separator: "/")
    }

    /// A search link of `count` query items.
    static func tooManyQueryItems(_ count: Int) -> String {
        "sailaway://search?q=a" + String(repeating: "&k=v", count: count - 1)
    }

    /// A search link of `length` bytes.
    static func tooLong(_ length: Int) -> String {
        "sailaway://search?q=" + String(repeating: "a", count: length - 20)
    }

    // MARK: - Steps

    /// Outside the app or the app itself.
    static let source = Gen.bool().map { $0 ? LinkSource.external : .internal }

    /// Any link from any source, with what it does from there.
    static let link = Gen<ModelLink>.frequency(
        (6, zip(publicLink, Gen.bool(), source).map { (pair: (String, NavigationModel.Effect), universal: Bool, source: LinkSource) -> ModelLink in
            ModelLink(text: spelled(pair.0, universal: universal), source: source, effect: pair.1)
        }),
        (2, zip(internalLink, Gen.bool(), source).map { (pair: (String, NavigationModel.Effect), universal: Bool, source: LinkSource) -> ModelLink in
            // An internal screen never opens from outside.
            ModelLink(text: spelled(pair.0, universal: universal), source: source, effect: source == .internal ? pair.1 : nil)
        }),
        (2, zip(hostileLink, source).map { (text: String, source: LinkSource) -> ModelLink in
            ModelLink(text: text, source: source, effect: nil)
        })
    )

    /// Intents most often, links next, and now and then a pause (for double re-selects) or the
    /// guard changing.
    static let step = Gen<ModelStep>.frequency(
        (12, Arbitrary.intent.map { (intent: NavigationIntent) -> ModelStep in .intent(intent) }),
        (6, link.map { (link: ModelLink) -> ModelStep in .open(link) }),
        (2, Gen.int(in: 1...1_500).map { (milliseconds: Int) -> ModelStep in .wait(milliseconds: milliseconds) }),
        (1, Gen.bool().map { (holds: Bool) -> ModelStep in .onboarding(holds: holds) })
    )

    /// The three re-select policies, keep-the-stack first so failures shrink towards it.
    static let policy = Gen.int(in: 0...2).map { index -> ReselectPolicy in
        [.keepStack, .popToRoot, .popToRootOnDoubleReselect(within: .seconds(1))][index]
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
