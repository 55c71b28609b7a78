@testable import Guides
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import GuidesInterface
import SailawayDatabase

/// The app with Guides alone, over fresh sample content.
@MainActor
func guidesApp() async throws -> AppHarness {
    try await AppHarness(features: [GuidesFeature()])
}

extension AppHarness {
    /// Home → New Guide → Create Blank, leaving the editor of a new guide on top; returns its
    /// identifier.
    func startBlankGuide(_ title: String) async throws -> UUID {
        try selectTab("home")
        try await tap("New Guide")
        try await tap("Create Blank", title)
        guard let id = state.selectedStack.last?.as(GuideRoute.self)?.contentScreen?.editor else {
            throw ActionError("The editor is not on top: \(stackLinks)")
        }
        return id
    }

    /// The titles and texts of the saved sections of guide `id`, in order.
    func savedSections(of id: UUID) async throws -> [[String]] {
        try await database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT title, body FROM guideSection WHERE guideID = ? ORDER BY position", arguments: [id])
                .map { [$0["title"], $0["body"]] }
        }
    }
}
