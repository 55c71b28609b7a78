import Community
import CommunityProtocol
import Foundation
import PostgresTesting
import SailawayDatabase
import Synchronization
import Testing

/// The authority applies what devices send once, as their accounts may, in one order; merges
/// concurrent changes as each column says; and gives each device what it may read and follows.
/// On each engine.
@Suite struct AuthorityTests {
    typealias H = CommunityHarness

    @Test(arguments: Engine.allCases) func aChangeIsAppliedOnceHoweverOftenItIsSent(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let marta = try await harness.sailor("Marta")
        let change = H.new("content", H.contentRow(UUID(), by: marta.account.id, title: "Ionian log"))
        let first = try await harness.push([change], from: marta)
        let again = try await harness.push([change, change], from: marta)
        #expect(first.map(\.outcome) == [.applied])
        #expect(again.map(\.outcome) == [.duplicate, .duplicate])
        #expect(again.map(\.seq) == first.map(\.seq) + first.map(\.seq))
    }

    @Test(arguments: Engine.allCases) func noOneWritesUnderAnotherAccountOrChangesAnothersRows(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let marta = try await harness.sailor("Marta")
        let jonas = try await harness.sailor("Jonas")
        let log = UUID()
        let row = H.contentRow(log, by: marta.account.id, title: "Ionian log", visibility: "public")
        try await harness.push([H.new("content", row)], from: marta)

        var claimed = H.contentRow(UUID(), by: marta.account.id, title: "Not Jonas's")
        claimed["visibility"] = .text("public")
        var renamed = row
        renamed["title"] = .text("Jonas's now")
        var hidden = row
        hidden["visibility"] = .text("private")
        var stolen = row
        stolen["authorID"] = SyncValue(jonas.account.id)
        var profile = try await harness.pull(marta, after: 0).rows("user")[marta.account.id] ?? [:]
        profile["name"] = .text("Someone else")
        let outcomes = try await harness.push(
            [
                H.new("content", claimed), H.edit("content", from: row, to: renamed), H.edit("content", from: row, to: hidden),
                H.edit("content", from: row, to: stolen), H.delete("content", row), H.new("user", profile),
                H.new("passage", ["id": SyncValue(UUID()), "logbookID": SyncValue(log), "text": .text("Jonas was here")]),
            ],
            from: jonas
        )
        #expect(outcomes.map(\.outcome) == Array(repeating: .refused, count: 7), "\(outcomes)")
        let seen = try await harness.authority.fetch(log, for: try await harness.session(jonas), in: harness.community.database)
        #expect(seen?.rows("content")[log]?["title"] == .text("Ionian log"))
        #expect(seen?.rows("passage").isEmpty == true)
    }

    @Test(arguments: Engine.allCases) func aRatingReachesTheAuthorsDevicesAndOnlyAnItemOneMayReadIsRated(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let marta = try await harness.sailor("Marta")
        let jonas = try await harness.sailor("Jonas")
        let published = UUID(), secret = UUID()
        try await harness.push(
            [H.new("content", H.contentRow(published, by: marta.account.id, title: "Public log", visibility: "public")),
             H.new("content", H.contentRow(secret, by: marta.account.id, title: "Diary"))],
            from: marta
        )
        let cursor = try await harness.pull(marta, after: 0).cursor
        func rating(_ item: UUID) -> SyncFields {
            ["contentID": SyncValue(item), "userID": SyncValue(jonas.account.id), "stars": .integer(5), "ratedAt": .text("2026-11-01 00:00:00.000")]
        }
        let outcomes = try await harness.push([H.new("rating", rating(published)), H.new("rating", rating(secret))], from: jonas)
        #expect(outcomes.map(\.outcome) == [.applied, .refused])

        let martasLaptop = try await harness.otherDevice(of: marta)
        let batch = try await harness.pull(martasLaptop, after: cursor)
        #expect(batch.changes.contains { $0.table == "rating" && $0.row?["stars"] == .integer(5) })
        #expect(batch.rows("user")[jonas.account.id]?["name"] == .text("Jonas"), "the rater's profile comes with it")
    }

