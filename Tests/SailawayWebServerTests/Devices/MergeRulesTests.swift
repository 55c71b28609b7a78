import Foundation
import PostgresTesting
import Testing

/// docs/SYNC.md's merge rules, one by one, as a person meets them: Marta's phone and laptop, one
/// account, both offline (neither syncs) while each changes the same checklist; then both sync,
/// the phone first or the laptop first, and once more — and both show the same, by the server's
/// order. On each engine, in both orders.
@MainActor
@Suite struct MergeRulesTests {
    typealias T = TwoDevices

    @Test(arguments: Engine.allCases, SyncOrder.allCases)
    func itemsAndSectionsAddedOnBothDevicesBothStay(_ engine: Engine, _ order: SyncOrder) async throws {
        let devices = try await TwoDevices(engine)
        for (device, name) in [(devices.phone, "Phone"), (devices.laptop, "Laptop")] {
            try await device.editChecklist(devices.checklist) {
                try await device.app.tap("Add Item: \(T.section)", "\(name) item")
                try await device.app.tap("Add Section", "\(name) section")
                try await device.app.tap("Add Item: \(name) section", "\(name) section's item")
            }
        }
        let told = try await devices.syncBoth(order)
        let (phone, laptop) = try await devices.checklistTexts()
        #expect(phone == laptop, "both devices show the same checklist:\n\(phone)\n---\n\(laptop)")
        for text in [T.firstItem, T.secondItem, "Phone item", "Laptop item", "Phone section", "Laptop section", "Phone section's item", "Laptop section's item"] {
            #expect(phone.contains(text) && laptop.contains(text), "\(text) stays")
        }
        #expect(phone.components(separatedBy: "Phone section\n").count == 2, "each section once:\n\(phone)")
        #expect(told.phone.isEmpty && told.laptop.isEmpty, "nothing was lost, nothing to tell: \(told)")
        #expect(try await devices.phone.sync.status(probing: false).waiting == 0)
        #expect(try await devices.laptop.sync.status(probing: false).waiting == 0)
    }

    @Test(arguments: Engine.allCases, SyncOrder.allCases)
    func aCheckMarkIsSetNotToggledAndTheLaterSetWins(_ engine: Engine, _ order: SyncOrder) async throws {
        let devices = try await TwoDevices(engine)
        // Both check the first item: set twice, it stays checked (two toggles would clear it).
        // The phone checks the second; the laptop checks it and then clears it.
        try devices.phone.openRun(of: devices.checklist, in: devices.charter)
        try await devices.phone.app.tap("Check: \(T.firstItem)")
        try await devices.phone.app.tap("Check: \(T.secondItem)")
        try devices.laptop.openRun(of: devices.checklist, in: devices.charter)
        try await devices.laptop.app.tap("Check: \(T.firstItem)")
        try await devices.laptop.app.tap("Check: \(T.secondItem)")
        try await devices.laptop.app.tap("Uncheck: \(T.secondItem)")

        try await devices.syncBoth(order)
        let (phone, laptop) = try await devices.runTexts()
        #expect(phone == laptop, "both devices show the same run:\n\(phone)\n---\n\(laptop)")
        let screen = await devices.phone.app.screen()
        let rows = screen.sections.flatMap(\.rows)
        #expect(rows.first { $0.text.hasSuffix(T.firstItem) }?.mark == .checked, "\(phone)")
        // The later set by the server's order: the device that synced last.
        #expect(rows.first { $0.text.hasSuffix(T.secondItem) }?.mark == (order == .phoneFirst ? .unchecked : .checked), "\(phone)")
    }

