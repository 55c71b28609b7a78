import Foundation
import SailawayDatabase

extension DeviceSync {
    /// How long the background sync waits between rounds: soon while the server cannot be
    /// reached (so what waits goes as soon as it can), a little longer while all is well.
    public struct Pace: Sendable {
        /// Between rounds while the server answers.
        public var online: Duration
        /// Between tries while it does not.
        public var offline: Duration
        /// Between looks while the device is not signed in.
        public var signedOut: Duration

        /// A pace.
        public init(online: Duration, offline: Duration, signedOut: Duration) {
            self.online = online
            self.offline = offline
            self.signedOut = signedOut
        }

        /// The interactive app's: a change made elsewhere shows within seconds, and what waits
        /// goes within a second or two of the server answering again.
        public static let interactive = Pace(online: .seconds(3), offline: .seconds(1), signedOut: .seconds(5))
    }

    /// Keeps the device in sync until the task is cancelled: a round at once, then one whenever
    /// something is written here that waits to be sent, an item is asked for (`SyncWake`), or
    /// `pace` says. `report` hears of each round: what it did, or why it could not.
    ///
    /// Runs off the face's actor: a slow or absent server never holds a key.
    public func keepInSync(pace: Pace = .interactive, report: @escaping @Sendable (Result<Report, SyncFailure>) async -> Void) async {
        let doorbell = Doorbell()
        let wake = SyncWake.shared.stream()
        let commits = database.changes?.commits()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in wake { await doorbell.ring() }
            }
            // A write of this device's that waits to be sent rings too.
            group.addTask { [database] in
                guard let commits else { return }
                for await _ in commits where (try? await database.writer.read(Outbox.count)) ?? 0 > 0 {
                    await doorbell.ring()
                }
            }
            group.addTask {
                while !Task.isCancelled {
                    let delay: Duration
                    do {
                        if let done = try await self.sync() {
                            await report(.success(done))
                            delay = pace.online
                        } else {
                            delay = pace.signedOut
                        }
                    } catch let failure as SyncFailure {
                        await report(.failure(failure))
                        delay = failure.isUnreachable ? pace.offline : pace.online
                    } catch {
                        await report(.failure(.unreadable("\(error)")))
                        delay = pace.online
                    }
                    await doorbell.wait(upTo: delay)
                }
            }
            await group.next()
            group.cancelAll()
        }
    }
}

/// Ends a wait early when rung: a ring while nobody waits ends the next wait at once.
actor Doorbell {
    private var waiter: CheckedContinuation<Void, Never>?
    private var rung = false
    private var generation = 0

    /// Ends the wait under way, or the next one.
    func ring() {
        if let waiter {
            self.waiter = nil
            waiter.resume()
        } else {
            rung = true
        }
    }

    /// Waits until rung, or `delay` has passed.
    func wait(upTo delay: Duration) async {
        if rung {
            rung = false
            return
        }
        generation += 1
        let mine = generation
        await withCheckedContinuation { continuation in
            waiter = continuation
            Task {
                try? await Task.sleep(for: delay)
                self.timeUp(mine)
            }
        }
    }

    private func timeUp(_ generation: Int) {
        guard generation == self.generation, let waiter else { return }
        self.waiter = nil
        waiter.resume()
    }
}
