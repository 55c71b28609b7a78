import Foundation
import NavigationEngine
import Testing

/// The matcher reads links eight bytes at a time (words, UUIDs, runs of plain characters): every
/// length, every position of an odd byte and every case must give what a byte-by-byte reading
/// gives.
@Suite struct LinkBytesTests {
    struct WordRoute: Route {
        var length: Int
        var id: UUID
    }

    /// `a`, `ab`, … up to 20 letters: word lengths on both sides of every multiple of eight.
    static let words = (1...20).map { length in String("abcdefghijklmnopqrstuvwxyz".prefix(length)) }

    static let links: LinkTable = {
        let patterns = words.map { word in
            LinkPattern(
                "\(word)/{id}", .public,
                route: { WordRoute(length: word.count, id: $0) }, values: \.id
            ).erased.owned(by: "Words")
        }
        return try! LinkTable(patterns: patterns, configuration: Sailaway.configuration)
    }()

    @Test(arguments: words)
    func aLiteralOfAnyLengthMatchesInAnyCaseAndNothingOneLetterLonger(word: String) throws {
        let id = Sample.charter
        for spelling in [word, word.uppercased(), String(word.enumerated().map { $0 % 3 == 0 ? Character($1.uppercased()) : $1 })] {
            #expect(try Self.links.route("sailaway://\(spelling)/\(id.uuidString)") == AnyRoute(WordRoute(length: word.count, id: id)))
        }
        let changed = String(word.dropLast()) + "z"
        #expect(Self.links.failure(of: "sailaway://\(changed)/\(id.uuidString)") == .noRoute)
        #expect(Self.links.failure(of: "sailaway://\(word)z\(word)/\(id.uuidString)") == .noRoute)
        #expect(Self.links.failure(of: "sailaway://\(word)%C3%A9/\(id.uuidString)") == .noRoute)
    }

    @Test func aUUIDIsAcceptedInEitherCaseAndRefusedWithAnyOtherCharacterInAnyPlace() throws {
        let text = Sample.charter.uuidString
        #expect(try Self.links.route("sailaway://abc/\(text.lowercased())") == AnyRoute(WordRoute(length: 3, id: Sample.charter)))
        #expect(try Self.links.route("sailaway://abc/\(text)") == AnyRoute(WordRoute(length: 3, id: Sample.charter)))
        for position in text.indices {
            for replacement in ["g", "G", "-", "_", "~", ".", "é"] where text[position] != "-" || replacement != "-" {
                var spoiled = text
                spoiled.replaceSubrange(position...position, with: replacement)
                let link = "sailaway://abc/\(spoiled)"
                #expect(throws: LinkError.self, "\(link)") { try Self.links.route(link) }
            }
        }
    }

    @Test func aSegmentOfPlainCharactersOfAnyLengthEndsWhereItsFirstOtherCharacterIs() throws {
        // Runs of letters and digits longer than eight bytes before '?', '/', '%' and '+'.
        let route = AnyRoute(SearchRoute.results(query: "abcdefghij+klmnopqrstu vwx"))
        let links = try Sailaway.links()
        let link = try #require(links.link(for: route))
        #expect(link == "sailaway://search?q=abcdefghij%2Bklmnopqrstu+vwx")
        #expect(try links.route(link) == route)
        #expect(try links.route("sailaway://search?q=abcdefghijklmnop%2Bqrstuvwxyz+0123456789ab") == AnyRoute(SearchRoute.results(query: "abcdefghijklmnop+qrstuvwxyz 0123456789ab")))
    }

    @Test func aLinkLongerThanThePrintersStackBufferIsPrintedWhole() throws {
        let links = try Sailaway.links()
        for length in [500, 512, 600, 4_000] {
            let route = AnyRoute(SearchRoute.results(query: String(repeating: "reef ", count: length / 5)))
            let link = try #require(links.link(for: route, style: .universal), "\(length)")
            #expect(try links.route(link) == route)
        }
        let tooLong = AnyRoute(SearchRoute.results(query: String(repeating: "é", count: LinkLimits.maximumLength)))
        #expect(links.link(for: tooLong) == nil)
    }
}
