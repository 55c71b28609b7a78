import Foundation
import HTTPTypes
import Hummingbird

/// A browser without JavaScript: it keeps the session cookie, follows nothing by itself, and
/// reads what the tests need from a page's HTML.
actor Browser {
    /// One answer.
    struct Page: Sendable {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var html: String

        /// Where a redirect leads.
        var location: String? { headers[.location] }

        /// The text of the first element `<tag…>…</tag>`, tags inside removed.
        func text(of tag: String, after marker: String = "") -> String? {
            var rest = html[...]
            if !marker.isEmpty {
                guard let found = rest.range(of: marker) else { return nil }
                rest = rest[found.upperBound...]
            }
            guard let open = rest.range(of: "<\(tag)"), let close = rest[open.upperBound...].range(of: ">"),
                let end = rest[close.upperBound...].range(of: "</\(tag)>")
            else { return nil }
            return String(rest[close.upperBound..<end.lowerBound]).replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        }

        /// The CSRF token of the page's forms.
        var csrf: String? {
            guard let range = html.range(of: #"name="csrf" value=""#) else { return nil }
            return String(html[range.upperBound...].prefix { $0 != "\"" })
        }

        /// The identity of the action whose button reads `label` (HTML-escaped as the page
        /// writes it), on the active screen.
        func actionID(labelled label: String) -> String? {
            for form in html.components(separatedBy: #"<form method="post" action="/app/action""#).dropFirst() {
                let body = form.components(separatedBy: "</form>")[0]
                // A listed action's button says its label; a row that is the control, and a
                // row's own action, carry it as their title.
                guard body.contains("<button type=\"submit\">\(label)</button>") || body.contains(#" title="\#(label)""#),
                    let range = body.range(of: #"name="action" value=""#)
                else { continue }
                return String(body[range.upperBound...].prefix { $0 != "\"" })
            }
            return nil
        }
    }

    private let client: any HTTPTransport
    /// The session cookie, `name=value`, once the server set one.
    private(set) var cookie: String?

    /// The session cookie's name and value, once the server set one.
    var cookieParts: (name: String, value: String)? {
        guard let cookie, let equals = cookie.firstIndex(of: "=") else { return nil }
        return (String(cookie[..<equals]), String(cookie[cookie.index(after: equals)...]))
    }

    init(client: any HTTPTransport) {
        self.client = client
    }

    /// Uses `cookie` instead of the one the server set.
    func setCookie(_ cookie: String?) {
        self.cookie = cookie
    }

    /// `GET uri`.
    func get(_ uri: String) async throws -> Page {
        try await send(uri, method: .get, body: nil)
    }

    /// `POST uri` with `fields`, form-encoded, with `headers` besides the cookie.
    func post(_ uri: String, _ fields: [(String, String)], headers: HTTPFields = [:]) async throws -> Page {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let body = fields.map { name, value in
            "\(name.addingPercentEncoding(withAllowedCharacters: allowed)!)=\(value.addingPercentEncoding(withAllowedCharacters: allowed)!)"
        }.joined(separator: "&")
        return try await send(uri, method: .post, body: ByteBuffer(string: body), contentType: "application/x-www-form-urlencoded", headers: headers)
    }

    /// Signs up to the community on the server's page, as a person does: signed in, the browser
    /// is a session of the new account, its cookie kept.
    @discardableResult
    func signUp(name: String, email: String, password: String = APIClient.password) async throws -> Page {
        try await submit("/signup", [("name", name), ("email", email), ("password", password)])
    }

    /// Signs in on the server's page.
    @discardableResult
    func signIn(email: String, password: String = APIClient.password) async throws -> Page {
        try await submit("/signin", [("email", email), ("password", password)])
    }

    /// Opens the session with the start token.
    @discardableResult
    func startSession(token: String) async throws -> Page {
        try await get("/session?token=\(token)")
    }

    /// `GET uri`, then every redirect it leads to.
    func open(_ uri: String) async throws -> Page {
        var page = try await get(uri)
        var hops = 0
        while page.status == .seeOther, let location = page.location, hops < 5 {
            page = try await get(location)
            hops += 1
        }
        return page
    }

    /// Posts a form of the page, then follows the redirect, as a browser does.
    func submit(_ uri: String, _ fields: [(String, String)]) async throws -> Page {
        let answer = try await post(uri, fields)
        guard answer.status == .seeOther, let location = answer.location else { return answer }
        return try await open(location)
    }

    /// Taps the action labelled `label` of `page` as the page script does: the page it leads
    /// to comes back in place, with its address and what the history does about `page`.
    func tapInPlace(_ label: String, on page: Page, inputs: [(String, String)] = []) async throws -> Page {
        guard let id = page.actionID(labelled: label), let csrf = page.csrf else {
            throw HarnessError("no action “\(label)” on the page “\(page.text(of: "h1") ?? "")”")
        }
        return try await post("/app/action", [("csrf", csrf), ("action", id)] + inputs, headers: [HTTPField.Name("X-Sailaway-In-Place")!: "1"])
    }

    /// Taps the action labelled `label` of `page`, with `inputs`.
    func tap(_ label: String, on page: Page, inputs: [(String, String)] = []) async throws -> Page {
        guard let id = page.actionID(labelled: label), let csrf = page.csrf else {
            throw HarnessError("no action “\(label)” on the page “\(page.text(of: "h1") ?? "")”")
        }
        return try await submit("/app/action", [("csrf", csrf), ("action", id)] + inputs)
    }

    /// Taps the action labelled `label` of `page` as a form sent with a file does
    /// (`multipart/form-data`): `file` picked for its field `field`, beside `inputs`.
    func upload(_ label: String, on page: Page, field: String, file: (name: String, bytes: [UInt8]), inputs: [(String, String)] = []) async throws -> Page {
        guard let id = page.actionID(labelled: label), let csrf = page.csrf else {
            throw HarnessError("no action “\(label)” on the page “\(page.text(of: "h1") ?? "")”")
        }
        let boundary = "----sailaway-test-\(UUID().uuidString)"
        var body: [UInt8] = []
        for (name, value) in [("csrf", csrf), ("action", id)] + inputs {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(file.name)\"\r\nContent-Type: text/markdown\r\n\r\n".utf8)
        body += file.bytes + Array("\r\n--\(boundary)--\r\n".utf8)
        let answer = try await send("/app/action", method: .post, body: ByteBuffer(bytes: body), contentType: "multipart/form-data; boundary=\(boundary)")
        guard answer.status == .seeOther, let location = answer.location else { return answer }
        return try await open(location)
    }

    private func send(_ uri: String, method: HTTPRequest.Method, body: String?) async throws -> Page {
        try await send(uri, method: method, body: body.map { ByteBuffer(string: $0) }, contentType: "application/x-www-form-urlencoded")
    }

    private func send(_ uri: String, method: HTTPRequest.Method, body: ByteBuffer?, contentType: String, headers extra: HTTPFields = [:]) async throws -> Page {
        var headers = extra
        if let cookie { headers[.cookie] = cookie }
        if body != nil { headers[.contentType] = contentType }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
        if let set = response.headers[.setCookie] {
            let value = String(set.prefix { $0 != ";" })
            // A cleared cookie (`name=`) is no cookie.
            cookie = value.hasSuffix("=") ? nil : value
        }
        return Page(status: response.status, headers: response.headers, html: String(buffer: response.body))
    }
}
