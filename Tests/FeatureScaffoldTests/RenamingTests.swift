import FeatureScaffold
import Foundation
import Testing

/// The template's names and identifiers, replaced by the new feature's.
struct RenamingTests {
    static let template = try! FeatureName("FieldNotes")

    @Test func everyFormOfTheTemplatesNameBecomesTheSameFormOfTheNewOne() throws {
        let renaming = Renaming(from: Self.template, to: try FeatureName("PassagePlans"), identifiersIn: [])
        let text = """
            struct FieldNotesFeature { let store: FieldNoteStore; let entry: FieldNoteEntry }
            FeatureDeclaration.fieldNotes, TabID.fieldNotes, "sailaway://fieldnotes/entry", table "fieldNoteEntry"
            /// The field note entries of FieldNotes' tab. Field note entries, "field-note-entry".
            LibrarySection(title: "Field Notes"), "Open Field Notes"
            """
        #expect(renaming.apply(to: text) == """
            struct PassagePlansFeature { let store: PassagePlanStore; let entry: PassagePlanEntry }
            FeatureDeclaration.passagePlans, TabID.passagePlans, "sailaway://passageplans/entry", table "passagePlanEntry"
            /// The passage plan entries of PassagePlans' tab. Passage plan entries, "passage-plan-entry".
            LibrarySection(title: "Passage Plans"), "Open Passage Plans"
            """)
        #expect(renaming.apply(to: "Modules/FieldNotes/Data/FieldNoteSamples.swift") == "Modules/PassagePlans/Data/PassagePlanSamples.swift")
    }

    @Test func aNameNotInThePluralKeepsItsFormsApart() throws {
        let renaming = Renaming(from: Self.template, to: try FeatureName("Weather"), identifiersIn: [])
        #expect(renaming.apply(to: "FieldNotes' FieldNotes FieldNote FieldNoteEntry") == "Weather's Weather Weather WeatherEntry")
    }

    @Test func eachSampleIdentifierBecomesOneNewOneInTheCaseItIsWrittenIn() throws {
        let sample = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        var made = [UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!]
        let renaming = Renaming(
            from: Self.template, to: try FeatureName("Logbooks"),
            identifiersIn: ["UUID(uuidString: \"\(sample)\")", "sailaway://fieldnotes/entry/\(sample.lowercased())"],
            makeID: { made.removeFirst() }
        )
        #expect(renaming.apply(to: "\(sample) \(sample.lowercased()) 3F2504E0-4F89-11D3-9A0C-0305E82C3302") ==
            "00000000-0000-0000-0000-00000000000A 00000000-0000-0000-0000-00000000000a 3F2504E0-4F89-11D3-9A0C-0305E82C3302")
        #expect(made.count == 1)
    }
}
