/// Who may open a link: anyone (an email, a web page, another app) or the app itself.
public enum LinkAccess: String, Hashable, Sendable, Codable {
    /// Openable from outside the app.
    case `public`
    /// Openable only from inside: restoration, `share`, the app's own navigation.
    case `internal`
}

/// How a route opened by its link is shown.
public enum LinkPresentation: String, Hashable, Sendable, Codable {
    /// It becomes the stack of its tab.
    case stack
    /// It is presented as a sheet over the current screen.
    case sheet
    /// It is presented as a modal that covers the whole app.
    case fullScreenCover
    /// It is a question presented as an alert over the current screen.
    case alert
    /// It is a choice presented as a confirmation dialog over the current screen.
    case confirmationDialog
    /// It names a tab's root: opening it selects that tab and empties its stack.
    case tabRoot

    /// How a route of this presentation is shown as a modal; nil for a stack or a tab root.
    public var modalStyle: PresentationStyle? {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        case .stack, .tabRoot: nil
        }
    }
}

/// One link declaration: the template that both parses links into a route and prints the route
/// back into a link.
///
/// A pattern names its route's case by a case key path (pointfreeco/swift-case-paths, on a
/// `@CasePathable` route): the path builds the route from the values a link carries, and reads
/// them back out of a route to print it. Neither direction is written by hand, so the two cannot
/// disagree. The template's parameters, in the order it names them (path first, then query),
/// are the case's associated values:
///
/// ```swift
/// @CasePathable
/// enum ChecklistRoute: Route {
///     case detail(id: UUID)
///     case preview(id: UUID)
/// }
///
/// LinkPattern("content/checklist/{id}", aliases: ["content/{id}?type=checklist"], .public,
///             opensIn: [.discover], case: \.detail)
/// LinkPattern("checklist/{id}/preview", .internal, case: \.preview,
///             parents: { id in [AnyRoute(ChecklistRoute.editor(id: id))] })
/// ```
///
/// Aliases parse into the same route; printing always uses the canonical template.
public struct LinkPattern<R: Route>: Sendable {
    /// The pattern without its type, as the link table stores it.
    public let erased: AnyLinkPattern

    /// Declares the link of one case of `R`: a case without values, with one, or with several
    /// unlabelled ones.
    ///
    /// - Parameters:
    ///   - template: The canonical template, such as `content/checklist/{id}`.
    ///   - aliases: Other templates with the same parameter names that parse to the same route.
    ///   - access: Whether the link opens from outside the app.
    ///   - tabs: The tabs the route opens in, in order of preference; the first one the build
    ///     has is used. Empty for a route that is pushed onto the selected tab.
    ///   - presentation: Whether the route becomes a stack or a modal.
    ///   - path: The case, as a case key path (`\.detail`): its associated values are the
    ///     template's parameters, in order.
    ///   - parents: The screens under the route when its link opens it in its tab, bottom
    ///     first, from the case's values: a run opens over its checklist, so Back goes up to the
    ///     checklist (Android's synthetic back stack). None by default.
    ///
    /// Inlinable so that each declaration's closures are compiled for its own route and
    /// parameter types: generic ones would look up the parameters' tuple type at run time on
    /// every link parsed or printed.
    @inlinable
    public init<each P: LinkParameter>(
        _ template: String,
        aliases: [String] = [],
        _ access: LinkAccess,
        opensIn tabs: [TabID] = [],
        presentation: LinkPresentation = .stack,
        case path: KeyPath<R.AllCasePaths, AnyCasePath<R, (repeat each P)>>,
        parents: (@Sendable (repeat each P) -> [AnyRoute])? = nil
    ) where R: CasePathable {
        self.init(template, aliases: aliases, access, opensIn: tabs, presentation: presentation, casePath: R.allCasePaths[keyPath: path], parents: parents)
    }

