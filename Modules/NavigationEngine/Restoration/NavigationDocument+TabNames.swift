import Foundation

extension NavigationDocument {
    /// The keys of the document's `tabs` object as written, in order, repeats included.
    ///
    /// `JSONDecoder` keeps the first of two equal keys and says nothing of the others; restoring
    /// must report a stack it drops, so the keys are read again from the bytes. One pass, no
    /// allocation but the keys (the bytes are read in place, through a raw buffer, as
    /// docs/PERFORMANCE.md says of the sites kept). Meant for a document that decoded, so
    /// well-formed JSON: on anything else it returns what it found, without failing.
    static func tabNames(in data: Data) -> [String] {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [String] in
            var names: [String] = []
            var containers: [UInt8] = []
            var expectingKey = false
            var topLevelKey: String?
            var tabsDepth: Int?
            var tabsDone = false
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    let start = index
                    var escaped = false
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == UInt8(ascii: "\\") {
                            escaped = true
                            index += 1
                        }
                        index += 1
                    }
                    guard containers.last == UInt8(ascii: "{"), expectingKey, index < bytes.count else { break }
                    expectingKey = false
                    let literal = UnsafeRawBufferPointer(rebasing: bytes[start...index])
                    let key = escaped
                        ? (try? JSONDecoder().decode(String.self, from: Data(literal))) ?? ""
                        : String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
                    if containers.count == 1 { topLevelKey = key }
                    if let tabsDepth, containers.count == tabsDepth { names.append(key) }
                case UInt8(ascii: "{"):
                    if containers.count == 1, topLevelKey == "tabs", tabsDepth == nil, !tabsDone { tabsDepth = 2 }
                    containers.append(UInt8(ascii: "{"))
                    expectingKey = true
                case UInt8(ascii: "["):
                    containers.append(UInt8(ascii: "["))
                    expectingKey = false
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if let depth = tabsDepth, containers.count == depth {
                        tabsDepth = nil
                        tabsDone = true
                    }
                    _ = containers.popLast()
                    expectingKey = false
                case UInt8(ascii: ","):
                    expectingKey = containers.last == UInt8(ascii: "{")
                default:
                    break
                }
                index += 1
            }
            return names
        }
    }
}
