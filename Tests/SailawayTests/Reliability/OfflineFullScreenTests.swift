import Foundation
import Testing

/// The PRD's network recovery in the full-screen app at a real terminal (tmux), with a real
/// `sailaway-web` that goes away and comes back: offline, a sailor checks three items, creates a
/// checklist and opens a link to another sailor's checklist that is not on the device; Sync
/// Status says those changes (3 checks of one item, a checklist of three rows) and 1 item wait; the server returns and, with no key pressed, within
/// 5 seconds the changes are on the server once each and the item opens.
@Suite(.serialized, .enabled(if: TmuxTerminal.tmuxPath != nil, "tmux drives the full-screen app (CI installs it)"))
struct OfflineFullScreenTests {
    /// The check-in run's title and size.
    static let run = (title: "Pre-Departure Safety", items: 14)

    /// B's own copy of a sample checklist (a fork, open on Discover) and a charter with the copy
    /// as its check-in, made with commands before B signs up (so they go with the sign-up): the
    /// check-in run is on top of the Charters tab. (The sample content's own private checklists
    /// are the sample sailor's, not the account's: a device signed in does not show them.)
    static func prepareCharter(_ device: SyncingDevice) throws {
        for command in [
            ["open", SyncKillTests.sampleChecklist], ["tap", "Fork"],
            ["tab", "charters"], ["tap", "New Charter"], ["tap", "Choose Check-in Checklist"], ["tap", "Use Pre-Departure Safety"],
            ["tap", "Create Charter", "Offline week", "Dufour 412", "2027-07-03", "2027-07-17", "Alex"], ["tap", "Open Check-in Checklist"],
        ] {
            try device.script.succeed(command)
        }
    }

    /// A's new checklist, with a section and an item, saved and made public, by commands as a
    /// script makes it; its id.
    static func publishChecklist(_ title: String, on device: SyncingDevice) throws -> String {
        try device.script.succeed("tab", "home")
        try device.script.succeed("tap", "Create Checklist")
        try device.script.succeed("tap", "Create Blank", title)
        let link = try device.link()
        let id = try #require(link.firstMatch(of: /[0-9a-fA-F-]{36}/).map { String($0.output).lowercased() }, "no id in \(link)")
        try device.script.succeed("tap", "Add Section", "Moorings")
        try device.script.succeed("tap", "Add Item: Moorings", "Fenders out")
        try device.script.succeed("tap", "Save")
        try device.script.succeed("tap", "Publish")
        try device.script.succeed("tap", "Make Public")
        return id
    }

    @Test func offlineChangesAndALinkWaitingAreSyncedAndOpenedWithinFiveSecondsOfTheServerReturning() throws {
        let binary = try SailawayBinary.located()
        let server = try CommunityServer(binary: binary)
        defer { server.kill() }

        // B first, so B's first sync lists Discover before A's checklist is there: its link is
        // to something not on B's device.
        let b = try SyncingDevice(email: "bea@example.com")
        try Self.prepareCharter(b)
        try b.signUp(to: server.address, as: "Bea Lind")
        #expect(try b.status()["waiting"] as? Int == 0, "the sign-up sent B's charter")

        let a = try SyncingDevice(email: "arne@example.com")
        try a.signUp(to: server.address, as: "Arne Holm")
        let title = "Harbour Stow"
        let id = try Self.publishChecklist(title, on: a)
        #expect(try a.sync() == 0)
        #expect(try a.status()["waiting"] as? Int == 0)
        let link = "sailaway://content/checklist/\(id)"

        server.stop()
        #expect(try b.sync() == 4, "the server cannot be reached")

        // Offline, at a terminal: three items checked, a checklist made, A's link opened.
        let terminal = try TmuxTerminal(binary: binary, dataDirectory: b.dataDirectory)
        try terminal.waitForTitle(Self.run.title)
        try terminal.choose("2.1 Bilge pump")
        try terminal.waitFor { $0.contains("1 of \(Self.run.items) checked.") }
        for checked in 2...3 {
            try terminal.press("Down")
            try terminal.press("Enter")
            try terminal.waitFor { $0.contains("\(checked) of \(Self.run.items) checked.") }
        }
        try terminal.press("1")
        try terminal.waitForTitle("Home")
        try terminal.choose("Create Checklist")
        try terminal.waitForTitle("New Checklist")
        try terminal.choose("Create Blank")
        try terminal.answer("Made offline")
        try terminal.waitForTitle("Edit “Made offline”")
        // A checklist needs a section with an item to be saved.
        try terminal.choose("Add Section")
        try terminal.answer("Deck")
        try terminal.waitFor { $0.contains("1. Deck") }
        try terminal.choose("Add Item")
        try terminal.answer("Fenders stowed")
        try terminal.waitFor { $0.contains("Fenders stowed") }
        try terminal.choose("Save")
        try terminal.waitForTitle("Made offline")
        try terminal.press("o")
        try terminal.answer(link)
        // The placeholder's words, wrapped at the window's width.
        let pending = try terminal.waitFor { $0.contains("Opening…") && $0.contains("not on this device yet") }
        let words = pending.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("It is not on this device yet: it opens by itself when this device is back online."), "\(pending)")

        // Sync Status while the app runs: the 4 changes — three checks and a checklist — and 1
        // item wait. Counted in rows' changes, the checklist is several (its row, its section,
        // its item, its row again as it is saved), shown as one item waiting.
        let status = try b.status()
        let byItem = (status["waitingFor"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["count"] as? Int ?? 0) }
        #expect(byItem.map(\.0) == [Self.run.title, "Made offline"], "\(status)")
        #expect(byItem.first?.1 == 3, "three checks: \(status)")
        #expect(status["waiting"] as? Int == byItem.map(\.1).reduce(0, +), "\(status)")
        #expect(status["opening"] as? Int == 1, "\(status)")
        #expect(status["online"] as? Bool == false, "\(status)")
        let waiting = try b.waitingChanges()
        #expect(waiting.count == status["waiting"] as? Int)

        // The server returns; no key is pressed.
        try server.start()
        let back = ContinuousClock.now
        var synced = false, opened = false
        while ContinuousClock.now - back < .seconds(5), !(synced && opened) {
            if !synced {
                let logged = try server.loggedChanges()
                synced = waiting.allSatisfy { logged[$0] != nil }
            }
            if !opened { opened = try terminal.title == title }
            usleep(50_000)
        }
        let took = ContinuousClock.now - back
        #expect(synced, "the changes did not reach the server within 5 s of its return")
        let screen = try terminal.screen
        #expect(opened, "A's checklist did not open within 5 s of the server's return:\n\(screen)")

        // Exactly once: each change applied, logged once; nothing else of B's logged.
        let logged = try server.loggedChanges()
        let outcomes = try server.outcomes()
        for change in waiting {
            #expect(logged[change] == 1, "change \(change) is in the server's log \(logged[change] ?? 0) times")
            #expect(outcomes[change] == "applied", "change \(change): \(outcomes[change] ?? "never answered")")
        }
        let after = try b.status()
        #expect(after["waiting"] as? Int == 0 && after["opening"] as? Int == 0, "\(after)")
        let shown = try terminal.settled()
        #expect(shown.contains("Moorings") && shown.contains("Fenders out"), "A's checklist, whole:\n\(shown)")
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil {
            print("offline full screen: 3 checks and a checklist (\(waiting.count) row changes) and 1 item waiting; synced and opened \(Int(took.milliseconds)) ms after the server returned")
        }
    }
}
