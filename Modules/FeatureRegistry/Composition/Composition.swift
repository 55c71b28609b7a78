import Foundation
import NavigationEngine

/// A build of the app: the features it composes, merged and checked.
///
/// Composing registers every compiled-in feature, enabled or not, so links of a disabled
/// feature are recognised and refused by name rather than reported as unknown. Only enabled
/// features contribute tabs, screens and extension points.
public struct Composition: Sendable {
    /// A feature the build knows of, whether it is compiled in and whether it is enabled.
    public struct FeatureSummary: Hashable, Sendable {
        /// The feature's name.
        public var name: String
        /// Whether its implementation is compiled into this build (its trait is on).
        public var isCompiledIn: Bool
        /// Whether it is enabled at run time.
        public var isEnabled: Bool
        /// Links into its sample content, as its declaration gives them.
        public var sampleLinks: [String]

        /// Creates a summary.
        public init(name: String, isCompiledIn: Bool, isEnabled: Bool, sampleLinks: [String] = []) {
            self.name = name
            self.isCompiledIn = isCompiledIn
            self.isEnabled = isEnabled
            self.sampleLinks = sampleLinks
        }
    }

    /// The features the build knows of: the compiled-in ones in composition order, then those
    /// only declared.
    public let features: [FeatureSummary]
    /// The link table of every known feature (disabled and absent ones refuse their links).
    public let links: LinkTable
    /// What the enabled features and the shell contribute to the build's extension points.
    public let contributions: Contributions
    /// The dependencies features were registered with.
    public let context: FeatureContext

    private let registrations: [ObjectIdentifier: RouteRegistration]
    /// The item a fetchable route's screen shows, by route type.
    private let fetchable: [ObjectIdentifier: @Sendable (AnyRoute) -> UUID?]

    /// Composes a build.
    ///
    /// - Parameters:
    ///   - features: The compiled-in features.
    ///   - enabled: The names of the features to enable; nil enables them all.
    ///   - shell: Parts of the app that are always present (the Home and Library tabs); they
    ///     register like features but are not listed or disabled.
    ///   - declared: What the build knows of features it may not compile in (their interface
    ///     targets' links), so their links are refused by name. Declarations of compiled-in
    ///     features are ignored: the features register their links themselves.
    ///   - context: The dependencies handed to every feature.
    ///   - configuration: The link scheme and web hosts.
    public init(
        features: [any Feature],
        enabled: [String]? = nil,
        shell: [any Feature] = [],
        declared: [FeatureDeclaration] = [],
        context: FeatureContext,
        configuration: LinkConfiguration
    ) throws(CompositionError) {
        let names = features.map(\.name)
        if let duplicate = Dictionary(grouping: names, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw CompositionError(features: [duplicate], reason: "the feature is composed twice")
        }
        let enabledNames = try Self.enabledNames(enabled, among: names)
        var context = context
        context.enabledFeatures = enabledNames

        var links: [AnyLinkPattern] = []
        var unavailableLinks: [AnyLinkPattern] = []
        var contributions = Contributions()
        var registrations: [ObjectIdentifier: RouteRegistration] = [:]
        var enabledRoutes: [RouteRegistration] = []
        var provided: [@Sendable (inout FeatureContext) -> Void] = []
        var fetchable: [ObjectIdentifier: @Sendable (AnyRoute) -> UUID?] = [:]

        for feature in shell + features {
            let registrar = FeatureRegistrar(feature: feature.name, context: context)
            feature.register(with: registrar)
            let isEnabled = enabledNames.contains(feature.name) || !names.contains(feature.name)
            for registration in registrar.routes {
                if let existing = registrations[registration.routeType] {
                    throw CompositionError(
                        features: [existing.feature, registration.feature],
                        reason: "both register the route type \(registration.routeTypeName)"
                    )
                }
                guard !registration.links.isEmpty else {
                    throw CompositionError(
                        features: [registration.feature],
                        reason: "the route type \(registration.routeTypeName) has no link, so it cannot be saved or shared"
                    )
                }
                registrations[registration.routeType] = registration
                if isEnabled {
                    links += registration.links
                    enabledRoutes.append(registration)
                } else {
                    unavailableLinks += registration.links
                }
            }
            if isEnabled {
                contributions.merge(registrar.contributions)
                provided += registrar.services
                fetchable.merge(registrar.fetchable) { first, _ in first }
            }
        }
        let absent = declared.filter { !names.contains($0.name) }
        for declaration in absent {
            unavailableLinks += declaration.links.map { $0.owned(by: declaration.name) }
        }
        contributions.finish(enabled: enabledNames)
        guard !contributions.tabs.isEmpty else {
            throw CompositionError(features: names, reason: "the build has no tab to show")
        }
        try Self.checkTabs(contributions.tabs)
        links += contributions.tabs.map(TabRootRoute.link(for:))
        let tabs = Set(contributions.tabs.map(\.id))
        for registration in enabledRoutes {
            for pattern in registration.links where pattern.access == .public && pattern.presentation == .stack {
                guard pattern.tabs.contains(where: tabs.contains) else {
                    throw CompositionError(
                        features: [registration.feature],
                        reason: "the public link '\(pattern.templateText)' opens in \(pattern.tabs.isEmpty ? "no tab" : pattern.tabs.map(\.rawValue).joined(separator: " or ")), which this build does not have"
                    )
                }
            }
        }

        do {
            self.links = try LinkTable(patterns: links, unavailable: unavailableLinks, configuration: configuration)
        } catch {
            throw CompositionError(features: error.features, reason: error.description)
        }
        let samples = Dictionary(declared.map { ($0.name, $0.sampleLinks) }, uniquingKeysWith: { first, _ in first })
        self.features = names.map { FeatureSummary(name: $0, isCompiledIn: true, isEnabled: enabledNames.contains($0), sampleLinks: samples[$0] ?? []) }
            + absent.map { FeatureSummary(name: $0.name, isCompiledIn: false, isEnabled: false, sampleLinks: $0.sampleLinks) }
        self.contributions = contributions
        for provide in provided {
            provide(&context)
        }
        self.context = context
        self.registrations = registrations
        self.fetchable = fetchable
    }

