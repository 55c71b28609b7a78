import Foundation
import PropertyBased
import Testing

@testable import NavigationEngine

/// The one-pass reader of the app's own navigation documents never reads a document differently
/// from `JSONDecoder`: it reads every document the app writes, as `JSONDecoder` reads it, and on
/// anything else it either agrees with `JSONDecoder` or leaves the document to it.
@Suite struct WrittenDocumentTests {
    let links: LinkTable

    init() throws {
        links = try Sailaway.links()
    }

    /// A document the app writes: every tab's stack, modals with requests, deferred links.
    static let document = zip(
        Arbitrary.stack.array(of: Sailaway.tabs.count), Gen.int(in: 0...(Sailaway.tabs.count - 1)),
        Arbitrary.presentation.array(of: 0...3), Arbitrary.checklistDetail.array(of: 0...3)
    )

    func write(_ stacks: [[AnyRoute]], selected: Int, presentations: [Presentation], deferred: [AnyRoute]) throws -> Data {
        var intents = zip(stacks, Sailaway.tabs).map { NavigationIntent.replaceStack($0, tab: $1) }
        intents.append(.show(Destination(tab: Sailaway.tabs[selected], stack: nil, presentation: presentations.first)))
        intents += presentations.dropFirst().map { NavigationIntent.present($0.root, style: $0.style, request: $0.request) }
        let state = try NavigationState(tabs: Sailaway.tabs).applying(.sequence(intents))
        let deferredLinks = deferred.compactMap { links.link(for: $0, style: .universal) }
        return NavigationDocument.encode(state, links: links, deferredLinks: deferredLinks).data
    }

    /// The reader's contents are `JSONDecoder`'s, or the reader left the document to it.
    func expectAgreement(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let read = NavigationDocument.readWritten(data) else { return }
        let decoded = try? JSONDecoder().decode(NavigationDocument.Contents.self, from: data)
        #expect(read == decoded, "read differently from JSONDecoder: \(String(decoding: data, as: UTF8.self))", sourceLocation: sourceLocation)
    }

    @Test func everyDocumentTheAppWritesIsReadInOnePassAsJSONDecoderReadsIt() async {
        await propertyCheck(count: 300, input: Self.document) { stacks, selected, presentations, deferred in
            let data = try write(stacks, selected: selected, presentations: presentations, deferred: deferred)
            let read = NavigationDocument.readWritten(data)
            #expect(read != nil, "left to JSONDecoder: \(String(decoding: data, as: UTF8.self))")
            #expect(read == (try JSONDecoder().decode(NavigationDocument.Contents.self, from: data)))
        }
    }

    /// The bytes a damaged document gets: JSON's own, and bytes no JSON or UTF-8 has.
    static let replacements = Array(#" "\/{}[]:,-.0123456789eEtnul"#.utf8) + [0x00, 0x0A, 0xC3, 0xFF]

    @Test func aDamagedDocumentIsReadAsJSONDecoderReadsItOrLeftToIt() async {
        // Every way a byte can go wrong, at every place: changed, removed, or a byte put in.
        await propertyCheck(
            count: 300, input: Self.document, Gen.int(in: 0...10_000), Gen<UInt8?>.element(of: Self.replacements).map { $0! }, Gen.int(in: 0...2)
        ) { document, place, byte, damage in
            var data = try write(document.0, selected: document.1, presentations: document.2, deferred: document.3)
            let index = data.startIndex + place % data.count
            switch damage {
            case 0: data[index] = byte
            case 1: data.remove(at: index)
            default: data.insert(byte, at: index)
            }
            expectAgreement(data)
        }
    }

    /// Every damage of one byte, at every place, of a document with every key and a modal's
    /// request: the property above samples these, this one tries them all.
    @Test func everyDamageOfOneByteOfADocumentIsReadAsJSONDecoderReadsItOrLeftToIt() {
        let document = Data(
            #"""
            {"version":2,"selectedTab":"library","tabs":{"home":["sailaway://checklist/1"],"library":[]},"sheet":"sailaway://settings/about",\#
            "presentations":[{"style":"sheet","stack":["sailaway://a"],"request":{"key":"k","requester":"sailaway://b"}}],"deferredLinks":["https://c"]}
            """#.utf8)
        #expect(NavigationDocument.readWritten(document) != nil)
        for index in document.indices {
            var removed = document
            removed.remove(at: index)
            expectAgreement(removed)
            for byte in Self.replacements {
                var changed = document, inserted = document
                changed[index] = byte
                inserted.insert(byte, at: index)
                expectAgreement(changed)
                expectAgreement(inserted)
            }
        }
    }

    @Test(arguments: ["requester", "sheet"])
    func aStringInInvalidUTF8IsLeftToJSONDecoder(key: String) {
        var data = Data(
            #"{"version":2,"selectedTab":"home","tabs":{},"presentations":[{"style":"sheet","stack":[],"request":{"key":"k","requester":"?"}}],"sheet":"?"}"#.utf8)
        let value = data.range(of: Data(#""\#(key)":"?"#.utf8))!.upperBound - 2
        data[value] = 0xFF
        #expect(NavigationDocument.readWritten(data) == nil)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(NavigationDocument.Contents.self, from: data) }
    }

    @Test(arguments: [
        ("the app's own, pretty-printed", #"{ "version" : 2, "selectedTab" : "home", "tabs" : { "home" : [ ] } }"#, true),
        ("version 1, with its sheet", #"{"version":1,"selectedTab":"home","tabs":{"home":[]},"sheet":"sailaway://settings/about"}"#, true),
        ("an escaped slash", #"{"version":2,"selectedTab":"home","tabs":{"home":["sailaway:\/\/settings\/about"]}}"#, false),
        ("a null sheet", #"{"version":2,"selectedTab":"home","tabs":{},"sheet":null}"#, false),
        ("a fractional version", #"{"version":2.0,"selectedTab":"home","tabs":{}}"#, false),
        ("a version with a leading zero", #"{"version":02,"selectedTab":"home","tabs":{}}"#, false),
        ("a tab written twice", #"{"version":2,"selectedTab":"home","tabs":{"home":[],"home":["sailaway://settings/about"]}}"#, false),
        ("a key written twice", #"{"version":2,"version":1,"selectedTab":"home","tabs":{}}"#, false),
        ("a key of a newer build", #"{"version":2,"selectedTab":"home","tabs":{},"splitView":true}"#, false),
        ("a missing key", #"{"version":2,"tabs":{}}"#, false),
        ("a trailing comma", #"{"version":2,"selectedTab":"home","tabs":{},}"#, false),
        ("something after the object", #"{"version":2,"selectedTab":"home","tabs":{}} {}"#, false),
        ("an empty request", #"{"version":2,"selectedTab":"home","tabs":{},"presentations":[{"style":"sheet","stack":[],"request":{}}]}"#, false),
        ("a style no build has", #"{"version":2,"selectedTab":"home","tabs":{},"presentations":[{"style":"popover","stack":[]}]}"#, false),
    ])
    func documentsOfOtherSpellingsAreReadOnlyWhenUnambiguous(name: String, json: String, read: Bool) {
        let data = Data(json.utf8)
        #expect((NavigationDocument.readWritten(data) != nil) == read, "\(name)")
        expectAgreement(data)
    }
}
