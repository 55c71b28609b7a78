import CommunityProtocol
import Foundation
import HTTPTypes
import PostgresTesting
import SailawayDatabase
import Testing

/// What one sailor keeps to herself stays hers on a server many sailors share: nothing private,
/// no charter and no unlisted item (but by its own link) reaches the public, another account or
/// that account's browser — on any public page, any API answer or any screen of the app — and no
/// push of another account changes her records. On each engine.
///
/// Marta makes her things on her device, as a person does, and syncs them; the pages, the API
/// calls, the screens and the tables walked come from the build's link table, the served OpenAPI
/// document and the sync schema, so a new route, endpoint or synced table is walked too.
@MainActor
@Suite struct CommunityPrivacyTests {
    @Test(arguments: Engine.allCases) func nothingPrivateOrUnlistedReachesThePublicOrAnotherAccount(_ engine: Engine) async throws {
        let world = try await MartasThings(engine)
        let harness = world.harness
        let anyone = harness.api()
        let jonas = try await anyone.signUp(name: "Jonas Berg", email: "jonas@example.com")

        // (a) The public, and (b) Jonas: every public page of the build, with every id of hers.
        let pages = try harness.publicPaths(ids: world.ids, words: MartasThings.words)
        #expect(pages.count > 100, "every public pattern with every id: \(pages.count) pages")
        for path in pages {
            world.expectNoLeak(in: try await harness.get(path), at: path)
        }
        #expect(try await harness.get(world.page(of: world.unlisted)).text.contains(MartasThings.unlistedTitle), "an unlisted item opens by its link")

        // Every call of the API the served document describes: refused to the public where it
        // asks for a token; to Jonas, Discover and his pull first (an unlisted item is in no list),
        // then every item by id (an unlisted one by its own id only).
        let operations = try await APIOperations(harness.get("/api/openapi.json"))
        #expect(operations.reads.contains("/api/items/{id}") && operations.reads.contains("/api/sync/pull"))
        for template in operations.reads {
            for path in APIOperations.paths(of: template, ids: world.ids) {
                let answer = try await anyone.call(.get, path)
                if operations.needsToken(template) { #expect(answer.status == .unauthorized, "\(path) without a token") }
                world.expectNoLeak(in: answer, at: path)
            }
        }
        let discover = try await jonas.call(.get, "/api/sync/discover?limit=200")
        #expect(discover.text.contains(MartasThings.publicTitle), "her public checklist is in Discover")
        world.expectNoLeak(in: discover, at: "Discover")
        world.expectNoLeak(in: try await jonas.call(.get, "/api/sync/pull?after=0"), at: "Jonas's pull")
        for template in operations.reads.sorted(by: { !$0.contains("{") && $1.contains("{") }) {
            for path in APIOperations.paths(of: template, ids: world.ids) {
                world.expectNoLeak(in: try await jonas.call(.get, path), at: path)
            }
        }
        #expect(try await jonas.call(.get, "/api/items/\(world.unlisted.lowercased)").status == .ok)
        for id in [world.private, world.charter] {
            #expect(try await jonas.call(.get, "/api/items/\(id.lowercased)").status == .notFound)
        }

        // Every screen of the app, as Jonas's browser, by every pattern of the link table with
        // every item of hers but the unlisted one, whose own screen is opened last, alone.
        let browser = Browser(client: InProcessClient(harness.server.application))
        try await browser.signIn(email: "jonas@example.com")
        let first = try await browser.open("/app")
        #expect(first.status == .ok && !first.html.contains("Welcome to Sailaway"), "an account's browser starts in the app")
        let screens = try harness.appPaths(ids: world.roots.filter { $0 != world.unlisted }, words: MartasThings.words)
        for path in screens {
            let page = try await browser.open(path)
            world.expectNoLeak(in: HTTPAnswer(status: page.status, headers: page.headers, body: .init(string: page.html)), at: path)
        }
        let unlistedScreen = try await browser.open("/app\(world.page(of: world.unlisted))")
        #expect(unlistedScreen.html.contains(MartasThings.unlistedTitle), "an unlisted item's own link opens it in the app")
    }

    @Test(arguments: Engine.allCases) func noPushOfAnotherAccountChangesHerRecords(_ engine: Engine) async throws {
        let world = try await MartasThings(engine)
        let harness = world.harness
        let jonas = try await harness.api().signUp(name: "Jonas Berg", email: "jonas@example.com")
        let jonasID = try jonas.account.id
        let before = try await world.marta.pullAll()
        let attempts = PushAttempts(against: before.changes, by: jonasID, private: world.private, schema: harness.community.authority.schema)
        for kind in PushAttempts.Kind.allCases {
            #expect(attempts.changes.contains { $0.kind == kind }, "the sync schema and her rows give at least one “\(kind)”")
        }
        for attempt in attempts.changes {
            let outcome = try #require(try await jonas.push([attempt.change]).first)
            #expect(outcome.outcome == .refused || outcome.outcome == .gone, "\(attempt.kind): \(attempt.change.table) \(outcome)")
        }
        let after = try await world.marta.pullAll()
        #expect(Set(after.changes.map(\.row)) == Set(before.changes.map(\.row)), "her records are as they were")
        #expect(try await harness.get(world.page(of: world.published)).text.contains(MartasThings.publicTitle))
        #expect(!(try await harness.get(world.page(of: world.private)).text.contains(MartasThings.privateTitle)))
    }
}

/// Marta's things on a server: a checklist of each visibility and a charter, made on her device
/// and synced; every id her rows hold, and what must stay hers.
@MainActor
private struct MartasThings {
    static let privateTitle = "Quarantine Flag Secret"
    static let unlistedTitle = "Kedge Anchor Unlisted"
    static let publicTitle = "Lagoon Public Crossing"
    static let charterName = "Bosun Charter Secret"
    /// Words a query placeholder is filled with: pieces of every title.
    static let words = ["", "secret", "unlisted", "kedge", "quarantine", "bosun", "lagoon"]

