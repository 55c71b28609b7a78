import AppShell
import Community
import FeatureRegistry
import Foundation
import Logging
import ProcessTesting
import Testing

@testable import SailawayWebServer

/// Each browser session is an actor of its own: its requests run one at a time, in arrival
/// order, and another browser's requests do not wait for them.
@Suite struct SessionConcurrencyTests {
    // The limit catches a deadlock; it is generous because the whole suite runs at once on two
    // processors, where a test can wait its turn for a long while.
    @Test(.timeLimit(.minutes(3)))
    func aBrowsersRequestsRunInTurnWhileAnotherBrowsersRunBesideThem() async throws {
        // Only the harness needs the main actor, which the suite's many main-actor tests share:
        // the sessions are checked off it, so no step of theirs waits in that queue.
        let harness = try await WebHarness()
        let (composition, community, logger) = await MainActor.run { (harness.session.composition, harness.community, WebHarness.quietLogger) }
        try await Self.check(composition, community: community, logger: logger)
        withExtendedLifetime(harness) {}
    }

    private static func check(_ composition: Composition, community: Community, logger: Logger) async throws {
        let keys = try SessionKeys(signingKey: SessionKeys.randomKey(), startToken: WebHarness.token)
        let sailor = try await community.accounts.localAccount(UUID(), name: "Operator")
        let sessions = BrowserSessions(keys: keys, accounts: community.accounts, logger: logger, operatorAccount: { sailor }) { identity, _ in
            AppSession(composition: composition, store: nil, identity: identity, logger: logger)
        }
        let first = try await sessions.redeem(WebHarness.token)
        let second = try await sessions.redeem(keys.linkToken())
        let log = Log()
        let (started, startedNow) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseNow) = AsyncStream.makeStream(of: Void.self)

        // The first browser's request waits in the middle of its work, as one does for the data.
        let waiting = Task {
            await first.serially { _ in
                await log.add("first browser, request 1: started")
                startedNow.yield()
                for await _ in release { break }
                await log.add("first browser, request 1: done")
            }
        }
        for await _ in started { break }
        let next = Task { await first.serially { _ in await log.add("first browser, request 2") } }
        await second.serially { _ in
            // Time for the first browser's second request to arrive, and wait its turn.
            try? await Task.sleep(for: .milliseconds(50))
            await log.add("second browser")
        }
        #expect(await log.lines == ["first browser, request 1: started", "second browser"], "the other browser did not wait")

        releaseNow.yield()
        await waiting.value
        await next.value
        #expect(
            await log.lines == ["first browser, request 1: started", "second browser", "first browser, request 1: done", "first browser, request 2"],
            "one browser's requests in turn, in arrival order"
        )
    }
}

/// What happened, in order.
private actor Log {
    private(set) var lines: [String] = []

    func add(_ line: String) {
        lines.append(line)
    }
}
