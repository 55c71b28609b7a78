import FeatureRegistry

extension AppHarness {
    /// The texts of the rows of the screen's section headed `heading`, in order; none when no
    /// section has that heading.
    public func rows(under heading: String) async -> [String] {
        await screen().sections.first { $0.heading == heading }?.rows.map(\.text) ?? []
    }

    /// The labels of the screen's actions, in order.
    public func actionLabels() async -> [String] {
        await screen().actions.map(\.label)
    }
}
