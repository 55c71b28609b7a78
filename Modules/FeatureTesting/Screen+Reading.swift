import FeatureRegistry

/// What a test reads of a screen by what a person sees on it.
extension Screen {
    /// The labels of its actions, in order.
    public var actionLabels: [String] { actions.map(\.label) }

    /// The rows of the section headed `heading` (nil: the section without a heading); none when
    /// no section has it.
    public func rows(in heading: String?) -> [ScreenRow] {
        sections.first { $0.heading == heading }?.rows ?? []
    }

    /// The row whose accessibility label is `label`.
    public func row(labelled label: String) -> ScreenRow? {
        sections.flatMap(\.rows).first { $0.accessibility.label == label }
    }

    /// The action labelled `label`.
    public func action(labelled label: String) -> ScreenAction? {
        actions.first { $0.label == label }
    }
}
