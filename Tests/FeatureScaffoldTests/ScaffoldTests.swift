@testable import FeatureScaffold
import Foundation
import Testing

/// New features made from the repository's own template, FieldNotes.
struct ScaffoldTests {
    /// The repository: three levels above this file, links resolved (`Tools/test` compiles the
    /// tests through a link to their folder).
    static let repository = Repository(
        root: URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    )

    /// Every combination of the options.
    static let combinations: [Set<ScaffoldOption>] = (0..<(1 << ScaffoldOption.allCases.count)).map { bits in
        Set(ScaffoldOption.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
    }

    @Test func withAnyOptionsTheFeatureHoldsNoMarkerAndNoNameOfTheTemplate() throws {
        let template = try Template(in: Self.repository)
        let name = try FeatureName("PassagePlans")
        for options in Self.combinations {
            let files = try template.files(of: name, options: options)
            for (path, text) in files {
                #expect(path.contains("PassagePlan"), "\(path), \(options)")
                for leftover in ["new-feature:", "FieldNote", "fieldNote", "fieldnote", "field note", "Field note", "Field Notes"] {
                    #expect(!text.contains(leftover), "\(path) with \(options.map(\.flag).sorted()) still has “\(leftover)”")
                }
            }
        }
    }

    @Test func aFileForAnOptionIsMadeOnlyWithIt() throws {
        let template = try Template(in: Self.repository)
        let name = try FeatureName("Logbooks")
        let plain = try template.files(of: name, options: []).map(\.path)
        #expect(plain == [
            "Modules/LogbooksInterface/LogbooksRoute.swift", "Modules/LogbooksInterface/SampleLogbooks.swift",
            "Modules/Logbooks/Contributions/LogbooksListings.swift", "Modules/Logbooks/Data/LogbookEntry.swift",
            "Modules/Logbooks/Data/LogbookSamples.swift", "Modules/Logbooks/Data/LogbookStore.swift", "Modules/Logbooks/Data/LogbooksData.swift",
            "Modules/Logbooks/LogbooksFeature.swift", "Modules/Logbooks/Screens/EntryScreen.swift", "Modules/Logbooks/Screens/OverviewScreen.swift",
            "Tests/LogbooksTests/LogbooksDataTests.swift", "Tests/LogbooksTests/LogbooksFeatureTests.swift",
            "Tests/LogbooksTests/LogbooksRouteLinksTests.swift", "Tests/LogbooksTests/LogbooksViewerTests.swift",
        ])
        let all = try template.files(of: name, options: Set(ScaffoldOption.allCases)).map(\.path)
        #expect(Set(all).subtracting(plain) == [
            "Modules/LogbooksInterface/LogbookEntryPageSections.swift", "Modules/Logbooks/Screens/DeleteEntryScreen.swift",
            "Modules/Logbooks/Contributions/LogbooksProfileSection.swift", "Modules/Logbooks/Contributions/LogbooksCharterPageSection.swift",
            "Tests/LogbooksTests/LogbooksDeleteTests.swift", "Tests/LogbooksTests/LogbooksPageSectionsTests.swift",
            "Tests/LogbooksTests/LogbooksProfileSectionTests.swift", "Tests/LogbooksTests/LogbooksCharterPageTests.swift",
        ])
    }

    @Test func withEveryOptionTheFeatureIsTheTemplatesOwnCode() throws {
        let template = try Template(in: Self.repository)
        #expect(template.name.name == "FieldNotes")
        let files = try template.files(of: template.name, options: Set(ScaffoldOption.allCases))
        let uuid = /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/
        for ((path, made), (_, original)) in zip(files, template.files) {
            // The template's lines in order, less its markers and the code commented out for a
            // feature without an option: nothing added, nothing uncommented.
            var left = original.replacing(uuid, with: "ID").split(separator: "\n", omittingEmptySubsequences: false)[...]
            for line in made.replacing(uuid, with: "ID").split(separator: "\n", omittingEmptySubsequences: false) {
                while let next = left.first, next != line {
                    let skipped = next.trimmingCharacters(in: .whitespaces)
                    #expect(skipped.isEmpty || skipped.hasPrefix("//"), "\(path): “\(next)” is missing")
                    left = left.dropFirst()
                }
                #expect(left.popFirst() == line, "\(path): “\(line)” is not the template's")
            }
        }
    }

    @Test(arguments: [
        ("Checklists", "Modules/Checklists already exists"),
        ("Home", "the root of the home tab"),
        ("User", "is already a type"),
        ("Harbors", "already the name of a feature"),
        ("Screen", "a type the feature's generated code uses"),
    ])
    func aNameTheRepositoryHasIsRefusedSayingWhere(name: String, reason: String) throws {
        #expect {
            try Scaffold(try FeatureName(name), options: [], in: Self.repository)
        } throws: { error in
            (error as? Refusal)?.description.contains(reason) == true
        }
    }

    @Test func theFeatureIsOneLineMoreInTheFeaturesList() throws {
        let manifest = """
            let features: [FeatureModule] = [
                FeatureModule(name: "Profiles", hasInterface: true),
                FeatureModule(name: "Search", hasInterface: true) // the last one
            ]
            """
        #expect(try FeaturesList.adding(#"FeatureModule(name: "Logbooks", hasInterface: true, uses: ["Search"])"#, named: "Logbooks", using: ["Search"], to: manifest) == """
            let features: [FeatureModule] = [
                FeatureModule(name: "Profiles", hasInterface: true),
                FeatureModule(name: "Search", hasInterface: true), // the last one
                FeatureModule(name: "Logbooks", hasInterface: true, uses: ["Search"]),
            ]
            """)
        #expect(throws: Refusal("Package.swift already lists the feature Search.")) {
            try FeaturesList.adding("", named: "Search", using: [], to: manifest)
        }
        #expect(throws: Refusal("Package.swift: the features list has no Charters with its interface, whose extension point the new feature fills.")) {
            try FeaturesList.adding("", named: "Logbooks", using: ["Search", "Charters"], to: manifest)
        }
        #expect(throws: Refusal.self) {
            try FeaturesList.adding("", named: "Logbooks", using: [], to: "let modules: [FeatureModule] = [\n]")
        }
    }
}
