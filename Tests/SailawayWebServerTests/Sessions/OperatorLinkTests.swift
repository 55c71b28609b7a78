import Foundation
import PostgresTesting
import Testing

@testable import SailawayWebServer

/// A link of `sailaway-web link` opens one browser session, once, on whichever node of the
/// community it is opened: a node that did not see it used is not fooled. On each engine.
@MainActor
@Suite struct OperatorLinkTests {
    @Test(arguments: Engine.allCases) func aOneTimeLinkOpensOneSessionOnWhicheverNode(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        // Another node of the same community.
        let other = try await harness.restartedServer(startToken: String(repeating: "cd", count: 32))
        let link = "/session?token=\(try SessionKeys(signingKey: harness.community.signingKey, startToken: "").linkToken())"

        let opened = try await Browser(client: InProcessClient(harness.server.application)).get(link)
        #expect(opened.status == .seeOther && opened.location == "/app")
        for server in [harness.server, other] {
            let again = try await Browser(client: InProcessClient(server.application)).get(link)
            #expect(again.status == .forbidden, "used once already")
            #expect(again.html.contains("This link has been used"))
        }
    }
}