    let harness: WebHarness
    let marta: APIClient
    let `private`: UUID, unlisted: UUID, published: UUID, charter: UUID
    /// Every id in her rows' keys: her account's, her items' and their parts'.
    let ids: [UUID]
    /// Her account and her items: what a screen is about.
    let roots: [UUID]

    init(_ engine: Engine) async throws {
        harness = try await WebHarness(engine)
        let device = try await Device()
        let account = try await device.signUp(to: try await harness.listen(), as: "Marta Ferrer")
        `private` = try await device.makeChecklist(Self.privateTitle, visibility: "private")
        unlisted = try await device.makeChecklist(Self.unlistedTitle, visibility: "unlisted")
        published = try await device.makeChecklist(Self.publicTitle, visibility: "public")
        charter = try await device.makeCharter(Self.charterName)
        try await device.syncNow()
        marta = try await device.api(over: InProcessClient(harness.server.application))
        let rows = try await marta.pullAll().changes
        guard rows.contains(where: { [charter] in $0.key.values.contains(SyncValue(charter)) }) else { throw HarnessError("her charter did not reach the server") }
        ids = Array(Set(rows.flatMap { $0.key.values.compactMap(\.uuid) })).sorted { $0.uuidString < $1.uuidString }
        roots = [account, `private`, unlisted, published, charter]
    }

    /// The public page of the content item `id`.
    func page(of id: UUID) -> String {
        "/content/checklist/\(id.lowercased)"
    }

    /// Records an issue for each thing of hers that `answer` to `path` shows and must not: her
    /// private checklist and her charter anywhere, her unlisted checklist but on its own page.
    func expectNoLeak(in answer: HTTPAnswer, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = answer.text
        for hidden in [Self.privateTitle, Self.charterName] where text.contains(hidden) {
            Issue.record("\(path) (\(answer.status.code)) shows “\(hidden)”", sourceLocation: sourceLocation)
        }
        if text.contains(Self.unlistedTitle), !path.contains(unlisted.lowercased) {
            Issue.record("\(path) (\(answer.status.code)) lists “\(Self.unlistedTitle)”, which opens by its own link only", sourceLocation: sourceLocation)
        }
    }
}

/// The calls the served OpenAPI document describes.
private struct APIOperations {
    /// The paths that answer `GET`, as the document writes them (`/api/items/{id}`).
    let reads: [String]
    private let secured: Set<String>