    @Test(arguments: Engine.allCases, SyncOrder.allCases)
    func theLaterOfTwoTitlesWinsOnBothAndTheOtherDeviceIsToldOnceWhatItTyped(_ engine: Engine, _ order: SyncOrder) async throws {
        let devices = try await TwoDevices(engine)
        for (device, title) in [(devices.phone, "Passage Plan from the phone"), (devices.laptop, "Passage Plan from the laptop")] {
            try await device.editChecklist(devices.checklist) { try await device.app.tap("Rename Checklist", title) }
        }
        let told = try await devices.syncBoth(order)
        let (winner, loser) = order == .phoneFirst ? ("laptop", "phone") : ("phone", "laptop")
        let notice = "Your edit “Passage Plan from the \(loser)” was replaced by a later one from another device: “Passage Plan from the \(winner)”."
        #expect((order == .phoneFirst ? told.phone : told.laptop) == [notice], "the loser is told, once: \(told)")
        #expect((order == .phoneFirst ? told.laptop : told.phone).isEmpty, "the winner is told nothing: \(told)")
        let loserDevice = order == .phoneFirst ? devices.phone : devices.laptop
        #expect(try await loserDevice.sync.takeNotices() == [notice], "the status line tells it")
        #expect(try await loserDevice.sync.takeNotices().isEmpty, "once")
        let (phone, laptop) = try await devices.checklistTexts()
        #expect(phone == laptop, "\(phone)\n---\n\(laptop)")
        #expect(phone.hasPrefix("Passage Plan from the \(winner)\n"), "\(phone)")
    }

    @Test(arguments: Engine.allCases, SyncOrder.allCases)
    func twoNotesWrittenOnOneItemBothStay(_ engine: Engine, _ order: SyncOrder) async throws {
        let devices = try await TwoDevices(engine)
        for (device, note) in [(devices.phone, "Reefed at noon"), (devices.laptop, "Wind backing south")] {
            try device.openRun(of: devices.checklist, in: devices.charter)
            try await device.app.tap("Add Note: \(T.firstItem)", note)
        }
        try await devices.syncBoth(order)
        let (phone, laptop) = try await devices.runTexts()
        #expect(phone == laptop, "both devices show the same run:\n\(phone)\n---\n\(laptop)")
        let screen = await devices.laptop.app.screen()
        let note = screen.sections.flatMap(\.rows).first { $0.text.hasSuffix(T.firstItem) }?.note
        // The later under the earlier, by the server's order.
        #expect(note == (order == .phoneFirst ? "Reefed at noon\nWind backing south" : "Wind backing south\nReefed at noon"), "\(phone)")
    }

    @Test(arguments: Engine.allCases, SyncOrder.allCases)
    func anEditOfAChecklistDeletedOnTheOtherDeviceIsKeptAsACopyInLibraryAndTold(_ engine: Engine, _ order: SyncOrder) async throws {
        let devices = try await TwoDevices(engine)
        try await devices.phone.deleteChecklist(devices.checklist)
        try await devices.laptop.editChecklist(devices.checklist) {
            try await devices.laptop.app.tap("Edit: \(T.firstItem)", "Passage Plan, first item, re-tied")
        }
        let told = try await devices.syncBoth(order)
        #expect(told.phone.isEmpty, "the phone deleted it and lost nothing: \(told)")
        var libraries: [String] = []
        for device in [devices.phone, devices.laptop] {
            try device.show("library")
            libraries.append(await device.screenText())
            #expect(try await device.sync.status(probing: false).waiting == 0)
            #expect(try await device.contentIDs(titled: T.title).contains(devices.checklist) == false, "the deletion stands")
        }
        #expect(libraries[0] == libraries[1], "both Libraries the same: \(libraries)")

        // The laptop's edit reaches the server after the delete: the push answers gone.
        let keptCopy = {
            #expect(
                told.laptop == ["“Passage Plan” was deleted on another device; what you changed is kept in a copy, in your Library."],
                "the laptop is told, once, that its edit is kept: \(told)"
            )
            #expect(libraries[1].contains(T.title), "the copy is in Library: \(libraries[1])")
            let copies = try await devices.laptop.contentIDs(titled: T.title)
            #expect(copies.count == 1, "one copy for one edited checklist: \(copies)")
            let copy = try await devices.laptop.checklistText(try #require(copies.first))
            #expect(copy.contains("Passage Plan, first item, re-tied"), "the copy holds the edit: \(copy)")
            #expect(try await devices.phone.checklistText(try #require(copies.first)) == copy, "the phone has the same copy")
        }
        if order == .phoneFirst {
            try await keptCopy()
        } else {
            // The edit reached the server first; the phone, which had not seen it, deleted the
            // checklist after: the delete takes the edit with it, and nothing is kept or told.
            await withKnownIssue("an edit the server took before a delete from a device that had not seen it is not kept as a copy") {
                try await keptCopy()
            }
        }
    }
}
