/// Runs the work of one browser session's requests one at a time, in arrival order: each
/// session has its own (``BrowserSessions/Session/gate``).
///
/// The main actor alone does not: a request that awaits a screen's load lets another start in
/// between, and two requests acting on one navigation state at once would each save their own.
@MainActor
final class SerialGate {
    private var tail: Task<Void, Never>?

    /// Runs `work` after every earlier piece of work has finished.
    func run<Value: Sendable>(_ work: @escaping @MainActor () async -> Value) async -> Value {
        let previous = tail
        let task = Task { @MainActor in
            await previous?.value
            return await work()
        }
        tail = Task { @MainActor in _ = await task.value }
        return await task.value
    }
}
