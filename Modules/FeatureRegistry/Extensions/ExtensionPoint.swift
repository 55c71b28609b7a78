/// A place in the app that features fill — Home's quick actions, the sections of a charter's
/// page — declared as a typed key by the module that offers it, as ``ServiceKey`` declares a
/// service.
///
/// The registry knows no extension point of any app. The module that shows the contributions
/// declares the point and reads them; any feature may contribute without the owner importing
/// it:
///
/// ```swift
/// // ChartersInterface: Charters offers the sections of a charter's page.
/// public enum CharterPageSections: ExtensionPoint {
///     public typealias Contribution = CharterPageSection
///     public static var owner: String? { "Charters" }
/// }
///
/// // Checklists contributes, knowing only the interface.
/// registrar.contribute(CharterPageSection(…), to: CharterPageSections.self)
///
/// // Charters reads them.
/// for section in context.contributions[CharterPageSections.self] { … }
/// ```
public protocol ExtensionPoint: SendableMetatype {
    /// What a feature contributes: plain data, and the loaders the owner calls.
    associatedtype Contribution: Sendable

    /// The feature that offers the point, or nil when a part of the app every build has (the
    /// shell, a shared module) offers it. Contributions to a point whose owner is not enabled
    /// are dropped: nobody would show them.
    static var owner: String? { get }

    /// Whether `first` comes before `second` where the owner shows them. By default every
    /// contribution keeps its place in composition order.
    static func precedes(_ first: Contribution, _ second: Contribution) -> Bool
}

extension ExtensionPoint {
    public static var owner: String? { nil }

    public static func precedes(_ first: Contribution, _ second: Contribution) -> Bool { false }
}

/// A contribution placed by a number and then its title, as most lists of contributions are.
public protocol OrderedContribution {
    /// Its place: lower comes first.
    var order: Int { get }
    /// Its title, which breaks ties.
    var title: String { get }
}

extension ExtensionPoint where Contribution: OrderedContribution {
    public static func precedes(_ first: Contribution, _ second: Contribution) -> Bool {
        (first.order, first.title) < (second.order, second.title)
    }
}
