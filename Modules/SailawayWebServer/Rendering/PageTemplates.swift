import Foundation
import Mustache

/// The Mustache templates every page is rendered from, loaded once from the module's
/// `Templates` resource folder.
///
/// They are `.mustache` files rather than code so the markup reads as HTML, and resources
/// rather than compiled-in strings so a reviewer can check in one place that data only ever
/// goes through `{{…}}`, which escapes it.
struct PageTemplates: Sendable {
    /// A template the server needs is missing or does not parse.
    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    private let library: MustacheLibrary

    /// The page templates shipped with the module.
    static func bundled() async throws -> PageTemplates {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw LoadError(description: "The web server's templates are missing from its resources (Templates/).")
        }
        return try await PageTemplates(folder: folder)
    }

    /// The templates in `folder`, by file name without `.mustache`.
    init(folder: URL) async throws {
        library = try await MustacheLibrary(directory: folder.path)
        for name in Page.allCases where library.getTemplate(named: name.rawValue) == nil {
            throw LoadError(description: "The web server's template \(name.rawValue).mustache is missing.")
        }
    }

    /// The pages there are templates for.
    enum Page: String, CaseIterable {
        case publicContent = "public"
        case message
        case app
        case account
    }

    /// `model` rendered as `page`.
    func render(_ page: Page, _ model: Any) -> String {
        library.render(model, withTemplate: page.rawValue) ?? ""
    }
}

/// Where the module's static files are: the style sheet and the script.
enum StaticFiles {
    /// The script that reloads a page restored from the back/forward cache, read once.
    static func script() throws -> String {
        guard let url = Bundle.module.url(forResource: "app", withExtension: "js", subdirectory: "Static") else {
            throw PageTemplates.LoadError(description: "The web server's script is missing from its resources (Static/app.js).")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The style sheet, read once.
    static func styleSheet() throws -> String {
        guard let url = Bundle.module.url(forResource: "Static/app", withExtension: "css")
            ?? Bundle.module.url(forResource: "app", withExtension: "css", subdirectory: "Static")
        else {
            throw PageTemplates.LoadError(description: "The web server's style sheet is missing from its resources (Static/app.css).")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
