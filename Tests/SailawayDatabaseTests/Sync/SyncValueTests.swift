import Foundation
import SailawayDatabase
import Testing

/// A synced value in JSON, as devices and the server send it: each kind reads back as itself,
/// and an object that is not exactly one tag is refused, never read by half.
@Suite struct SyncValueTests {
    @Test(arguments: [SyncValue.null, .integer(-42), .real(1.0), .real(2.5), .text("Bilge pump"), .text(""), .blob(Data([0x5a, 0x11])), .blob(Data())])
    func eachKindReadsBackAsItself(_ value: SyncValue) throws {
        let json = try JSONEncoder().encode([value])
        #expect(try JSONDecoder().decode([SyncValue].self, from: json) == [value])
    }

    @Test(arguments: [#"{"blob": "", "x": 42}"#, #"{"real": 1, "blob": "aa"}"#, #"{"blob": "zz"}"#, #"{}"#, "true", "1.5", "[1]"])
    func anythingElseIsRefused(_ json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([SyncValue].self, from: Data("[\(json)]".utf8)) }
    }
}