    init(_ document: HTTPAnswer) throws {
        guard let root = try JSONSerialization.jsonObject(with: Data(buffer: document.body)) as? [String: Any],
            let paths = root["paths"] as? [String: [String: Any]]
        else { throw HarnessError("the OpenAPI document has no paths") }
        reads = paths.filter { $0.value["get"] != nil }.map(\.key).sorted()
        secured = Set(paths.compactMap { path, operations in
            ((operations["get"] as? [String: Any])?["security"] != nil) ? path : nil
        })
    }

    /// Whether `GET template` asks for a token.
    func needsToken(_ template: String) -> Bool { secured.contains(template) }

    /// `template` with each placeholder filled with every one of `ids`.
    static func paths(of template: String, ids: [UUID]) -> [String] {
        guard let open = template.firstIndex(of: "{"), let close = template[open...].firstIndex(of: "}") else { return [template] }
        return ids.flatMap { id in paths(of: template.replacingCharacters(in: open...close, with: id.lowercased), ids: ids) }
    }
}

/// Every kind of push another account might try against her rows, made from her rows and the
/// sync schema: nothing names a table.
private struct PushAttempts {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case newRowUnderHerName = "a new row under her name"
        case editHerRow = "an edit of her row"
        case takeOverHerRow = "her row, made his"
        case deleteHerRow = "a delete of her row"
        case changeHerVisibility = "her item's visibility changed"
        case partUnderHerPrivateItem = "a part of his under her private item"

        var description: String { rawValue }
    }

    var changes: [(kind: Kind, change: RowChange)] = []

    init(against rows: [LoggedChange], by intruder: UUID, private item: UUID, schema: SyncSchema) {
        func attempt(_ kind: Kind, _ table: SyncedTable, _ operation: RowOperation, _ fields: SyncFields) {
            changes.append((kind, RowChange(
                id: UUID().uuidString, table: table.name, key: table.key(of: fields), operation: operation,
                base: operation == .delete ? fields : nil, fields: operation == .delete ? nil : fields
            )))
        }
        /// `row` with every id of its key new.
        func renewed(_ row: SyncFields, _ table: SyncedTable) -> SyncFields {
            var row = row
            for column in table.key where row[column]?.uuid != nil { row[column] = SyncValue(UUID()) }
            return row
        }
        var privateTree: [(table: SyncedTable, row: SyncFields)] = []
        for change in rows where change.operation == .upsert {
            guard let table = schema.table(change.table), let row = change.row else { continue }
            if case .column(let column) = table.owner, row[column]?.uuid != intruder {
                attempt(.newRowUnderHerName, table, .upsert, renewed(row, table))
                // (Where the owner is part of the key, a row naming him is another row: his own.)
                if !table.key.contains(column) {
                    var his = row
                    his[column] = SyncValue(intruder)
                    attempt(.takeOverHerRow, table, .upsert, his)
                }
            }
            var edited = row
            if let column = row.keys.sorted().first(where: { !table.key.contains($0) && row[$0]?.text != nil }) {
                edited[column] = .text("Changed by another sailor")
            }
            attempt(.editHerRow, table, .upsert, edited)
            attempt(.deleteHerRow, table, .delete, row)
            if case .visibility(let column) = table.readers, row[column] != .text("public") {
                var shown = row
                shown[column] = .text("public")
                attempt(.changeHerVisibility, table, .upsert, shown)
            }
            if row.values.contains(SyncValue(item)) { privateTree.append((table, row)) }
        }
        // A new row of every table that hangs under one of her private item's rows, his where
        // its owner is a column.
        for (parent, parentRow) in privateTree {
            for table in schema.children(of: parent.name) {
                guard let declared = table.parent, let parentKey = parentRow[parent.key[0]] else { continue }
                var row: SyncFields = [declared.column: parentKey]
                for column in table.key where row[column] == nil { row[column] = SyncValue(UUID()) }
                if case .column(let column) = table.owner { row[column] = SyncValue(intruder) }
                attempt(.partUnderHerPrivateItem, table, .upsert, row)
            }
        }
    }
}

extension UUID {
    /// The id as links spell it.
    var lowercased: String { uuidString.lowercased() }
}
