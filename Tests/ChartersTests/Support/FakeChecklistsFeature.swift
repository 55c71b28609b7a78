import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase

/// Checklists as Charters sees it, without the Checklists implementation: a feature named
/// "Checklists" that
///
/// - registers Checklists' routes from its interface, with a plain screen for each, so a
///   charter can be followed into a checklist's run;
/// - writes the sample checklists' rows of the shared `content` table (titles only: their
///   sections and items are Checklists' own), so the sample charters have checklists to run
///   and the form has checklists to choose;
/// - fills a section of the charter's page, as Checklists does, with each role's checklist
///   and the way into its run;
/// - answers a request for ``ChecklistResults/checklist`` with one of the user's checklists, as
///   Checklists' chooser does.
/// - keeps runs as its test says (``runKeeper``).
struct FakeChecklistsFeature: Feature {
    /// What it does when Charters asks it to forget a deleted charter's runs.
    var runKeeper = ChecklistRunKeeper.absent

    var name: String { FeatureDeclaration.checklists.name }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(ChecklistRoute.self, links: ChecklistRoute.links) { route, context in
            if case .choose = route, let request = context.request {
                return .screen(try await Self.chooser(answering: request, context: context))
            }
            return .screen(Screen(title: "Checklist \(route)", actions: [.goBack]))
        }
        registrar.contribute(
            FeatureData(migrations: [], sampleContent: FeatureMigration("sample checklists", migrate: Self.insertSamples)),
            to: DatabaseSchema.self
        )
        registrar.contribute(Self.section, to: CharterPageSections.self)
        registrar.provide(runKeeper, for: ChecklistRunKeeperKey.self)
    }

    /// What the fake section says of every run: it knows nothing of runs.
    static let runText = "Run kept by Checklists"

    /// Each role's checklist by its title, and an action opening its run.
    static let section = CharterPageSection(title: "Checklists", order: 10) { page, context in
        let titles = try await context.database().writer.read { db in
            try page.checklists.compactMapValues { id in try String.fetchOne(db, sql: "SELECT title FROM content WHERE id = ?", arguments: [id]) }
        }
        var rows: [ScreenRow] = []
        var actions: [ScreenAction] = []
        for role in CharterChecklistRole.allCases {
            guard let id = page.checklists[role], let title = titles[role] else {
                rows.append(ScreenRow("\(role.title): None chosen"))
                continue
            }
            rows.append(ScreenRow("\(role.title): \(title)", detail: runText))
            actions.append(.push("Open \(role.title) Checklist", to: ChecklistRoute.execution(charterID: page.id, checklistID: id)))
        }
        return CharterPageSection.Content(section: ScreenSection("Checklists", rows: rows), actions: actions)
    }

    /// A chooser of the user's own checklists, by title, and of none.
    static func chooser(answering request: ResultRequest, context: ScreenContext) async throws -> Screen {
        let key = ChecklistResults.checklist
        let owned = try await context.database().writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, title FROM content WHERE kind = 'checklist' AND authorID = ? ORDER BY updatedAt DESC", arguments: [SampleContent.currentUser])
                .map { (id: $0["id"] as UUID, title: $0["title"] as String) }
        }
        let actions = owned.map { checklist in
            ScreenAction(id: ActionID("use", checklist.id), "Use \(checklist.title)") { _ in .answer(key, with: checklist.id, to: request) }
        }
        return Screen(
            title: "Choose a Checklist",
            sections: [ScreenSection("Your checklists", rows: owned.map { ScreenRow($0.title) })],
            actions: actions + [ScreenAction(id: "use-none", "No Checklist") { _ in .answer(key, with: nil, to: request) }, .cancel()]
        )
    }

    /// The sample checklists as rows of `content`: the user's own, a fork, and others' public ones.
    static let samples: [(id: UUID, title: String, author: UUID, visibility: Visibility, updated: String)] = [
        (SampleChecklists.charterCheckIn, "Charter Check-in", SampleContent.sam, .public, "2026-05-21"),
        (SampleChecklists.dailyBoatChecks, "Daily Boat Checks", SampleContent.currentUser, .private, "2026-10-28"),
        (SampleChecklists.endOfCharter, "End of Charter", SampleContent.currentUser, .private, "2026-10-20"),
        (SampleChecklists.nightWatch, "Night Watch Handover", SampleContent.currentUser, .unlisted, "2026-09-02"),
        (SampleChecklists.myCheckIn, "Charter Check-in (Lefkada)", SampleContent.currentUser, .private, "2026-10-30"),
    ]

    @Sendable
    static func insertSamples(_ db: Database) throws {
        for sample in samples {
            let item = ContentItem(
                id: sample.id, kind: "checklist", title: sample.title, authorID: sample.author, visibility: sample.visibility,
                forkedFromID: sample.id == SampleChecklists.myCheckIn ? SampleChecklists.charterCheckIn : nil,
                createdAt: SampleContent.date(sample.updated)
            )
            _ = try SampleContent.insert(item, in: db)
        }
    }
}

/// A feature whose section of a charter's page always fails, as one whose tables are unreadable.
struct FailingPageSectionFeature: Feature {
    struct Soaked: Error, CustomStringConvertible {
        var description: String { "the log is soaked" }
    }

    var name: String { "Passages" }

    func register(with registrar: FeatureRegistrar) {
        registrar.contribute(CharterPageSection(title: "Passages", order: 20) { _, _ in throw Soaked() }, to: CharterPageSections.self)
    }
}

/// A feature whose section of a charter's page lists the entries of the charter's boat, as a
/// boat's logbook would: what it needs of the charter comes with the page.
struct BoatLogFeature: Feature {
    var name: String { "BoatLog" }

    func register(with registrar: FeatureRegistrar) {
        registrar.contribute(
            CharterPageSection(title: "Boat Log", order: 30) { page, _ in
                CharterPageSection.Content(section: ScreenSection("Boat Log", rows: [ScreenRow("Entries of \(page.boat) for \(page.name)")]))
            },
            to: CharterPageSections.self
        )
    }
}

/// A feature whose section of a charter's page shows only on a charter of a boat it keeps a
/// logbook for: on any other page it has nothing to show, and no heading is drawn.
struct RaceLogFeature: Feature {
    var name: String { "RaceLog" }

    func register(with registrar: FeatureRegistrar) {
        registrar.contribute(
            CharterPageSection(title: "Race Log", order: 40) { page, _ in
                page.boat.contains("Regatta") ? CharterPageSection.Content(section: ScreenSection("Race Log", rows: [])) : nil
            },
            to: CharterPageSections.self
        )
    }
}
