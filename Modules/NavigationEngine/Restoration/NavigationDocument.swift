import Foundation

/// The saved form of navigation state: versioned JSON whose routes are their canonical links.
///
/// ```json
/// {"version": 2, "selectedTab": "charters",
///  "tabs": {"charters": ["sailaway://charter/…"], "home": []},
///  "presentations": [{"style": "sheet", "stack": ["sailaway://checklist/…/rate"]}],
///  "deferredLinks": ["https://sailaway.app/content/checklist/…"]}
/// ```
///
/// Version 1, written before modals held stacks, had one `"sheet"` link instead of
/// `"presentations"` and no deferred links; it is read as a sheet holding that one route.
///
/// Links make the document readable and tolerant of change: an entry whose link no longer
/// resolves (its feature is gone, its pattern renamed) is dropped on its own, and the rest of
/// its stack and the other tabs survive. A whole tab the build lacks (its feature is left out of
/// a custom build) is set aside and written back on the next save, so it returns in a build
/// that has it; so is a stack holding screens of a feature the build leaves out, for as long as
/// the person leaves that stack as it was restored.
public enum NavigationDocument {
    /// The version this build writes and reads.
    public static let currentVersion = 2

    /// The largest document read or written, in bytes: 1 MiB.
    ///
    /// Real navigation state is a few kilobytes (five stacks of a few screens, links of about 70
    /// bytes); a mebibyte holds thousands of screens. A bigger file is not navigation state this
    /// app wrote, and decoding it whole (50 MB takes seconds) would stall every launch, so it is
    /// refused before it is read.
    public static let maximumSize = 1 << 20

    /// The document's JSON shape.
    struct Contents: Codable, Equatable {
        var version: Int
        var selectedTab: String
        var tabs: [String: [String]]
        /// Version 1's one sheet.
        var sheet: String?
        var presentations: [SavedPresentation]?
        var deferredLinks: [String]?
    }

    /// A modal as saved: its style, its stack's links, and the request it answers.
    struct SavedPresentation: Codable, Equatable {
        var style: PresentationStyle
        var stack: [String]
        var request: SavedRequest?
    }

    /// A result request as saved: the value's name and the requester's link.
    struct SavedRequest: Codable, Equatable {
        var key: String
        var requester: String
    }

