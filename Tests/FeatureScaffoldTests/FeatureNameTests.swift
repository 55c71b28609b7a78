import FeatureScaffold
import Testing

struct FeatureNameTests {
    @Test func everyFormOfAName() throws {
        let name = try FeatureName("PassagePlans")
        #expect(name.member == "passagePlans")
        #expect(name.link == "passageplans")
        #expect(name.record == "PassagePlanEntry")
        #expect(name.table == "passagePlanEntry")
        #expect(name.words == "passage plan")
        #expect(name.sentenceWords == "Passage plan")
        #expect(name.title == "Passage Plans")
        #expect(name.contentType == "passage-plan-entry")
        #expect(try FeatureName("AISTargets").member == "aisTargets")
        #expect(try FeatureName("AISTargets").words == "AIS target")
        #expect(try FeatureName("Weather").possessive == "Weather's")
    }

    @Test(arguments: ["logbooks", "Log-books", "Protocol", "LogbooksTests", "", "3D"])
    func aNameThatCannotNameAFeatureIsRefused(_ name: String) {
        #expect(throws: Refusal.self) { try FeatureName(name) }
    }
}
