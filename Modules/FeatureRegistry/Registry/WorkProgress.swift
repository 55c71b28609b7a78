/// Long work telling how far it has got — seeding a new database, exporting the user's data —
/// so a UI can draw a progress bar.
///
/// The host provides it through the ``FeatureContext``; by default reports go nowhere. Reports
/// may come from any thread.
public struct WorkProgress: Sendable {
    /// One report: `completed` of `total` steps of `task` are done.
    public struct Step: Hashable, Sendable {
        /// What is being done, as the user would say it ("Exporting your data").
        public var task: String
        /// The steps done.
        public var completed: Int
        /// All the steps; the work is over when `completed` reaches it.
        public var total: Int
    }

    private let handler: @Sendable (Step) -> Void

    /// Progress that hands each report to `handler`.
    public init(_ handler: @escaping @Sendable (Step) -> Void) {
        self.handler = handler
    }

    /// Reports that `completed` of `total` steps of `task` are done.
    public func report(_ task: String, completed: Int, of total: Int) {
        handler(Step(task: task, completed: completed, total: total))
    }

    /// Progress that nobody watches.
    public static let silent = WorkProgress { _ in }
}

/// The key of the progress reporter among a ``FeatureContext``'s services.
public enum WorkProgressKey: ServiceKey {
    /// Without a host-provided reporter, reports go nowhere.
    public static let defaultValue = WorkProgress.silent
}

extension FeatureContext {
    /// Where long work reports how far it has got.
    public var progress: WorkProgress {
        self[WorkProgressKey.self]
    }

    /// The same context with `progress` as its reporter.
    public func with(progress: WorkProgress) -> FeatureContext {
        with(WorkProgressKey.self, progress)
    }
}