    @Test(arguments: Engine.allCases) func aDevicePullsItsAccountsRowsAndWhatItHoldsNeverAnothersPrivateOnes(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let marta = try await harness.sailor("Marta")
        let jonas = try await harness.sailor("Jonas")
        let shown = UUID(), unlisted = UUID(), diary = UUID()
        try await harness.push(
            [H.new("content", H.contentRow(shown, by: marta.account.id, title: "Shown", visibility: "public")),
             H.new("content", H.contentRow(unlisted, by: marta.account.id, title: "By link", visibility: "unlisted")),
             H.new("content", H.contentRow(diary, by: marta.account.id, title: "Diary"))],
            from: marta
        )
        let jonasSession = try await harness.session(jonas)
        let start = try await harness.pull(jonas, after: 0)
        #expect(start.rows("content").isEmpty, "nothing of Marta's until Jonas asks")
        #expect(try await harness.authority.fetch(diary, for: jonasSession, in: harness.community.database) == nil)
        #expect(try await harness.authority.fetch(unlisted, for: jonasSession, in: harness.community.database) != nil, "an unlisted item opens by its link")
        let discovered = try await harness.authority.discover(limit: 10, for: jonasSession, in: harness.community.database)
        #expect(Set(discovered.rows("content").keys) == [shown], "Discover lists public items only")

        // Held items are followed: a change comes with the next pull; made private, taken back.
        var renamed = H.contentRow(shown, by: marta.account.id, title: "Shown again", visibility: "public")
        try await harness.push([H.edit("content", from: H.contentRow(shown, by: marta.account.id, title: "Shown", visibility: "public"), to: renamed)], from: marta)
        let followed = try await harness.pull(jonas, after: start.cursor)
        #expect(followed.rows("content")[shown]?["title"] == .text("Shown again"))
        let before = renamed
        renamed["visibility"] = .text("private")
        try await harness.push([H.edit("content", from: before, to: renamed)], from: marta)
        let taken = try await harness.pull(jonas, after: followed.cursor)
        #expect(taken.rows("content").isEmpty)
        #expect(taken.deleted("content") == [["id": SyncValue(shown)]])
        #expect(try await harness.pull(jonas, after: taken.cursor).changes.isEmpty, "taken back once")
        #expect(try await harness.pull(jonas, after: 0).rows("content").keys.sorted(by: { $0.uuidString < $1.uuidString }) == [unlisted])
    }

    // MARK: - Merging

    @Test(arguments: Engine.allCases) func theLaterOfTwoEditsOfOneTitleWinsAndTheOtherDeviceIsToldWhatItTyped(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        let log = UUID()
        let original = H.contentRow(log, by: phone.account.id, title: "Ionian log")
        try await harness.push([H.new("content", original)], from: phone)
        var fromPhone = original
        fromPhone["title"] = .text("Ionian log 2026")
        var fromLaptop = original
        fromLaptop["title"] = .text("Lefkada log")
        fromLaptop["visibility"] = .text("unlisted")
        try await harness.push([H.edit("content", from: original, to: fromPhone)], from: phone)
        try await harness.push([H.edit("content", from: original, to: fromLaptop)], from: laptop)

        let phoneBatch = try await harness.pull(phone, after: 0)
        #expect(phoneBatch.rows("content")[log]?["title"] == .text("Lefkada log"))
        #expect(phoneBatch.rows("content")[log]?["visibility"] == .text("unlisted"))
        #expect(phoneBatch.notices.map(\.text) == ["Your edit “Ionian log 2026” was replaced by a later one from another device: “Lefkada log”."])
        #expect(try await harness.pull(phone, after: 0).notices.isEmpty, "told once")
        #expect(try await harness.pull(laptop, after: 0).notices.isEmpty, "the later edit's device lost nothing")
    }

    @Test(arguments: Engine.allCases) func editsOfDifferentColumnsBothStay(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        let log = UUID()
        let original = H.contentRow(log, by: phone.account.id, title: "Ionian log")
        try await harness.push([H.new("content", original)], from: phone)
        var titled = original
        titled["title"] = .text("Ionian log 2026")
        var published = original
        published["visibility"] = .text("public")
        try await harness.push([H.edit("content", from: original, to: titled)], from: phone)
        try await harness.push([H.edit("content", from: original, to: published)], from: laptop)
        let row = try await harness.pull(laptop, after: 0).rows("content")[log]
        #expect(row?["title"] == .text("Ionian log 2026") && row?["visibility"] == .text("public"))
    }

