import Foundation
import Testing

/// The templates are the only way HTML is made: data must go through `{{…}}`, which escapes.
@Suite struct TemplateTests {
    // Symlinks resolved: `Tools/test` builds these tests through a link to this folder.
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Modules/SailawayWebServer/Templates")

    @Test func noTemplateWritesDataUnescaped() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".mustache") }
        #expect(names.count >= 5)
        for name in names {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("{{{"), "\(name) uses a triple mustache")
            #expect(!text.contains("{{&"), "\(name) uses an unescaped tag")
            #expect(!text.contains("{{="), "\(name) changes the delimiters")
            #expect(!text.contains("style="), "\(name) has an inline style, which the CSP forbids")
            let scripts = text.components(separatedBy: "<script").count - 1
            let ownScript = text.components(separatedBy: #"<script src="/static/app.js" defer></script>"#).count - 1
            #expect(scripts == ownScript, "\(name) has a script other than /static/app.js")
        }
    }
}
