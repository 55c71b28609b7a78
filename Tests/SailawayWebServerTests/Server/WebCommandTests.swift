import Foundation
import ProcessTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sailaway-web` as a person runs it: the two lines it prints, and a clean stop.
@Suite(.serialized) struct WebCommandTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func itPrintsWhereItListensAndTheStartLinkThenStopsCleanly(signal: Int32) throws {
        let directory = TestCleanup.path("web-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try RunningWebServer(arguments: ["--data-dir", directory.path, "--port", "0"])
        let listening = try #require(server.readLine())
        let open = try #require(server.readLine())
        let match = try #require(listening.wholeMatch(of: /Listening on http:\/\/127\.0\.0\.1:(\d+)/))
        let port = try #require(Int(match.1))
        #expect(port > 0)
        let prefix = "Open the app: http://127.0.0.1:\(port)/session?token="
        #expect(open.hasPrefix(prefix))
        let token = open.dropFirst(prefix.count)
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        #expect(server.stop(with: signal) == 0)
    }

    @Test func withoutTheSystemsOpenSSLItSaysWhyAndDoesNotStart() throws {
        let directory = TestCleanup.path("web-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try RunningWebServer(
            arguments: ["--data-dir", directory.path, "--port", "0"], environment: ["SAILAWAY_LIBCRYPTO": "/nonexistent/libcrypto.so.3"],
            keepingErrors: true
        )
        #expect(server.readLine() == nil, "it never listens")
        #expect(server.stop(with: 0) == 1)
        let errors = server.errors()
        #expect(errors.contains("cannot sign its sessions"), "\(errors)")
        #expect(errors.contains("libssl3"), "it names the package: \(errors)")
    }

    @Test func aBadPortOrAnUnknownFeatureIsAUsageError() throws {
        let directory = TestCleanup.path("web-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [["--port", "70000"], ["--data-dir", directory.path, "--features", "Nope", "--port", "0"]] {
            let server = try RunningWebServer(arguments: arguments)
            #expect(server.readLine() == nil, "\(arguments)")
            #expect(server.stop(with: 0) == 1, "exit 1, as `sailaway` gives a usage error: \(arguments)")
        }
    }
}
