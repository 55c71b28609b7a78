import AppShellInterface
import ContentCore
import ContentInterface
import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase

// A fourth kind of content, whole: passage plans, a passage's waypoints in order. It declares its
// name, its parts and their table, its page, its editor's rows and how to start one; its links,
// draft, listings, fork picker, sheets and dialogs come from ContentInterface and ContentCore.

@CasePathable
enum PassagePlanRoute: ContentKindRoute {
    case content(ContentScreen)
    static let contentKind = "plan"
    static var contentCase: ContentCase { \.content }
    static let links = contentLinks(detailOpensIn: [.home])
}

/// A saved passage plan and its waypoints.
struct PassagePlan: PartedContent, Hashable {
    struct Waypoint: DraftPart { var id: UUID; var name: String }
    var content: ContentItem
    var parts: [Waypoint]
    var id: UUID { content.id }
    var title: String { content.title }
    static let kind = ContentKind(PassagePlanRoute.contentKind, noun: "passage plan")
    static let part = "waypoint"
    static let maxParts = 40
    static let waypointRule = TextRule("A waypoint", limit: 80)

    /// The plan of `content` with its waypoints.
    static func read(_ content: ContentItem, in db: Database) throws -> PassagePlan {
        let rows = try Row.fetchAll(db, sql: "SELECT id, name FROM planWaypoint WHERE planID = ? ORDER BY position", arguments: [content.id])
        return PassagePlan(content: content, parts: rows.map { Waypoint(id: $0["id"], name: $0["name"]) })
    }

    /// Makes the saved waypoints of plan `id` exactly `waypoints`.
    static func write(_ waypoints: [Waypoint], of id: UUID, in db: Database) throws {
        try db.execute(sql: "DELETE FROM planWaypoint WHERE planID = ?", arguments: [id])
        for (position, waypoint) in waypoints.enumerated() {
            try db.execute(sql: "INSERT INTO planWaypoint (id, planID, position, name) VALUES (?, ?, ?, ?)", arguments: [waypoint.id, id, position, waypoint.name])
        }
    }
}

struct PassagePlansFeature: Feature {
    var name: String { "PassagePlans" }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(PassagePlanRoute.self, links: PassagePlanRoute.links) { route, context in
            switch route {
            case .content(let screen): try await PassagePlanScreens(context: context).screen(for: screen)
            }
        }
        registrar.contribute(QuickAction(title: "New Passage Plan", systemImage: "map", order: 40, route: PassagePlanRoute.typeSelection), to: QuickActions.self)
        registrar.contribute(
            FeatureData(migrations: [
                FeatureMigration("waypoints") { db in
                    try db.create(table: "planWaypoint") { t in
                        t.primaryKey("id", .blob)
                        t.column("planID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
                        t.column("position", .integer).notNull()
                        t.column("name", .text).notNull()
                    }
                }
            ]),
            to: DatabaseSchema.self
        )
        ContentListings(PassagePlanRoute.self, title: "Passage Plans", order: 40).register(with: registrar)
    }
}

/// A plan's page, how to start one and its editor; the rest as every kind shows it.
struct PassagePlanScreens: ContentKindScreens {
    typealias KindRoute = PassagePlanRoute
    let context: ScreenContext
    let database: SailawayDatabase
    static let notFound = ScreenResult.notFound("This passage plan was deleted or you don't have access.")

    init(context: ScreenContext) throws {
        self.context = context
        database = try context.database()
    }

    var drafts: ContentDrafts<ContentDraft<PassagePlan>> {
        ContentDrafts(kind: PassagePlan.kind, database: database, viewer: context.viewer, now: context.context.now, loadSaved: PassagePlan.read)
    }

    func detail(_ id: UUID) async throws -> ScreenResult {
        let viewer = context.viewer.accountID
        guard let (plan, header) = try await database.writer.read({ db -> (PassagePlan, ContentHeader)? in
            guard let content = try ContentItem.visible(id, kind: PassagePlan.kind, to: viewer, in: db) else { return nil }
            return (try PassagePlan.read(content, in: db), try ContentHeader.fetch(content, viewer: viewer, in: db))
        }) else { return Self.notFound }
        let (actions, primary) = ContentDetailActions(
            header: header, kind: PassagePlan.kind, routes: ContentRoutes(KindRoute.self), showAuthor: { _ in nil }, fork: fork
        ).toolbar()
        let waypoints = ScreenSection("Waypoints", rows: plan.parts.map { ScreenRow($0.name, id: $0.id.uuidString) })
        return .screen(Screen(title: plan.title, subtitle: header.detailLine, sections: [waypoints], actions: actions, primaryAction: primary))
    }

    func start() -> Screen {
        let makeID = context.context.makeID
        return ContentStartScreen(
            drafts: drafts, routes: ContentRoutes(KindRoute.self), blankDetail: "Start from a title and add waypoints.",
            forkDetail: "Copy a plan from Discover, then make it yours.", nextStep: "Add waypoints",
            blank: { try ContentDraft<PassagePlan>.blank(id: makeID(), title: $0) }
        ).screen()
    }

    func editor(_ id: UUID) async throws -> ScreenResult {
        guard let working = try await drafts.editable(id) else { return Self.notFound }
        let (draft, makeID, drafts) = (working.draft, context.context.makeID, drafts)
        let editor = EditorActions(drafts: drafts, id: id, routes: ContentRoutes(KindRoute.self)) { draft in
            let waypoints = try draft.readyToSave()
            return try await drafts.save(draft, title: draft.title, body: ContentItem.body(of: waypoints.map(\.name))) { db in
                try PassagePlan.write(waypoints, of: draft.id, in: db)
            }
        }
        let add = editor.edit("add-waypoint", "Add Waypoint", [PassagePlan.waypointRule.input("name", prompt: "Waypoint")], kind: .add) { draft, input in
            try draft.append(PassagePlan.Waypoint(id: makeID(), name: try PassagePlan.waypointRule.check(input.text("name"))))
            return "Added the waypoint “\(draft.parts[draft.parts.count - 1].name)”."
        }
        let own = EditorActions<ContentDraft<PassagePlan>>.ownActions(of: draft.parts) { waypoint in
            editor.partActions(
                "waypoint", id: waypoint.id, on: waypoint.name, edits: [], canMove: { draft.canMove(waypoint.id, $0) },
                move: { draft, direction in DraftParts.moved(waypoint.name, to: try draft.move(waypoint.id, direction), of: draft.parts.count) },
                remove: { draft in "Removed the waypoint “\(try draft.remove(waypoint.id).name)”." }
            )
        }
        let rows = draft.parts.map { ScreenRow($0.name, id: $0.id.uuidString, actions: own.byPart[$0.id] ?? []) }
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”", sections: [ScreenSection("Waypoints", rows: rows, emptyText: "No waypoints yet.")],
                actions: own.all + [add] + editor.saving(hasUnsavedChanges: working.hasUnsavedChanges), primaryAction: editor.saveAction.id
            )
        )
    }

    func fork(_ id: UUID) async throws -> ContentItem? {
        let makeID = context.context.makeID
        return try await ContentItem.fork(id, kind: PassagePlan.kind, by: try context.viewer.account(), at: context.context.now(), makeID: makeID, in: database) {
            try PassagePlan.write(try PassagePlan.read($0, in: $2).parts.map { .init(id: makeID(), name: $0.name) }, of: $1.id, in: $2)
        }
    }
}