    /// A replica's check of each row (a node's rehearsal) runs before the push's transaction,
    /// on the row as sent; within it only a row a merge changed is checked again, as it will
    /// stand — and a row the check refuses is refused either way.
    @Test(arguments: Engine.allCases) func aRowIsCheckedAsSentBeforeThePushAndAgainOnlyWhenAMergeChangedIt(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        let checked = Mutex<[String]>([])
        let check: Authority.RowCheck = { rows in
            rows.map { checking in
                let title = checking.row["title"]?.text ?? ""
                checked.withLock { $0.append("\(title) \(checking.row["visibility"]?.text ?? "")") }
                return title == "Unkeepable" ? "CHECK constraint failed: title" : nil
            }
        }
        func push(_ changes: [RowChange], from device: Accounts.SignedIn) async throws -> [Authority.Outcome] {
            try await harness.authority.push(changes, from: .device(try await harness.session(device)), in: harness.community.database, checking: check)
        }
        let log = UUID()
        let original = H.contentRow(log, by: phone.account.id, title: "Ionian log")
        _ = try await push([H.new("content", original)], from: phone)
        #expect(checked.withLock { $0 } == ["Ionian log private"], "checked once, as sent")

        var titled = original
        titled["title"] = .text("Ionian log 2026")
        var published = original
        published["visibility"] = .text("public")
        _ = try await push([H.edit("content", from: original, to: titled)], from: phone)
        checked.withLock { $0 = [] }
        _ = try await push([H.edit("content", from: original, to: published)], from: laptop)
        #expect(checked.withLock { $0 } == ["Ionian log public", "Ionian log 2026 public"], "as sent, then as the merge made it")

        var unkeepable = titled
        unkeepable["title"] = .text("Unkeepable")
        let refused = try await push([H.edit("content", from: titled, to: unkeepable)], from: phone)
        #expect(refused.map(\.outcome) == [.refused])
        #expect(refused.first?.reason?.contains("CHECK constraint failed: title") == true)
    }

    @Test(arguments: Engine.allCases) func twoNotesWrittenAtOnceBothStayAndAdditionsBothStay(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        let log = UUID(), passage = UUID()
        let original = ["id": SyncValue(passage), "logbookID": SyncValue(log), "text": .text("")]
        try await harness.push([H.new("content", H.contentRow(log, by: phone.account.id, title: "Log")), H.new("passage", original)], from: phone)
        var first = original
        first["text"] = .text("Reefed at noon")
        var second = original
        second["text"] = .text("Wind backing south")
        let added = ["id": SyncValue(UUID()), "logbookID": SyncValue(log), "text": .text("Anchored")]
        try await harness.push([H.edit("passage", from: original, to: first)], from: phone)
        try await harness.push([H.edit("passage", from: original, to: second), H.new("passage", added)], from: laptop)
        let rows = try await harness.pull(phone, after: 0).rows("passage")
        #expect(rows[passage]?["text"] == .text("Reefed at noon\nWind backing south"))
        #expect(rows.count == 2)
    }

