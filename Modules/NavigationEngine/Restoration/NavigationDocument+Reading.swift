import Foundation

extension NavigationDocument {
    /// The document's contents, read in one pass over its bytes when it is written as this app
    /// writes it; nil for anything else, which `JSONDecoder` then reads, as every document was
    /// read before.
    ///
    /// Restoring runs at every launch, and `JSONDecoder` was a third of it (docs/PERFORMANCE.md,
    /// the restoring row). The app's own documents are a narrow kind of JSON: one object of known
    /// keys, strings without escapes (links, tab names and styles need none; the encoder writes
    /// slashes as they are), plain integers. This reader takes that kind and nothing more. It
    /// gives up — returns nil — on an escape or a control character in a string, a number that
    /// is not a plain integer, a `null`, a key it does not know, a key written twice, a missing
    /// key, or anything after the object. So it never reads a document differently from
    /// `JSONDecoder`: either it gives the same contents, or `JSONDecoder` reads the document
    /// (`WrittenDocumentTests` checks both on generated and damaged documents).
    ///
    /// It reads the bytes where they are, through a raw buffer: read from a copied `[UInt8]`,
    /// restoring took twice as long (docs/PERFORMANCE.md lists this site among those kept).
    static func readWritten(_ data: Data) -> Contents? {
        data.withUnsafeBytes { bytes in
            var reader = WrittenDocumentReader(bytes: bytes)
            return reader.document()
        }
    }
}

/// The reader of ``NavigationDocument/readWritten(_:)``: a cursor over the document's bytes.
private struct WrittenDocumentReader {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    mutating func document() -> NavigationDocument.Contents? {
        var version: Int?, selectedTab: String?, tabs: [String: [String]]?, sheet: String?
        var presentations: [NavigationDocument.SavedPresentation]?, deferredLinks: [String]?
        let read = object { reader, key in
            switch key {
            case "version" where version == nil: version = reader.integer(); return version != nil
            case "selectedTab" where selectedTab == nil: selectedTab = reader.string(); return selectedTab != nil
            case "tabs" where tabs == nil: tabs = reader.stacks(); return tabs != nil
            case "sheet" where sheet == nil: sheet = reader.string(); return sheet != nil
            case "presentations" where presentations == nil: presentations = reader.array { $0.presentation() }; return presentations != nil
            case "deferredLinks" where deferredLinks == nil: deferredLinks = reader.strings(); return deferredLinks != nil
            default: return false
            }
        }
        skipWhitespace()
        guard read, index == bytes.count, let version, let selectedTab, let tabs else { return nil }
        return .init(
            version: version, selectedTab: selectedTab, tabs: tabs, sheet: sheet, presentations: presentations, deferredLinks: deferredLinks
        )
    }

    /// `{"tab": ["link", …], …}`, no tab twice.
    mutating func stacks() -> [String: [String]]? {
        var stacks: [String: [String]] = [:]
        let read = object { reader, tab in
            guard stacks[tab] == nil, let stack = reader.strings() else { return false }
            stacks[tab] = stack
            return true
        }
        return read ? stacks : nil
    }

    /// `{"style": "sheet", "stack": [...], "request": {"key": …, "requester": …}}`.
    mutating func presentation() -> NavigationDocument.SavedPresentation? {
        var style: PresentationStyle?, stack: [String]?, request: NavigationDocument.SavedRequest?
        let read = object { reader, key in
            switch key {
            case "style" where style == nil: style = reader.string().flatMap(PresentationStyle.init(rawValue:)); return style != nil
            case "stack" where stack == nil: stack = reader.strings(); return stack != nil
            case "request" where request == nil: request = reader.request(); return request != nil
            default: return false
            }
        }
        guard read, let style, let stack else { return nil }
        return .init(style: style, stack: stack, request: request)
    }

    mutating func request() -> NavigationDocument.SavedRequest? {
        var key: String?, requester: String?
        let read = object { reader, name in
            switch name {
            case "key" where key == nil: key = reader.string(); return key != nil
            case "requester" where requester == nil: requester = reader.string(); return requester != nil
            default: return false
            }
        }
        guard read, let key, let requester else { return nil }
        return .init(key: key, requester: requester)
    }

    // MARK: - JSON, the narrow kind

    /// An object: each key and its value to `member`, which reads the value and says whether it
    /// could — a value it could not read is never left as absent, since `JSONDecoder` throws on
    /// it. False when the object, or a member, could not be read.
    mutating func object(_ member: (inout Self, String) -> Bool) -> Bool {
        guard take(.openBrace) else { return false }
        if take(.closeBrace) { return true }
        repeat {
            guard let key = string(), take(.colon), member(&self, key) else { return false }
        } while take(.comma)
        return take(.closeBrace)
    }

    /// An array, each element read by `element`.
    mutating func array<Element>(_ element: (inout Self) -> Element?) -> [Element]? {
        guard take(.openBracket) else { return nil }
        var elements: [Element] = []
        if take(.closeBracket) { return elements }
        repeat {
            guard let next = element(&self) else { return nil }
            elements.append(next)
        } while take(.comma)
        return take(.closeBracket) ? elements : nil
    }

    mutating func strings() -> [String]? {
        array { $0.string() }
    }

    /// A string without escapes or control characters, in valid UTF-8.
    mutating func string() -> String? {
        guard take(.quote) else { return nil }
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case .quote:
                defer { index += 1 }
                return String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            case .backslash, 0..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// A plain integer: an optional minus, then digits with no leading zero; no fraction, no
    /// exponent, nothing beyond `Int`.
    mutating func integer() -> Int? {
        skipWhitespace()
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value = 0
        while index < bytes.count, case let digit = bytes[index], (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !overflow, !overflow2 else { return nil }
            value = sum
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) { return nil }
        return negative ? -value : value
    }

    /// Takes `byte`, after any whitespace, if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }
}

private extension UInt8 {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
}