    /// Declares the link of one case of `R` by its case path itself: a path made by composing
    /// two, such as a shared screen inside the case that holds them (`ContentKindRoute`).
    @inlinable
    public init<each P: LinkParameter>(
        _ template: String,
        aliases: [String] = [],
        _ access: LinkAccess,
        opensIn tabs: [TabID] = [],
        presentation: LinkPresentation = .stack,
        casePath: AnyCasePath<R, (repeat each P)>,
        parents: (@Sendable (repeat each P) -> [AnyRoute])? = nil
    ) {
        let decode: @Sendable ((repeat each P)) -> R? = { casePath.embed($0) }
        let extract: @Sendable (R) -> (repeat each P)? = { casePath.extract(from: $0) }
        var erasedParents: (@Sendable (AnyRoute) -> [AnyRoute])?
        if let parents {
            erasedParents = Self.erasing({ values in parents(repeat each values) }, casePath)
        }
        self.init(
            template, aliases: aliases, access, tabs, presentation,
            parents: erasedParents,
            parameters: (repeat (each P).self), decode: decode, extract: extract
        )
    }

    /// Declares the link of a case of `R` with several labelled values, such as
    /// `execution(charterID: UUID, checklistID: UUID)`, whose types are named in the template's
    /// order (`values: (UUID, UUID).self`).
    ///
    /// Swift matches a list of parameter types to an unlabelled tuple only, so a case whose
    /// values carry labels names their types once more here; the values are read and written
    /// through that tuple, which must have the case's types in the case's order (every feature's
    /// round-trip test prints and parses each such route).
    @inlinable
    public init<Values, each P: LinkParameter>(
        _ template: String,
        aliases: [String] = [],
        _ access: LinkAccess,
        opensIn tabs: [TabID] = [],
        presentation: LinkPresentation = .stack,
        case path: KeyPath<R.AllCasePaths, AnyCasePath<R, Values>>,
        values: (repeat each P).Type,
        parents: (@Sendable (Values) -> [AnyRoute])? = nil
    ) where R: CasePathable {
        let casePath = R.allCasePaths[keyPath: path]
        let decode: @Sendable ((repeat each P)) -> R? = { values in (values as? Values).map { casePath.embed($0) } }
        let extract: @Sendable (R) -> (repeat each P)? = { route in casePath.extract(from: route).flatMap { $0 as? (repeat each P) } }
        self.init(
            template, aliases: aliases, access, tabs, presentation,
            parents: parents.map { Self.erasing($0, casePath) },
            parameters: (repeat (each P).self), decode: decode, extract: extract
        )
    }

    /// Declares the link of one value of `R`, printed for a route equal to it: a type whose
    /// every value has a link of its own, like a tab's root.
    @inlinable
    public init(
        _ template: String,
        aliases: [String] = [],
        _ access: LinkAccess,
        opensIn tabs: [TabID] = [],
        presentation: LinkPresentation = .stack,
        route: R
    ) {
        let decode: @Sendable (()) -> R? = { _ in route }
        let extract: @Sendable (R) -> ()? = { $0 == route ? () : nil }
        self.init(template, aliases: aliases, access, tabs, presentation, parents: nil, parameters: (), decode: decode, extract: extract)
    }

    /// Declares the link of a struct route, built from the template's parameters by `route` and
    /// read back through the key paths `values`, in the template's order: a route prints when
    /// building it again from the values it holds gives it back, so fields that `route` fixes
    /// (`featureN/itemM/{id}`) are checked too.
    ///
    /// ```swift
    /// LinkPattern("logbook/{id}", .internal, route: LogbookRoute.init(id:), values: \.id)
    /// ```
    @inlinable
    public init<each P: LinkParameter>(
        _ template: String,
        aliases: [String] = [],
        _ access: LinkAccess,
        opensIn tabs: [TabID] = [],
        presentation: LinkPresentation = .stack,
        route build: @escaping @Sendable (repeat each P) -> R,
        values fields: repeat any KeyPath<R, each P> & Sendable
    ) {
        let decode: @Sendable ((repeat each P)) -> R? = { values in build(repeat each values) }
        let extract: @Sendable (R) -> (repeat each P)? = { candidate in
            let values = (repeat candidate[keyPath: each fields])
            return build(repeat each values) == candidate ? values : nil
        }
        self.init(template, aliases: aliases, access, tabs, presentation, parents: nil, parameters: (repeat (each P).self), decode: decode, extract: extract)
    }

