import Foundation

/// Writes a link from its canonical template and a route's parameter values.
///
/// Values arrive in the template's order; the literal words between them are written as the
/// printer reaches each parameter's place. The bytes go to a buffer on the stack, so printing
/// allocates only the finished string (and a value's own text, for parameters that are not
/// UUIDs).
struct LinkPrinter {
    /// Links up to this many bytes are printed without a heap buffer.
    static let stackCapacity = 512

    private let template: LinkTemplate
    private let kinds: [LinkParameterKind]
    private var bytes: ByteBuffer
    private var segment = 0
    private var queryItem = 0
    private var parameter = 0
    private var querySeparator = UInt8(ascii: "?")
    private var isReadable = true

    init(
        template: LinkTemplate, kinds: [LinkParameterKind], style: LinkStyle, configuration: LinkConfiguration,
        buffer: UnsafeMutableBufferPointer<UInt8>
    ) {
        self.template = template
        self.kinds = kinds
        bytes = ByteBuffer(stack: buffer)
        switch style {
        case .custom:
            bytes += configuration.scheme.utf8
            bytes += "://".utf8
        case .universal:
            guard let host = configuration.universalHosts.first else {
                isReadable = false
                return
            }
            bytes += "https://".utf8
            bytes += host.utf8
            bytes.append(UInt8(ascii: "/"))
        }
    }

    /// Writes the next parameter's value, and the literal words before it.
    mutating func append(_ value: any LinkParameter) {
        guard isReadable else { return }
        while segment < template.segments.count {
            if segment > 0 { bytes.append(UInt8(ascii: "/")) }
            let current = template.segments[segment]
            segment += 1
            guard case .literal(let word) = current else {
                write(value, isQueryItem: false)
                return
            }
            bytes += word.utf8
        }
        while queryItem < template.query.count {
            let item = template.query[queryItem]
            queryItem += 1
            guard case .literal(let word) = item.value else {
                write(value, queryKey: item.key)
                return
            }
            appendQueryKey(item.key)
            bytes += word.utf8
        }
    }

    /// The link, once every value was written; nil when a value could not be read back.
    mutating func finish() -> String? {
        guard isReadable else { return nil }
        while segment < template.segments.count {
            if segment > 0 { bytes.append(UInt8(ascii: "/")) }
            if case .literal(let word) = template.segments[segment] { bytes += word.utf8 }
            segment += 1
        }
        while queryItem < template.query.count {
            let item = template.query[queryItem]
            queryItem += 1
            if case .literal(let word) = item.value {
                appendQueryKey(item.key)
                bytes += word.utf8
            }
        }
        guard bytes.count <= LinkLimits.maximumLength else { return nil }
        return bytes.string()
    }

    private mutating func appendQueryKey(_ key: String) {
        bytes.append(querySeparator)
        bytes += key.utf8
        bytes.append(UInt8(ascii: "="))
        querySeparator = UInt8(ascii: "&")
    }

    private mutating func write(_ value: any LinkParameter, isQueryItem: Bool = true, queryKey: String? = nil) {
        defer { parameter += 1 }
        if let uuid = value as? UUID {
            if let queryKey { appendQueryKey(queryKey) }
            LinkEncoding.appendLowercase(uuid, to: &bytes)
            return
        }
        guard let text = value.linkValue else {
            // Only an optional query item may be absent, and then it is left out.
            if !isQueryItem { isReadable = false }
            return
        }
        // Printing is the inverse of parsing: a value parsing would refuse has no link.
        if case .text = kinds[parameter], text.isEmpty || text.utf8.contains(0) {
            isReadable = false
            return
        }
        if let queryKey { appendQueryKey(queryKey) }
        LinkEncoding.append(text, to: &bytes, spaceAsPlus: isQueryItem)
    }
}

/// Bytes written to a fixed buffer, moving to the heap only when they outgrow it.
struct ByteBuffer {
    private let stack: UnsafeMutableBufferPointer<UInt8>
    private var heap: [UInt8]?
    private(set) var count = 0

    init(stack: UnsafeMutableBufferPointer<UInt8>) {
        self.stack = stack
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if heap == nil, count < stack.count {
            stack[count] = byte
        } else {
            if heap == nil { heap = Array(stack[0..<count]) }
            heap!.append(byte)
        }
        count += 1
    }

    static func += (buffer: inout ByteBuffer, bytes: some Sequence<UInt8>) {
        for byte in bytes { buffer.append(byte) }
    }

    func string() -> String {
        if let heap { return String(decoding: heap, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: stack[0..<count]), as: UTF8.self)
    }
}

/// Percent-encoding for printed links.
enum LinkEncoding {
    private static let upperHex: [UInt8] = Array("0123456789ABCDEF".utf8)
    private static let lowerHex: [UInt8] = Array("0123456789abcdef".utf8)

    static func append(_ value: String, to bytes: inout ByteBuffer, spaceAsPlus: Bool) {
        for byte in value.utf8 {
            if ASCII.isUnreserved(byte) {
                bytes.append(byte)
            } else if spaceAsPlus, byte == 0x20 {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(upperHex[Int(byte >> 4)])
                bytes.append(upperHex[Int(byte & 0xF)])
            }
        }
    }

    /// Appends a UUID in the lowercase form the PRD's links use.
    static func appendLowercase(_ uuid: UUID, to bytes: inout ByteBuffer) {
        withUnsafeBytes(of: uuid.uuid) { raw in
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(lowerHex[Int(raw[index] >> 4)])
                bytes.append(lowerHex[Int(raw[index] & 0xF)])
            }
        }
    }
}
