import FeatureTesting
import Foundation
import NavigationEngine
import Testing

/// Links over a bound or broken are refused quickly, with a typed reason, and change nothing:
/// not the navigation state, not an event, not a row. Checked on the whole app in the test
/// process, then through the `sailaway` executable (exit 3, the saved state byte for byte).
///
/// The bounds are ``LinkLimits``: 8,192 bytes, 32 path segments, 32 query items.
@MainActor
@Suite struct HostileLinkTests {
    static let charter = "550e8400-e29b-41d4-a716-446655440002"

    /// A hostile link, what it is, and the reason it must be refused with.
    static let cases: [(name: String, link: String, reason: LinkError.Reason)] = [
        ("over 8 KiB", "sailaway://search?q=" + String(repeating: "a", count: 8_173), .tooLong(length: 8_193, limit: 8_192)),
        ("1 MiB", "sailaway://search?q=" + String(repeating: "%41", count: 350_000), .tooLong(length: 1_050_020, limit: 8_192)),
        ("33 path segments", "sailaway://charter/" + Array(repeating: "x", count: 32).joined(separator: "/"), .tooManySegments(limit: 32)),
        ("33 query items", "sailaway://search?q=knots" + String(repeating: "&k=v", count: 32), .tooManyQueryItems(limit: 32)),
        ("percent-encoded invalid UTF-8", "sailaway://search?q=%C3%28", .invalidParameter(name: "query", pattern: "search?q={query}&type={type}")),
        ("a lone continuation byte", "sailaway://search?q=bowline%80", .invalidParameter(name: "query", pattern: "search?q={query}&type={type}")),
        ("a broken percent-escape", "sailaway://search?q=100%", .invalidPercentEncoding),
        ("a percent-escape that is not hex", "sailaway://charter/%zz", .invalidPercentEncoding),
        ("a NUL byte", "sailaway://charter/\(charter)\u{0}", .invalidCharacter("NUL")),
        ("an encoded NUL", "sailaway://search?q=a%00b", .invalidCharacter("NUL (%00)")),
        ("a UUID one short", "sailaway://charter/" + charter.dropLast(), .invalidParameter(name: "id", pattern: "charter/{id}")),
        ("a UUID one long", "sailaway://user/\(charter)0", .invalidParameter(name: "id", pattern: "user/{id}")),
        ("a UUID without dashes", "sailaway://content/checklist/550e8400e29b41d4a716446655440002", .invalidParameter(name: "id", pattern: "content/checklist/{id}")),
        ("a UUID of non-hex digits", "sailaway://content/deck/550e8400-e29b-41d4-a716-44665544zzzz", .invalidParameter(name: "id", pattern: "content/deck/{id}")),
        ("a control character", "sailaway://charter/\(charter)\r\n", .invalidCharacter("control characters")),
        ("a space", "sailaway://search?q=reef knot", .invalidCharacter("spaces (write %20)")),
        ("markup", "sailaway://search?q=<script>", .invalidCharacter("'<'")),
        ("another web host", "https://sailaway.app.evil.example/charter/\(charter)", .unknownHost("sailaway.app.evil.example")),
        ("another scheme", "javascript://sailaway.app/charter/\(charter)", .unsupportedScheme("javascript")),
        ("no address", "sailaway://", .malformed("it has no address after 'sailaway://'")),
        ("not a link", "home-charter", .notALink),
        ("a path that is no route", "sailaway://charter/\(charter)/../../settings/data", .noRoute),
    ]

    @Test func eachHostileLinkIsRefusedWithItsReasonAndChangesNothing() async throws {
        let app = try await ComposedApp.launch()
        try app.open("sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000")
        try app.selectTab("charters")
        let before = app.state
        var events = 0
        let token = app.session.router.observe { _ in events += 1 }
        defer { token.cancel() }
        let written = try DatabaseSnapshot.changeCount(app.database.writer)

        for (name, link, reason) in Self.cases {
            for source in [LinkSource.external, .internal] {
                let error = #expect(throws: LinkError.self, "\(name) opened") { try app.open(link, from: source) }
                #expect(error?.reason == reason, "\(name)")
                #expect(!(error?.description.isEmpty ?? true))
            }
        }

        #expect(app.state == before)
        #expect(events == 0)
        #expect(try DatabaseSnapshot.changeCount(app.database.writer) == written)
    }

    @Test func refusingIsQuickEvenForAMegabyteLink() async throws {
        let app = try await ComposedApp.launch()
        let links = app.session.router.links
        let clock = ContinuousClock()

        let elapsed = clock.measure {
            for _ in 0..<100 {
                for (_, link, _) in Self.cases { _ = try? links.resolve(link, from: .external) }
            }
        }

        // 2,200 refusals, a 1 MiB link among every 22.
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test func theExecutableRefusesEachWithExit3AndLeavesTheSavedStateAsItWas() throws {
        let sailaway = try SailawayScript()
        try sailaway.succeed("open", "sailaway://charter/\(Self.charter)")
        let saved = sailaway.dataDirectory.appendingPathComponent("navigation.json")
        let before = try Data(contentsOf: saved)

        // A process argument cannot hold NUL, nor more than 128 KiB: those go through a session.
        for (name, link, _) in Self.cases where !link.contains("\u{0}") && link.utf8.count < 100_000 {
            let run = try sailaway.run("open", link)
            #expect(run.status == 3, "\(name): exit \(run.status)")
            #expect(run.errors.contains("Nothing changed."), "\(name): \(run.errors)")
            #expect(run.output.isEmpty)
        }
        let megabyte = try #require(Self.cases.first { $0.name == "1 MiB" }?.link)
        let session = try sailaway.run(input: "o \(megabyte)\nq\n")
        #expect(session.status == 0)
        #expect(session.errors.contains("Cannot open a link of 1050020 bytes: links are limited to 8192."))
        #expect(try Data(contentsOf: saved) == before)
    }
}
