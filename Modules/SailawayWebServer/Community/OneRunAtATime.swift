/// Runs a piece of work one run at a time, each run after the one before has ended, and shares
/// a run among the callers that wait for it: a call returns once a run that started after the
/// call was made has ended (or throws what that run threw).
///
/// So a node's catch-ups never overlap — two at once could apply an older batch of the log
/// after a newer one, and every open page would show an older value for a moment — and a burst
/// of calls (a push through every request, a signal of the log's growth) costs two runs, not
/// one each.
actor OneRunAtATime {
    /// The run going on, or the last one.
    private var current: Task<Void, any Error>?
    /// The run that waits for the current one to end: every call made meanwhile shares it.
    private var next: Task<Void, any Error>?

    /// Runs `work` after the run going on, or shares the run already waiting for it.
    func run(_ work: @escaping @Sendable () async throws -> Void) async throws {
        if let next { return try await next.value }
        let previous = current
        let run = Task {
            _ = await previous?.result
            starting()  // the task runs on this actor, as the method that made it
            try await work()
        }
        (current, next) = (run, run)
        try await run.value
    }

    /// The waiting run starts: calls from now on wait for the one after it.
    private func starting() {
        next = nil
    }
}
