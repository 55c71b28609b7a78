import Foundation
import Testing

/// `docs/ROUTES.md` is what `sailaway routes --markdown` prints for the default build: a change
/// to a feature's links that forgets the document fails here. A feature just added
/// (`Tools/new-feature`) has no section until the document is generated again, and the test
/// says so and waits for it.
@Suite struct RoutesDocumentTests {
    /// How to bring the document up to date, from the repository's root.
    static let regenerate = "swift build --product sailaway && .build/debug/sailaway routes --markdown > docs/ROUTES.md"

    /// Whether the binary under test has every feature compiled in; the document describes that
    /// build, so a test run with fewer traits has nothing to compare.
    static var binaryIsTheDefaultBuild: Bool {
        guard let sailaway = try? SailawayScript(), let run = try? sailaway.run("features", "--json"),
            let json = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
            let features = json["features"] as? [[String: Any]]
        else { return true }  // Let the test run and say what is wrong with the binary.
        return features.allSatisfy { $0["compiledIn"] as? Bool == true }
    }

    /// The features of the build that the document has no section for: a feature just added
    /// (`Tools/new-feature`), until the document is generated again.
    static var undocumentedFeatures: [String] {
        guard let document = try? String(contentsOf: SourceTree.repository.appendingPathComponent("docs/ROUTES.md"), encoding: .utf8),
            let sailaway = try? SailawayScript(), let features = try? sailaway.object("features", "--json")["features"] as? [[String: Any]]
        else { return [] }  // Let the test run and say what is missing.
        let sections = Set(document.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
        return features.compactMap { $0["name"] as? String }.filter { !sections.contains($0) }
    }

    @Test(
        .enabled(if: binaryIsTheDefaultBuild, "docs/ROUTES.md describes the build with every feature"),
        .enabled(if: undocumentedFeatures.isEmpty, "docs/ROUTES.md has no section yet for \(undocumentedFeatures): generate it again (\(regenerate))")
    )
    func routesDocumentMatchesTheBuild() throws {
        let file = SourceTree.repository.appendingPathComponent("docs/ROUTES.md")
        let committed = try #require(
            try? String(contentsOf: file, encoding: .utf8), "docs/ROUTES.md is missing. Generate it: \(Self.regenerate)"
        )

        let printed = try SailawayScript().succeed("routes", "--markdown")

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