    /// The one place a declaration becomes a pattern: `decode` builds the route from the
    /// parameters (nil when they do not make one), `extract` reads them back out of a route (nil
    /// for a route of another case).
    ///
    /// Inlinable too, so that the pattern's own parsing and printing closures are compiled for
    /// the declaration's route and parameter types: left generic, every link printed looked up
    /// `Optional` and tuple metadata at run time (a fifth of route → link by `perf`; 231 against
    /// 134 ns a link in the bench's row).
    @inlinable
    init<each P: LinkParameter>(
        _ template: String, aliases: [String], _ access: LinkAccess, _ tabs: [TabID], _ presentation: LinkPresentation,
        parents: (@Sendable (AnyRoute) -> [AnyRoute])?,
        parameters: (repeat (each P).Type),
        decode: @escaping @Sendable ((repeat each P)) -> R?,
        extract: @escaping @Sendable (R) -> (repeat each P)?
    ) {
        var kinds: [LinkParameterKind] = []
        var optional: UInt64 = 0
        for type in repeat (each P).self {
            if type.valueWhenAbsent != nil { optional |= 1 << kinds.count }
            kinds.append(type.linkParameterKind)
        }
        erased = AnyLinkPattern(
            templateText: template,
            aliasTexts: aliases,
            access: access,
            tabs: tabs,
            presentation: presentation,
            parents: parents,
            routeType: R.self,
            parameterKinds: kinds,
            optionalParameters: optional,
            decode: { valueAt throws(LinkParameterFailure) in
                var index = 0
                func next<Value: LinkParameter>(_ type: Value.Type) throws(LinkParameterFailure) -> Value {
                    defer { index += 1 }
                    guard let raw = valueAt(index) else {
                        guard let absent = Value.valueWhenAbsent else { throw LinkParameterFailure(index: index) }
                        return absent
                    }
                    guard let value = Value(linkValue: raw) else { throw LinkParameterFailure(index: index) }
                    return value
                }
                guard let route = decode((repeat try next((each P).self))) else { throw LinkParameterFailure(index: 0) }
                return AnyRoute(route)
            },
            write: { route, printer in
                // The table hands a pattern only routes of its own type (see `AnyLinkPattern.write`).
                guard let values = extract(route.assumingMemoryBound(to: R.self).pointee) else { return false }
                for value in repeat each values {
                    printer.append(value)
                }
                return true
            }
        )
    }
}

extension LinkPattern {
    /// `parents` over routes of any type, from the values of the case: none for a route of
    /// another type or case.
    @usableFromInline
    static func erasing<Values>(
        _ parents: @escaping @Sendable (Values) -> [AnyRoute], _ casePath: AnyCasePath<R, Values>
    ) -> @Sendable (AnyRoute) -> [AnyRoute] {
        { route in route.as(R.self).flatMap { casePath.extract(from: $0) }.map(parents) ?? [] }
    }
}

/// A parameter that a matched link carries in a form its type does not accept.
@usableFromInline
struct LinkParameterFailure: Error {
    /// The parameter's position in the canonical template.
    @usableFromInline var index: Int

    @usableFromInline
    init(index: Int) {
        self.index = index
    }
}

/// A link pattern of any route type, with the feature that owns it.
public struct AnyLinkPattern: Sendable, CustomStringConvertible {
    /// The canonical template, as declared.
    public let templateText: String
    /// The aliases, as declared.
    public let aliasTexts: [String]
    /// Who may open the link.
    public let access: LinkAccess
    /// The tabs the route opens in, in order of preference.
    public let tabs: [TabID]
    /// Whether the route becomes a stack or a modal.
    public let presentation: LinkPresentation
    /// Whether the pattern declares parents (``parents(of:)``).
    public var hasParents: Bool { parentsOf != nil }
    /// The feature that declared the pattern; set when the feature registers it.
    public internal(set) var owner: String = ""
    /// The route type's name, for messages and the route table.
    ///
    /// Computed when asked: naming a type reflects on it, which every pattern at every launch
    /// would pay for.
    public var routeTypeName: String { String(describing: routeTypeValue) }

