import HTTPTypes
import Hummingbird

/// Answers, before routing, the requests whose response was made before they came: the files
/// that never change while the server runs (the style sheet, the script and the two well-known
/// files), and the public pages kept since the last commit (``PublicPageCache``).
///
/// Such a request reads a dictionary and returns a value: no route is matched, no middleware
/// runs, no header is added, and every response shares its buffer. Each response carries the
/// security headers from the start (``SecurityPolicy``). Every other request goes to `next`, the
/// router, where a public page not kept is rendered and kept.
public struct KeptResponses<Next: HTTPResponder>: HTTPResponder {
    public typealias Context = Next.Context

    /// A file's response, by its path.
    private let files: [String: Response]
    /// The public pages kept, if the database tells of its commits.
    private let publicPages: PublicPageCache?
    /// What answers every other request.
    private let next: Next

    /// The files `files`, each a path and its response, and the pages `publicPages` keeps, in
    /// front of `next`.
    init(files: [(path: String, response: Response)], publicPages: PublicPageCache?, next: Next) {
        self.files = Dictionary(uniqueKeysWithValues: files.map { file in
            var response = file.response
            SecurityPolicy.secure(&response)
            return (file.path, response)
        })
        self.publicPages = publicPages
        self.next = next
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        if request.method == .get {
            let path = request.uri.path
            if let file = files[path] { return file }
            if let page = publicPages?.kept(at: PublicPageCache.address(path: path, query: request.uri.query)) { return page.response }
        }
        return try await next.respond(to: request, context: context)
    }
}
