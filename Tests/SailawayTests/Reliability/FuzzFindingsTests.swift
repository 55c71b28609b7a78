import AppShell
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import SailawayApp
import Testing

/// Every input the fuzzers start from or once stopped on (`Tools/fuzz`, docs/RELIABILITY.md),
/// replayed against the composed app with the promises the fuzzers hold it to: a finding,
/// once fixed, stays fixed.
@MainActor
struct FuzzFindingsTests {
    @Test("A link the fuzzer starts from or once stopped on keeps every promise", arguments: FuzzInput.all(of: "links"))
    func link(_ input: FuzzInput) throws {
        let links = try Self.composition.links
        let text = String(decoding: input.bytes, as: UTF8.self)
        #expect(LinkInvariants.violations(opening: text, in: links) == [], "\(input)")
    }

    @Test("A saved state the fuzzer starts from or once stopped on restores keeping every promise", arguments: FuzzInput.all(of: "restoration"))
    func savedState(_ input: FuzzInput) throws {
        let composition = try Self.composition
        let violations = RestorationInvariants.violations(
            restoring: input.bytes, tabs: composition.tabs.map(\.id), links: composition.links
        )
        #expect(violations == [], "\(input)")
    }

    /// The composed app's links and tabs, composed once for every input, as the fuzzers compose
    /// them: no database is touched.
    private static let composed = Result {
        try Composition(
            features: ComposedApp.features, shell: [ShellFeature()], declared: AppFeatures.declared,
            context: FeatureContext(dataDirectory: FileManager.default.temporaryDirectory), configuration: .sailaway
        )
    }
    private static var composition: Composition {
        get throws { try composed.get() }
    }

    @Test("The fuzzers have a seed corpus for each target")
    func corpus() {
        #expect(FuzzInput.all(of: "links").count > 100)
        #expect(FuzzInput.all(of: "restoration").count > 10)
    }
}

/// One file of `Tools/Fuzz/Corpus/<target>` or `Tools/Fuzz/Regressions/<target>`.
struct FuzzInput: CustomTestStringConvertible, CustomStringConvertible, Sendable {
    var path: String
    var bytes: Data

    var description: String { path }
    var testDescription: String { path }

    static func all(of target: String) -> [FuzzInput] {
        let fuzz = SourceTree.repository.appendingPathComponent("Tools/Fuzz")
        return ["Regressions", "Corpus"].flatMap { folder in
            let directory = fuzz.appendingPathComponent("\(folder)/\(target)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().compactMap { name in
                (try? Data(contentsOf: directory.appendingPathComponent(name))).map { FuzzInput(path: "\(folder)/\(target)/\(name)", bytes: $0) }
            }
        }
    }
}
