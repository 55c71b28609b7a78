import HTTPTypes
import Hummingbird

/// Puts the same strict headers on every response, public pages, errors and 404s included.
///
/// The policy allows nothing but the site's own style sheet and script file and forms posting
/// to itself: no inline script or style, no frame. An error a handler throws becomes the site's own page
/// here, so it carries the headers too.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    /// Renders the page for a status a handler threw.
    let errorPage: @Sendable (HTTPResponse.Status) -> Response

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError {
            response = errorPage(error.status)
        } catch {
            context.logger.error("request failed: \(error)")
            response = errorPage(.internalServerError)
        }
        SecurityPolicy.secure(&response)
        return response
    }
}

/// The headers every response gets, made and checked once: appending them to a response copies
/// three values, with no lookup and no validation per request.
enum SecurityPolicy {
    /// The `Content-Security-Policy` of every response.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    static let fields = [
        HTTPField(name: .contentSecurityPolicy, value: contentSecurityPolicy),
        HTTPField(name: .xContentTypeOptions, value: "nosniff"),
        HTTPField(name: .referrerPolicy, value: "no-referrer"),
    ]

    /// Gives `response` the headers, unless it has them: a response made once, before the
    /// request (a file, a public page kept), is given them when it is made, and then passes
    /// through the middleware unchanged.
    static func secure(_ response: inout Response) {
        guard response.headers[.contentSecurityPolicy] == nil else { return }
        response.headers.append(contentsOf: fields)
    }
}

extension HTTPField.Name {
    static let contentSecurityPolicy = Self("Content-Security-Policy")!
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
}
