import FeatureRegistry
import Foundation
import PostgresTesting
import Testing

/// One server, three devices, each its own data directory, syncing over HTTP as the app does
/// (issue 38's first "done means"): Marta publishes a checklist on her phone; her laptop, signed
/// in to her account, has it after a sync; Jonas opens her link before his device holds it — the
/// link lands in Discover at once with a pending screen, which becomes the checklist when his
/// device syncs — finds it in Discover, rates it and forks it; her phone shows his rating after
/// it syncs. On each engine.
@MainActor
@Suite struct ThreeDevicesTests {
    @Test(arguments: Engine.allCases) func aChecklistPublishedOnAPhoneReachesTheLaptopAndAnotherSailorWhoseRatingComesBack(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let server = try await harness.listen()
        let phone = try await Device(), laptop = try await Device(), jonas = try await Device()
        let marta = try await phone.signUp(to: server, as: "Marta Ferrer")
        try await laptop.signIn(to: server, as: "Marta Ferrer")
        #expect(laptop.app.viewer.accountID == marta, "the laptop is Marta's")
        try await jonas.signUp(to: server, as: "Jonas Berg")

        let title = "Spinnaker Hoist Drill"
        let id = try await phone.makeChecklist(title, visibility: "public")
        try await phone.syncNow()

        // Her laptop, after a sync: the checklist in her Library and on its own screen.
        try await laptop.syncNow()
        try laptop.show("library")
        #expect(await laptop.screenText().contains(title), "the laptop's Library lists it")
        let onLaptop = try await laptop.checklistText(id)
        #expect(onLaptop.hasPrefix(title) && onLaptop.contains("\(title), first item"), "\(onLaptop)")

        // Jonas's device does not hold it: his Discover does not list it yet, and her link lands
        // in Discover at once, on a screen that says it is being fetched.
        try jonas.show("discover")
        #expect(!(await jonas.screenText()).contains(title))
        try jonas.openChecklist(id)
        let pending = await jonas.app.screen()
        #expect(jonas.app.state.selectedTab.rawValue == "discover", "the link opens in Discover")
        #expect(pending.kind == .pending, "\(Device.text(of: pending))")
        #expect(pending.title == "Opening…" && pending.subtitle == "Fetching it from the server.", "\(Device.text(of: pending))")
        #expect(try await jonas.sync.status(probing: false).opening == 1, "Sync Status: one item waiting to open")

        // His device syncs: the same screen is the checklist, and Discover lists it.
        try await jonas.syncNow()
        let opened = await jonas.app.screen()
        #expect(opened.kind != .pending && opened.title == title, "\(Device.text(of: opened))")
        #expect(Device.text(of: opened).contains("\(title), first item"))
        #expect(jonas.stackLinksEnd(with: "content/checklist/\(id.uuidString.lowercased())"), "the link stays where it landed")
        #expect(try await jonas.sync.status(probing: false).opening == 0)
        try jonas.show("discover")
        #expect(await jonas.screenText().contains(title), "his Discover lists it")

        // He rates it and forks it; the copy is his, in his Library.
        try jonas.openChecklist(id)
        try await jonas.app.tap("Rate")
        try await jonas.app.tap("5 Stars")
        try jonas.openChecklist(id)
        try await jonas.app.tap("Fork")
        try jonas.show("library")
        #expect(await jonas.screenText().contains(title), "the fork is in his Library")
        try await jonas.syncNow()
        #expect(try await jonas.sync.status(probing: false).waiting == 0, "his rating and fork reached the server")

        // Her phone, after a sync, shows his rating on her checklist.
        try await phone.syncNow()
        try phone.openChecklist(id)
        let rated = await phone.app.screen()
        #expect(rated.title == title)
        #expect(rated.subtitle?.contains("★ 5.0 (1 rating)") == true, "\(Device.text(of: rated))")
        print("three devices (\(engine)): phone → laptop, phone → Jonas (pending, then the checklist), Jonas's rating → phone")
    }
}
