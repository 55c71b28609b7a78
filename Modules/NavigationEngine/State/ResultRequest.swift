/// A screen's request for a value from another screen: which value, and who asked.
///
/// The answering screen is presented with the request (``Presentation/request``), so the
/// request is navigation state: it is restored with the modal, and answering it dismisses the
/// modal. The value itself never passes through the router: the app hands it, typed, to the
/// requester's feature (FeatureRegistry's `ResultKey`).
public struct ResultRequest: Hashable, Sendable {
    /// The name of the value asked for, as its key declares it: `checklist`, `checklist-item`.
    public let key: String
    /// The screen that asked, which receives the value.
    public let requester: AnyRoute

    /// Creates a request.
    public init(key: String, requester: AnyRoute) {
        self.key = key
        self.requester = requester
    }
}