    /// Encodes `state` and the links deferred behind a guard, with the saved tabs this build set
    /// aside, and the saved stacks of tabs still as they were restored (`unchanged`). Routes
    /// that no pattern prints cannot be saved and are left out, listed in `unsaved`.
    public static func encode(
        _ state: NavigationState, links: LinkTable, deferredLinks: [String] = [], setAside: [String: [String]] = [:],
        unchanged: [TabID: KeptStack] = [:]
    ) -> (data: Data, unsaved: [AnyRoute]) {
        var unsaved: [AnyRoute] = []
        func link(_ route: AnyRoute) -> String? {
            let link = links.link(for: route)
            if link == nil { unsaved.append(route) }
            return link
        }
        let contents = Contents(
            version: currentVersion,
            selectedTab: state.selectedTab.rawValue,
            tabs: setAside.filter { !state.contains(TabID(rawValue: $0.key)) }
                .merging(state.tabs.map { tab in
                    // A stack left as restored is written as it was read, with the screens of
                    // features this build leaves out.
                    if let kept = unchanged[tab], kept.restored == state.stack(tab) { return (tab.rawValue, kept.saved) }
                    return (tab.rawValue, state.stack(tab).compactMap(link))
                }) { _, current in current },
            presentations: state.presentations.compactMap { presentation in
                // A modal whose root cannot be saved is not saved: what is above its root means
                // nothing without it.
                guard let root = link(presentation.root) else { return nil }
                return SavedPresentation(
                    style: presentation.style,
                    stack: [root] + presentation.stack.dropFirst().compactMap(link),
                    request: presentation.request.flatMap { request in
                        link(request.requester).map { SavedRequest(key: request.key, requester: $0) }
                    }
                )
            },
            deferredLinks: deferredLinks.isEmpty ? nil : deferredLinks
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, ints and dictionaries cannot fail.
        let data = (try? encoder.encode(contents)) ?? Data()
        return (data, unsaved)
    }

    /// Decodes a document into a state with `tabs`, keeping every entry that still resolves.
    ///
    /// Never fails: a document that cannot be read at all gives the default state, and the
    /// report says why and what was dropped.
    public static func decode(_ data: Data, tabs: [TabID], links: LinkTable) -> Restoration {
        var state = NavigationState(tabs: tabs)
        var report = RestorationReport()
        var setAside: [String: [String]] = [:]
        var kept: [TabID: KeptStack] = [:]
        guard !data.isEmpty else {
            report.problems.append(.unreadable("the saved state is empty"))
            return Restoration(state: state, report: report)
        }
        guard data.count <= maximumSize else {
            report.problems.append(.unreadable(tooLargeReason(bytes: data.count)))
            return Restoration(state: state, report: report)
        }
        // The common path: the document as this app writes it, read in one pass, no key twice.
        // Any other is read by `JSONDecoder`; only one that does not fit is read again, for its
        // version alone, to tell a newer build's document from a foreign one.
        let contents: Contents
        var duplicateTabs: [(name: String, count: Int)] = []
        if let written = readWritten(data) {
            contents = written
        } else {
            let decoder = JSONDecoder()
            do {
                contents = try decoder.decode(Contents.self, from: data)
            } catch {
                switch (try? decoder.decode(VersionOnly.self, from: data))?.version {
                case let version? where version > currentVersion || version < 1:
                    report.problems.append(.unsupportedVersion(version, supported: currentVersion))
                case .some:
                    report.problems.append(.unreadable("the saved state has the wrong shape"))
                case nil:
                    report.problems.append(.unreadable("the saved state is not a navigation document"))
                }
                return Restoration(state: state, report: report)
            }
            // A tab written twice decodes as its first stack; the others are dropped, and said so.
            var written: [String: Int] = [:]
            for name in tabNames(in: data) { written[name, default: 0] += 1 }
            duplicateTabs = written.filter { $0.value > 1 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        guard contents.version <= currentVersion, contents.version >= 1 else {
            report.problems.append(.unsupportedVersion(contents.version, supported: currentVersion))
            return Restoration(state: state, report: report)
        }

        var droppedForAbsentFeature = false
        func route(_ link: String, tab: TabID?) -> AnyRoute? {
            do {
                return try links.resolve(link, from: .internal).route
            } catch {
                if case .featureUnavailable = error.reason { droppedForAbsentFeature = true }
                report.problems.append(.droppedEntry(tab: tab, link: link, reason: error.description))
                return nil
            }
        }
        for (name, count) in duplicateTabs {
            report.problems.append(.duplicateTab(TabID(rawValue: name), occurrences: count))
        }
        for (name, entries) in contents.tabs.sorted(by: { $0.key < $1.key }) {
            let tab = TabID(rawValue: name)
            guard state.contains(tab) else {
                // An empty stack of a tab the build lacks loses nothing worth reporting.
                if !entries.isEmpty {
                    setAside[name] = entries
                    report.problems.append(.tabSetAside(tab, entries: entries.count))
                }
                continue
            }
            droppedForAbsentFeature = false
            state.setStack(entries.compactMap { route($0, tab: tab) }, for: tab)
            if droppedForAbsentFeature {
                kept[tab] = KeptStack(saved: entries, restored: state.stack(tab))
            }
        }
        let selected = TabID(rawValue: contents.selectedTab)
        if state.contains(selected) {
            state.selectedTab = selected
        } else {
            report.problems.append(.unknownSelectedTab(selected))
        }
        // Any route may be presented (`NavigationIntent.present`), so any comes back.
        let saved = contents.presentations ?? contents.sheet.map { [SavedPresentation(style: .sheet, stack: [$0])] } ?? []
        for presentation in saved {
            // A modal whose root or requester no longer opens is dropped whole: the screens
            // above its root, or its answer, mean nothing without them.
            guard let root = route(presentation.stack.first ?? "", tab: nil) else { continue }
            var request: ResultRequest?
            if let saved = presentation.request {
                guard let requester = route(saved.requester, tab: nil) else { continue }
                request = ResultRequest(key: saved.key, requester: requester)
            }
            let stack = [root] + presentation.stack.dropFirst().compactMap { route($0, tab: nil) }
            state.presentations.append(Presentation(stack: stack, style: presentation.style, request: request))
        }
        return Restoration(state: state, report: report, setAside: setAside, unchanged: kept, deferredLinks: contents.deferredLinks ?? [])
    }

    private struct VersionOnly: Decodable {
        var version: Int
    }

    /// Why a document of `bytes` bytes is not read.
    public static func tooLargeReason(bytes: Int) -> String {
        "the saved state is \(bytes) bytes, over the \(maximumSize)-byte limit"
    }
}

/// A restored state and what restoring it could not keep.
public struct Restoration: Sendable {
    /// The state to show.
    public var state: NavigationState
    /// What was dropped or set aside, and why.
    public var report: RestorationReport
    /// Saved tabs this build does not have, by name, with their links: hand them back to
    /// ``NavigationDocument/encode(_:links:setAside:unchanged:)`` so they survive the next save.
    public var setAside: [String: [String]] = [:]
    /// Stacks that held screens of a feature this build leaves out, as saved and as restored:
    /// hand them back to ``NavigationDocument/encode(_:links:setAside:unchanged:)`` so a stack
    /// the person leaves alone keeps those screens for a build that has the feature.
    public var unchanged: [TabID: KeptStack] = [:]
    /// The links that were waiting for a guard to clear: hand them to
    /// ``Router/restore(_:deferredLinks:)``.
    public var deferredLinks: [String] = []
}

/// A saved stack with screens of a feature the build leaves out: its links as saved, and the
/// stack restored from them without those screens.
public struct KeptStack: Hashable, Sendable {
    /// The stack's links as the document had them.
    public var saved: [String]
    /// The stack as restored.
    public var restored: [AnyRoute]
}

/// What restoration dropped. Empty when everything came back.
public struct RestorationReport: Hashable, Sendable, CustomStringConvertible {
    /// One thing restoration could not keep.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The document could not be read at all; the default state was used.
        case unreadable(String)
        /// The document was written by a version this build does not read.
        case unsupportedVersion(Int, supported: Int)
        /// A saved tab this build does not have, with its entries: kept in the document for a
        /// build that has it.
        case tabSetAside(TabID, entries: Int)
        /// A saved link that no longer resolves; `tab` is nil for a modal.
        case droppedEntry(tab: TabID?, link: String, reason: String)
        /// The saved selected tab is not in this build; the first tab was selected.
        case unknownSelectedTab(TabID)
        /// The document lists a tab more than once; the first stack was restored, the others
        /// dropped.
        case duplicateTab(TabID, occurrences: Int)

        public var description: String {
            switch self {
            case .unreadable(let reason):
                "Saved navigation was not restored: \(reason)."
            case .unsupportedVersion(let version, let supported):
                "Saved navigation is version \(version); this build reads up to \(supported). Starting fresh."
            case .tabSetAside(let tab, let entries):
                "Kept the saved '\(tab)' tab (\(entries) \(entries == 1 ? "screen" : "screens")) aside: this build has no such tab. It comes back in a build that has it."
            case .droppedEntry(let tab, let link, let reason):
                "Dropped \(link) from \(tab.map { "the \($0) tab" } ?? "a modal"): \(reason)"
            case .unknownSelectedTab(let tab):
                "The saved selected tab '\(tab)' is not in this build."
            case .duplicateTab(let tab, let occurrences):
                "The saved state lists the '\(tab)' tab \(occurrences) times: the first was restored, the others were dropped."
            }
        }
    }

    /// The problems, in the order they were found.
    public var problems: [Problem]

    /// Creates a report.
    public init(problems: [Problem] = []) {
        self.problems = problems
    }

    /// Whether everything was restored.
    public var isClean: Bool { problems.isEmpty }

    public var description: String {
        problems.isEmpty ? "Restored everything." : problems.map(\.description).joined(separator: "\n")
    }
}