    let parentsOf: (@Sendable (AnyRoute) -> [AnyRoute])?
    let routeTypeValue: any Route.Type
    let routeType: ObjectIdentifier
    let parameterKinds: [LinkParameterKind]
    /// Bit `n` set when parameter `n` may be absent. A mask, not an array: building a table of
    /// thousands of patterns reads it for each, and an array is one more object to fetch.
    let optionalParameters: UInt64
    let decode: @Sendable (_ valueAt: (Int) -> LinkValue?) throws(LinkParameterFailure) -> AnyRoute
    /// Writes the parameter values of the route at `route` into `printer`, in the template's
    /// order; false when the route is not the case this pattern prints.
    ///
    /// `route` points to a value of the pattern's route type: the table looks a route's patterns
    /// up by the route's exact type, so it opens the route once and hands each candidate pattern
    /// the value, instead of each casting it again.
    let write: @Sendable (_ route: UnsafeRawPointer, _ printer: inout LinkPrinter) -> Bool

    @usableFromInline
    init<R: Route>(
        templateText: String, aliasTexts: [String], access: LinkAccess, tabs: [TabID],
        presentation: LinkPresentation, parents: (@Sendable (AnyRoute) -> [AnyRoute])?, routeType: R.Type, parameterKinds: [LinkParameterKind],
        optionalParameters: UInt64,
        decode: @escaping @Sendable (_ valueAt: (Int) -> LinkValue?) throws(LinkParameterFailure) -> AnyRoute,
        write: @escaping @Sendable (_ route: UnsafeRawPointer, _ printer: inout LinkPrinter) -> Bool
    ) {
        self.templateText = templateText
        self.aliasTexts = aliasTexts
        self.access = access
        self.tabs = tabs
        self.presentation = presentation
        self.parentsOf = parents
        self.routeTypeValue = routeType
        self.routeType = ObjectIdentifier(routeType)
        self.parameterKinds = parameterKinds
        self.optionalParameters = optionalParameters
        self.decode = decode
        self.write = write
    }

    /// The screens its link opens under `route`, bottom first; none when it declares none.
    public func parents(of route: AnyRoute) -> [AnyRoute] {
        parentsOf?(route) ?? []
    }

    /// A value of each parameter, in the template's order, that the pattern accepts: what a
    /// document that describes the pattern fills it with to show where it leads.
    public var sampleParameterValues: [String] {
        parameterKinds.map { kind in
            switch kind {
            case .uuid: "00000000-0000-4000-8000-000000000001"
            case .integer: "1"
            case .text: "sample"
            case .choice(let words): words.first ?? ""
            }
        }
    }

    /// The canonical template, then each alias, with ``sampleParameterValues`` in place of their
    /// parameters: the path and query of links that open the pattern's route (`sailaway routes
    /// --json` prints them as `sampleLinks`; the fuzzers' seeds start from them).
    public var samplePaths: [String] {
        guard let canonical = try? LinkTemplate(templateText) else { return [] }
        let values = Dictionary(zip(canonical.parameterNames, sampleParameterValues), uniquingKeysWith: { first, _ in first })
        return ([canonical] + aliasTexts.compactMap { try? LinkTemplate($0) }).map { template in
            func text(_ segment: LinkTemplate.Segment) -> String {
                switch segment {
                case .literal(let word): word
                case .parameter(let name): values[name] ?? ""
                }
            }
            let path = template.segments.map(text).joined(separator: "/")
            let query = template.query.map { "\($0.key)=\(text($0.value))" }
            return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
        }
    }

    /// The same pattern, owned by `feature`.
    public func owned(by feature: String) -> AnyLinkPattern {
        var copy = self
        copy.owner = feature
        return copy
    }

    public var description: String { templateText }
}
