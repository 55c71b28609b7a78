import FeatureRegistry
import NIOCore
@testable import SailawayWebServer
import Testing

/// A form as browsers post it: URL-encoded, or multipart when it carries a file.
@Suite struct FormFieldsTests {
    @Test func aURLEncodedFormKeepsEachFirstValueDecoded() {
        let fields = FormFields(body: "name=Zo%C3%AB+Skipper&name=second&empty=")
        #expect(fields.values == ["name": "Zoë Skipper", "empty": ""])
    }

    @Test func aMultipartFormHasItsFieldsAndItsFileWithoutAnyFolder() throws {
        let body = """
            --b0undary\r
            Content-Disposition: form-data; name="action"\r
            \r
            import-file\r
            --b0undary\r
            Content-Disposition: form-data; name="file"; filename="C:\\Users\\zoe\\mooring.md"\r
            Content-Type: text/markdown\r
            \r
            # Mooring\r
            --b0undary\r
            Content-Disposition: form-data; name="other"; filename=""\r
            Content-Type: application/octet-stream\r
            \r
            \r
            --b0undary--\r

            """
        let fields = try FormFields(body: ByteBuffer(string: body), contentType: "multipart/form-data; boundary=b0undary")
        #expect(fields.values == ["action": "import-file"])
        #expect(fields.files == ["file": PickedFile(name: "mooring.md", bytes: Array("# Mooring".utf8))], "a file field left empty sends nothing")
    }

    /// Without its parts, a body has no fields, so no CSRF field: the post is refused and
    /// nothing changes.
    @Test func aBodyWithoutItsPartsHasNoFields() throws {
        let fields = try FormFields(body: ByteBuffer(string: "not multipart at all"), contentType: "multipart/form-data; boundary=b0undary")
        #expect(fields == FormFields(body: ""))
    }

    @Test func aPartWhoseHeaderIsNotAHeaderIsRefused() {
        #expect(throws: (any Error).self) {
            try FormFields(body: ByteBuffer(string: "--b0undary\r\nbroken header line\r\n\r\nx\r\n--b0undary--\r\n"), contentType: "multipart/form-data; boundary=b0undary")
        }
    }

    @Test func headerParametersAreReadQuotedOrNot() {
        #expect(FormFields.boundary(multipart: "multipart/form-data; boundary=abc") == "abc")
        #expect(FormFields.boundary(multipart: #"Multipart/Form-Data; boundary="a b""#) == "a b")
        #expect(FormFields.boundary(multipart: "application/x-www-form-urlencoded") == nil)
        #expect(FormFields.parameter("filename", of: #"form-data; name="f"; filename="/tmp/x/list.txt""#) == "list.txt")
    }
}