    @Test(arguments: Engine.allCases) func twoNotesOnARowBothDevicesMadeNewAtOnceBothStay(_ engine: Engine) async throws {
        // A run's note is a row keyed by its charter and item: two devices that each wrote the
        // first note on one item both made that row new, neither with a base.
        let harness = try await H(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        let log = UUID(), passage = UUID()
        func note(_ text: String) -> SyncFields { ["id": SyncValue(passage), "logbookID": SyncValue(log), "text": .text(text)] }
        try await harness.push([H.new("content", H.contentRow(log, by: phone.account.id, title: "Log")), H.new("passage", note("Reefed at noon"))], from: phone)
        try await harness.push([H.new("passage", note("Wind backing south"))], from: laptop)
        #expect(try await harness.pull(phone, after: 0).rows("passage")[passage]?["text"] == .text("Reefed at noon\nWind backing south"))
        // Made new again by the device that wrote it last, it is that device's own change.
        try await harness.push([H.new("passage", note("Anchored"))], from: laptop)
        #expect(try await harness.pull(phone, after: 0).rows("passage")[passage]?["text"] == .text("Anchored"))
    }

    @Test(arguments: Engine.allCases) func aColumnARowMadeNewHoldsByDefaultDoesNotReplaceAnotherDevicesValue(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        // Both made one row new: the phone published it; the laptop's is private by default.
        let log = UUID()
        try await harness.push([H.new("content", H.contentRow(log, by: phone.account.id, title: "Log", visibility: "public"))], from: phone)
        var made = H.new("content", H.contentRow(log, by: phone.account.id, title: "Log"))
        made.defaulted = ["visibility"]
        try await harness.push([made], from: laptop)
        #expect(try await harness.pull(laptop, after: 0).rows("content")[log]?["visibility"] == .text("public"))
    }

    @Test(arguments: Engine.allCases) func anEditOfWhatWasDeletedElsewhereIsGoneAndSaysSo(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        let log = UUID(), passage = UUID()
        let row = H.contentRow(log, by: phone.account.id, title: "Log")
        let part = ["id": SyncValue(passage), "logbookID": SyncValue(log), "text": .text("Departed")]
        try await harness.push([H.new("content", row), H.new("passage", part)], from: phone)
        try await harness.push([H.delete("content", row)], from: phone)
        var edited = part
        edited["text"] = .text("Departed at dawn")
        let outcomes = try await harness.push(
            [H.edit("passage", from: part, to: edited), H.new("passage", ["id": SyncValue(UUID()), "logbookID": SyncValue(log), "text": .text("New")])],
            from: laptop
        )
        #expect(outcomes.map(\.outcome) == [.gone, .gone])
    }

    @Test(arguments: Engine.allCases) func aDeleteOfAnItemAnotherDeviceChangedUnseenKeepsItAsACopyForThatDevice(_ engine: Engine) async throws {
        let harness = try await H(engine)
        let phone = try await harness.sailor("Marta")
        let laptop = try await harness.otherDevice(of: phone)
        let log = UUID(), passage = UUID()
        let row = H.contentRow(log, by: phone.account.id, title: "Log")
        let part = ["id": SyncValue(passage), "logbookID": SyncValue(log), "text": .text("Departed")]
        try await harness.push([H.new("content", row), H.new("passage", part)], from: phone)
        let seen = try await harness.pull(phone, after: 0).cursor
        _ = try await harness.pull(laptop, after: 0)
        var edited = part
        edited["text"] = .text("Departed at dawn")
        try await harness.push([H.edit("passage", from: part, to: edited)], from: laptop)

        // The phone, which had not seen the edit, deletes the log: a part first, then the item.
        let phoneSession = try await harness.session(phone)
        let outcomes = try await harness.authority.push(
            [H.delete("passage", part), H.delete("content", row)], from: .device(phoneSession, seen: seen), in: harness.community.database
        )
        #expect(outcomes.map(\.outcome) == [.applied, .applied])
        let laptopBatch = try await harness.pull(laptop, after: 0)
        let phoneBatch = try await harness.pull(phone, after: 0)
        #expect(laptopBatch.rows("content")[log] == nil, "the deletion stands")
        let copies = laptopBatch.rows("content").filter { $0.value["title"] == .text("Log") }
        #expect(copies.count == 1, "one copy: \(copies)")
        let copy = try #require(copies.first?.key)
        #expect(laptopBatch.rows("passage").values.map { $0["text"] } == [.text("Departed at dawn")], "the copy holds the edit")
        #expect(laptopBatch.rows("passage").values.first?["logbookID"] == SyncValue(copy))
        #expect(phoneBatch.rows("content").keys.sorted { $0.uuidString < $1.uuidString } == [copy], "the same copy on the phone")
        #expect(laptopBatch.notices.map(\.text) == ["“Log” was deleted on another device; what you changed is kept in a copy, in your Library."])
        #expect(phoneBatch.notices.isEmpty, "the phone lost nothing")

        // A device that had seen the edit deletes without a copy; so does one that does not say.
        let other = UUID()
        let otherRow = H.contentRow(other, by: phone.account.id, title: "Other")
        try await harness.push([H.new("content", otherRow)], from: laptop)
        let now = try await harness.pull(phone, after: 0).cursor
        _ = try await harness.authority.push([H.delete("content", otherRow)], from: .device(phoneSession, seen: now), in: harness.community.database)
        #expect(try await harness.pull(phone, after: 0).rows("content").count == 1)
        #expect(try await harness.pull(laptop, after: 0).notices.isEmpty)
    }
}
