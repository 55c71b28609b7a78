import FeatureRegistry
import Foundation
import MultipartKit
import NIOCore

/// The fields of a form as a browser posts it: `application/x-www-form-urlencoded`, or
/// `multipart/form-data` when it sends a file.
struct FormFields: Equatable {
    /// The values by name; a name given twice keeps its first value.
    var values: [String: String] = [:]
    /// The files picked, by field name; a field left empty sends none.
    var files: [String: PickedFile] = [:]

    /// The fields of a URL-encoded `body`; a field that does not decode is left out.
    init(body: String) {
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            if let value, values[name] == nil { values[name] = value }
        }
    }

    /// The fields of `body` sent with `contentType`: multipart when it says so, else URL-encoded.
    /// Throws when a multipart body cannot be read.
    init(body: ByteBuffer, contentType: String?) throws {
        guard let contentType, let boundary = Self.boundary(multipart: contentType) else {
            self.init(body: String(buffer: body))
            return
        }
        var values: [String: String] = [:]
        var files: [String: PickedFile] = [:]
        var headers: [String: String] = [:]
        var part: [UInt8] = []
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in headers[name.lowercased()] = value }
        parser.onBody = { buffer in part += buffer.readBytes(length: buffer.readableBytes) ?? [] }
        parser.onPartComplete = {
            defer { (headers, part) = ([:], []) }
            let disposition = headers["content-disposition"] ?? ""
            guard let name = Self.parameter("name", of: disposition) else { return }
            if let fileName = Self.parameter("filename", of: disposition) {
                // A file field left empty sends a part with no file name and no bytes.
                if !fileName.isEmpty, files[name] == nil { files[name] = PickedFile(name: fileName, bytes: part) }
            } else if values[name] == nil {
                values[name] = String(decoding: part, as: UTF8.self)
            }
        }
        try parser.execute(body)
        self.init(body: "")
        self.values = values
        self.files = files
    }

    /// `+` is a space; `%XX` a byte of UTF-8.
    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// The boundary of a `multipart/form-data; boundary=…` content type, or nil for another type.
    static func boundary(multipart contentType: String) -> String? {
        guard contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        return parameter("boundary", of: contentType)
    }

    /// The value of `name` in a header's parameters (`form-data; name="file"; filename="a.md"`),
    /// quoted or not; the file name without any folder a browser sent with it.
    static func parameter(_ name: String, of header: String) -> String? {
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == name else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            return name == "filename" ? String(value.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? "") : value
        }
        return nil
    }

    subscript(name: String) -> String? { values[name] }
}
