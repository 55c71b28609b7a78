import NavigationEngine

/// The name and type of a value one screen asks another for: "a checklist", answered with its
/// identifier.
///
/// Declared in the interface module of the feature that answers (or of a neutral one), so the
/// asking feature and the answering one share only this key, never each other's code:
///
/// ```swift
/// // ChecklistsInterface
/// public enum ChecklistResults {
///     public static let checklist = ResultKey<UUID?>("checklist")
/// }
/// // Charters asks, presenting the chooser Checklists registers for the key…
/// .request("Choose Check-in Checklist", ChecklistResults.checklist.scoped("check-in"), from: route,
///          answeredBy: ChecklistRoute.choose(chosen: nil))
/// // …the chooser answers the request its screen was shown with (`ScreenContext.request`)…
/// .answer(ChecklistResults.checklist, with: checklist.id, to: request)
/// // …and Charters receives the value, typed.
/// registrar.receive(ChecklistResults.checklist.scoped("check-in"), at: CharterRoute.self) { checklist, route, context in … }
/// ```
public struct ResultKey<Value: Sendable>: Hashable, Sendable {
    /// The key's name, as the navigation state saves the request.
    public let name: String

    /// Declares a key.
    public init(_ name: String) {
        self.name = name
    }

    /// The request of `requester` for this value.
    public func request(from requester: some Route) -> ResultRequest {
        ResultRequest(key: name, requester: AnyRoute(requester))
    }

    /// The same value asked for one purpose among several of one screen: a charter asks for
    /// its check-in and its daily checklist under `checklist/check-in` and `checklist/daily`,
    /// and receives each with its own receiver. The chooser answers either as this key.
    public func scoped(_ purpose: String) -> ResultKey<Value> {
        ResultKey("\(name)/\(purpose)")
    }

    /// Whether `request` asks for this value: under its name, or a name ``scoped(_:)`` from it.
    public func isAsked(by request: ResultRequest) -> Bool {
        request.key == name || request.key.hasPrefix(name + "/")
    }
}

/// A value handed back to the screen that asked for it.
public struct ResultDelivery: Sendable {
    /// The request it answers.
    public var request: ResultRequest
    /// The value; its type is the key's.
    public var value: any Sendable
}

/// What a feature does with a value its screen asked for: typically saves it, then shows the
/// requester again.
public struct ResultReceiver: Sendable {
    /// The key's name.
    public var key: String
    /// The requester's route type.
    public var routeType: ObjectIdentifier
    /// Receives the value: the work, then the navigation and message that follow.
    public var receive: @Sendable (_ value: any Sendable, _ requester: AnyRoute, ScreenContext) async throws -> ActionResult?
}

/// Where values come back: one receiver per key and requesting route type.
public enum ResultReceivers: ExtensionPoint {
    public typealias Contribution = ResultReceiver
}

extension FeatureRegistrar {
    /// Receives the values that screens of `routeType` asked for under `key`.
    ///
    /// - Parameter receive: The work with the value and the requesting route; its result's
    ///   navigation and message follow the answer.
    public func receive<Value: Sendable, R: Route>(
        _ key: ResultKey<Value>, at routeType: R.Type,
        _ receive: @escaping @Sendable (Value, R, ScreenContext) async throws -> ActionResult
    ) {
        contribute(
            ResultReceiver(key: key.name, routeType: ObjectIdentifier(routeType)) { value, requester, context in
                guard let value = value as? Value, let route = requester.as(R.self) else { return nil }
                return try await receive(value, route, context)
            },
            to: ResultReceivers.self
        )
    }
}

extension ActionResult {
    /// Answers the request the screen was presented with: `value` goes to the screen that
    /// asked, and the host dismisses the modal that carries the request with any modal over it
    /// (a confirmation asked over a chooser), in the same step.
    /// A chooser offers its answers only for a request that asks for its key
    /// (``ResultKey/isAsked(by:)``), so the value has the type the receiver expects.
    public static func answer<Value: Sendable>(_ key: ResultKey<Value>, with value: Value, to request: ResultRequest) -> ActionResult {
        var result = ActionResult()
        result.delivery = ResultDelivery(request: request, value: value)
        return result
    }
}

extension ScreenAction {
    /// An action that asks for a value: presents `chooser` as a sheet answering `key` for
    /// `requester`.
    public static func request<Value: Sendable>(
        _ label: String, _ key: ResultKey<Value>, from requester: some Route, answeredBy chooser: some Route,
        accessibility: Accessibility? = nil
    ) -> ScreenAction {
        navigate(label, .present(AnyRoute(chooser), style: .sheet, request: key.request(from: requester)), accessibility: accessibility)
    }
}
