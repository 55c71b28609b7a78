import Foundation
import GRDB

/// One value of a synced row, exactly as SQLite stores it: what travels between a device, the
/// server and the server's other nodes, and comes back the same.
///
/// In JSON a value is `null`, a whole number, a string (text), `{"real": 1.5}` or
/// `{"blob": "5a11…"}` (lowercase hex): text and numbers read as themselves, and nothing is
/// lost — not a real number that happens to be whole, nor the bytes of an identifier.
public enum SyncValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    /// The value SQLite holds.
    public init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let integer): self = .integer(integer)
        case .double(let real): self = .real(real)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .blob(data)
        }
    }

    /// The value as GRDB binds it.
    public var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let integer): integer.databaseValue
        case .real(let real): real.databaseValue
        case .text(let text): text.databaseValue
        case .blob(let data): data.databaseValue
        }
    }

    /// A UUID's value as the app stores it: its sixteen bytes.
    public init(_ id: UUID) {
        self = .blob(Data(id.bytes))
    }

    /// The UUID a sixteen-byte blob holds.
    public var uuid: UUID? {
        guard case .blob(let data) = self else { return nil }
        return UUID(bytes: data)
    }

    /// The text a text value holds.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The value as a capture trigger writes it: `[typeof(x), x]`, a blob as hex.
    var captured: [Any] {
        switch self {
        case .null: ["null", NSNull()]
        case .integer(let integer): ["integer", integer]
        case .real(let real): ["real", real]
        case .text(let text): ["text", text]
        case .blob(let data): ["blob", data.hex.uppercased()]
        }
    }

    /// The value a capture trigger writes: `[typeof(x), x]`, a blob as hex (`ChangeCapture`).
    init(captured pair: [Any]) throws(SyncFormatError) {
        guard pair.count == 2, let type = pair[0] as? String else { throw SyncFormatError("a captured value is not [type, value]") }
        switch (type, pair[1]) {
        case ("null", _): self = .null
        case ("integer", let number as NSNumber): self = .integer(number.int64Value)
        case ("real", let number as NSNumber): self = .real(number.doubleValue)
        case ("text", let text as String): self = .text(text)
        case ("blob", let hex as String):
            guard let data = Data(hex: hex) else { throw SyncFormatError("a captured blob is not hex") }
            self = .blob(data)
        default: throw SyncFormatError("a captured value of type \(type) does not read as one")
        }
    }
}

extension SyncValue: Codable {
    private enum Tag: String, CodingKey {
        case real, blob
    }

    /// Any key of an object, to tell one that holds more than its one tag.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let tagged = try? decoder.container(keyedBy: Tag.self) {
            // Exactly one tag: an object with another key besides is no value (a mistake, never
            // a value read by half).
            guard try decoder.container(keyedBy: AnyKey.self).allKeys.count == 1 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected {\"real\": n} or {\"blob\": hex}, one key alone"))
            }
            if let real = try tagged.decodeIfPresent(Double.self, forKey: .real) {
                self = .real(real)
            } else if let hex = try tagged.decodeIfPresent(String.self, forKey: .blob), let data = Data(hex: hex) {
                self = .blob(data)
            } else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected {\"real\": n} or {\"blob\": hex}"))
            }
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let integer = try? single.decode(Int64.self) {
            self = .integer(integer)
        } else {
            self = .text(try single.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .integer(let integer):
            var single = encoder.singleValueContainer()
            try single.encode(integer)
        case .text(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .real(let real):
            var tagged = encoder.container(keyedBy: Tag.self)
            try tagged.encode(real, forKey: .real)
        case .blob(let data):
            var tagged = encoder.container(keyedBy: Tag.self)
            try tagged.encode(data.hex, forKey: .blob)
        }
    }
}

/// Sync data that does not read as it should: a captured change, a change from the network.
public struct SyncFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

extension Data {
    /// The bytes of `hex`, two digits a byte (either case), or nil when it is not hex.
    init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes = [UInt8]()
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(bytes)
    }

    /// The bytes as lowercase hex.
    var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(count * 2)
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
