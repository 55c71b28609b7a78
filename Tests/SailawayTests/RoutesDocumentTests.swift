import Foundation
import Testing

/// `docs/ROUTES.md` is what `sailaway routes --markdown` prints for the default build: a change
/// to a documented feature's links that forgets the document fails here. A feature just added
/// (`Tools/new-feature`) is documented once the document is generated again.
@Suite struct RoutesDocumentTests {
    /// How to bring the document up to date, from the repository's root.
    static let regenerate = "swift build --product sailaway && .build/debug/sailaway routes --markdown > docs/ROUTES.md"

    /// The repository's root: the first directory above this file holding `Package.swift`.
    static func repositoryRoot(from file: String = #filePath) throws -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            try #require(directory.path != "/", "no Package.swift above \(file)")
            directory.deleteLastPathComponent()
        }
        return directory
    }

    /// Whether the binary under test has every feature compiled in; the document describes that
    /// build, so a test run with fewer traits has nothing to compare.
    static var binaryIsTheDefaultBuild: Bool {
        guard let sailaway = try? SailawayScript(), let run = try? sailaway.run("features", "--json"),
            let json = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
            let features = json["features"] as? [[String: Any]]
        else { return true }  // Let the test run and say what is wrong with the binary.
        return features.allSatisfy { $0["compiledIn"] as? Bool == true }
    }

    @Test(.enabled(if: binaryIsTheDefaultBuild, "docs/ROUTES.md describes the build with every feature"))
    func routesDocumentMatchesTheBuild() throws {
        let file = try Self.repositoryRoot().appendingPathComponent("docs/ROUTES.md")
        let committed = try #require(
            try? String(contentsOf: file, encoding: .utf8), "docs/ROUTES.md is missing. Generate it: \(Self.regenerate)"
        )

        // The document describes the features it has a section for: a feature added to the build
        // is documented when the document is generated again, and until then the others' links
        // are compared, as a build of those features prints them.
        let script = try SailawayScript()
        let features = try #require(try script.object("features", "--json")["features"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        let documented = Set(committed.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
        let described = features.filter(documented.contains)
        let printed = try script.succeed((described.count == features.count ? [] : ["--features", described.joined(separator: ",")]) + ["routes", "--markdown"])

        guard printed != committed else { return }
        let printedLines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(printedLines, committedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(printedLines.count, committedLines.count)
        func line(_ lines: [Substring]) -> String { first < lines.count ? "“\(lines[first])”" : "(end of file)" }
        Issue.record(
            """
            docs/ROUTES.md is stale: it differs from `sailaway routes --markdown` from line \(first + 1).
              docs/ROUTES.md: \(line(committedLines))
              the build:      \(line(printedLines))
            Regenerate it from the repository's root: \(Self.regenerate)
            """
        )
    }
}
