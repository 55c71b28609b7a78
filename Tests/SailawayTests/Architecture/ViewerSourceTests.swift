import Foundation
import Testing

/// Who is looking is a required argument, checked by the compiler: the app's code never gives a
/// viewer a default, and never reads who "the owner" is from the database — only the host's one
/// reader of the device's sailor (`DeviceSailor`, in the database module) knows the column that
/// says so. A feature that wants the viewer is handed it (`ScreenContext.viewer`).
@Suite struct ViewerSourceTests {
    /// The app's own Swift, comments left out, line by line.
    static func codeLines() throws -> [(place: String, code: String)] {
        try (SourceTree.swiftFiles(under: "Modules") + SourceTree.swiftFiles(under: "Apps")).flatMap { file in
            file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { return nil }
                return ("\(file.path):\(index + 1)", String(line))
            }
        }
    }

    @Test func noViewerHasADefault() throws {
        let defaulted = try Self.codeLines().filter { $0.code.contains(#/:\s*Viewer\??\s*=/#) }
        #expect(defaulted.isEmpty, "a viewer given a default: \(defaulted.map(\.place))")
    }

    @Test func onlyTheDatabaseModuleKnowsWhichSailorIsTheDevices() throws {
        let readers = try Self.codeLines().filter { line in
            line.code.contains("isCurrent") && !line.place.hasPrefix("Modules/SailawayDatabase/")
        }
        #expect(readers.isEmpty, "the device's sailor read outside DeviceSailor: \(readers.map(\.place))")
        #expect(try Self.codeLines().contains { $0.place.hasPrefix("Modules/SailawayDatabase/Records/DeviceSailor.swift") && $0.code.contains("isCurrent") })
    }
}