    /// The tabs of the build, in tab-bar order.
    public var tabs: [TabContribution] { contributions.tabs }

    /// The context screens are loaded with for `viewer`.
    public func screenContext(for viewer: Viewer) -> ScreenContext {
        ScreenContext(context: context, contributions: contributions, links: links, viewer: viewer)
    }

    // MARK: - Screens

    /// The screen of `route` as `viewer` sees it, shown to answer `request` when it is in a
    /// modal that chooses a value (``ScreenContext/request``). Never fails: missing content, a
    /// feature absent from the build and a loader's error each give a screen that says so and
    /// offers the way back.
    public func screen(for route: AnyRoute, answering request: ResultRequest? = nil, viewer: Viewer) async -> Screen {
        if let root = route.as(TabRootRoute.self) {
            return await rootScreen(for: root.tab, viewer: viewer)
        }
        guard let registration = registrations[route.routeType] else {
            return .unavailable("This screen is not part of this build.")
        }
        guard isAvailable(registration.feature) else {
            return .unavailable("\(registration.feature) is not part of this build.")
        }
        do {
            var context = screenContext(for: viewer)
            context.request = request
            switch try await registration.load(route, context) {
            case .screen(let screen): return screen
            case .notFound(let message): return await fetching(route, viewer: viewer) ?? .notFound(message)
            case .restricted: return .restricted
            }
        } catch {
            return .failed(error)
        }
    }

    /// The screen of `route` while the item it shows, not on this device, is fetched; nil when
    /// it cannot be (the route shows no such item, the device does not sync, there is nothing
    /// there). Only an account fetches: a public page shows what the server has.
    private func fetching(_ route: AnyRoute, viewer: Viewer) async -> Screen? {
        guard viewer != .public, let id = fetchable[route.routeType]?(route) else { return nil }
        switch await context[RemoteItemsKey.self].request(id) {
        case .arriving: return .pending("Fetching it from the server.")
        case .waitingForNetwork: return .pending("It is not on this device yet: it opens by itself when this device is back online.")
        case .missing, .unavailable: return nil
        }
    }

    /// The root screen of `tab`, under its stack, as `viewer` sees it.
    public func rootScreen(for tab: TabID, viewer: Viewer) async -> Screen {
        guard let contribution = tabs.first(where: { $0.id == tab }) else {
            return .unavailable("There is no \(tab) tab in this build.")
        }
        do {
            return try await contribution.root(screenContext(for: viewer))
        } catch {
            return .failed(error)
        }
    }

    /// The feature that registered routes of `route`'s type, if any.
    public func feature(of route: AnyRoute) -> String? {
        registrations[route.routeType]?.feature
    }

    /// Whether `feature` is one of the build's features and enabled, or part of the shell.
    func isAvailable(_ feature: String) -> Bool {
        features.first { $0.name == feature }?.isEnabled ?? true
    }

    // MARK: - Checks

    private static func enabledNames(_ enabled: [String]?, among names: [String]) throws(CompositionError) -> Set<String> {
        guard let enabled else { return Set(names) }
        var result: Set<String> = []
        for name in enabled {
            guard let match = names.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) else {
                let known = names.isEmpty ? "none" : names.joined(separator: ", ")
                throw CompositionError(features: [name], reason: "no such feature in this build (compiled in: \(known))")
            }
            result.insert(match)
        }
        return result
    }

    private static func checkTabs(_ tabs: [TabContribution]) throws(CompositionError) {
        var owners: [TabID: String] = [:]
        for tab in tabs {
            if let owner = owners[tab.id] {
                throw CompositionError(features: [owner, tab.owner], reason: "both contribute the \(tab.id) tab")
            }
            owners[tab.id] = tab.owner
        }
    }
}

/// What a build knows of a feature without compiling it in: its name and its links.
///
/// A feature's interface target declares its routes and links; the host declares every
/// feature, so a link into one that a custom build leaves out is refused by name ("belongs to
/// Checklists, which is not part of this build") rather than as an unknown address.
public struct FeatureDeclaration: Sendable {
    /// The feature's name.
    public var name: String
    /// Its link patterns.
    public var links: [AnyLinkPattern]
    /// Links into the feature's sample content, one for each of its public screens at least:
    /// what the whole-app checks open to see the feature work (every composition in CI, the
    /// screen snapshots), so a new feature is checked without anyone listing it.
    public var sampleLinks: [String]

    /// Declares a feature.
    public init(name: String, links: [AnyLinkPattern], sampleLinks: [String] = []) {
        self.name = name
        self.links = links
        self.sampleLinks = sampleLinks
    }
}

/// A build that cannot be composed: the features involved and what is wrong.
public struct CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The features involved.
    public var features: [String]
    /// What is wrong.
    public var reason: String

    public var description: String {
        "Cannot compose \(features.joined(separator: " and ")): \(reason)"
    }
}
