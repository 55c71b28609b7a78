@testable import Checklists
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import SailawayDatabase

/// The app with Checklists alone, over fresh sample content.
@MainActor
func checklistsApp() async throws -> AppHarness {
    try await AppHarness(features: [ChecklistsFeature()])
}

/// The app with Checklists and a stand-in for Charters, which names the sample charters: what
/// running a checklist within a charter needs.
@MainActor
func checklistsWithChartersApp() async throws -> AppHarness {
    try await AppHarness(features: [ChecklistsFeature(), StandInChartersFeature()])
}

extension AppHarness {
    /// Home → Create Checklist → Create Blank, leaving the editor of a new checklist on top;
    /// returns its identifier.
    func startBlankChecklist(_ title: String) async throws -> UUID {
        try selectTab("home")
        try await tap("Create Checklist")
        try await tap("Create Blank", title)
        guard let id = state.selectedStack.last?.as(ChecklistRoute.self)?.contentScreen?.editor else {
            throw ActionError("The editor is not on top: \(stackLinks)")
        }
        return id
    }
}
