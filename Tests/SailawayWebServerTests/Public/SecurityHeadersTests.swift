import Foundation
import HTTPTypes
import Hummingbird
import Testing

@MainActor
@Suite struct SecurityHeadersTests {
    @Test func everyResponseCarriesTheStrictHeadersOnce() async throws {
        let harness = try await WebHarness()
        let publicPage = "/content/checklist/\(try harness.contentID(titled: "Pre-Departure Safety").uuidString.lowercased())"
        try await harness.browse { browser in
            let answers = [
                try await browser.get("/"),
                try await browser.get("/.well-known/apple-app-site-association"),
                try await browser.get("/static/app.css"),
                try await browser.get(publicPage),
                try await browser.get(publicPage),  // kept: made before the request
                try await browser.get("/no/such/page"),  // kept too, after the first
                try await browser.get(publicPage),
                try await browser.get("/no/such/page"),
                try await browser.get("/app"),
                try await browser.post("/app/back", []),
                try await browser.post("/nowhere", []),
                try await browser.startSession(token: WebHarness.token),
                try await browser.get("/app"),
            ]
            for page in answers {
                #expect(
                    page.headers[HTTPField.Name("Content-Security-Policy")!]
                        == "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
                )
                #expect(page.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
                #expect(page.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
                #expect(page.headers[values: HTTPField.Name("Content-Security-Policy")!].count == 1)
            }
        }
    }
}
