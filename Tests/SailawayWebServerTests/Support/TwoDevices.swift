import Foundation
import PostgresTesting
import SyncClient

/// Which of two devices syncs first once both come back.
enum SyncOrder: String, CaseIterable, Sendable, CustomStringConvertible {
    case phoneFirst
    case laptopFirst

    var description: String { rawValue }
}

/// Two devices of one account on one server — Marta's phone, where she signed up, and her
/// laptop, where she signed in — both holding her checklist with two items, and a charter to
/// run it in; then each changes things while neither syncs, as if both were offline.
@MainActor
final class TwoDevices {
    let harness: WebHarness
    let phone: Device
    let laptop: Device
    /// The checklist both hold: “Passage Plan”, one section, two items.
    let checklist: UUID
    /// The charter both hold, to run the checklist in.
    let charter: UUID

    static let title = "Passage Plan"
    static let section = "Passage Plan, first section"
    static let firstItem = "Passage Plan, first item"
    static let secondItem = "Passage Plan, second item"

    init(_ engine: Engine) async throws {
        harness = try await WebHarness(engine)
        let server = try await harness.listen()
        phone = try await Device()
        laptop = try await Device()
        try await phone.signUp(to: server, as: "Marta Ferrer")
        try await laptop.signIn(to: server, as: "Marta Ferrer")
        checklist = try await phone.makeChecklist(Self.title, visibility: "private")
        try await phone.editChecklist(checklist) { [phone] in
            try await phone.app.tap("Add Item: \(Self.section)", Self.secondItem)
        }
        charter = try await phone.makeCharter("Summer Cruise")
        try await phone.syncNow()
        try await laptop.syncNow()
    }

    /// Both sync in `order`, then both once more in that order, so each has the other's
    /// changes; returns what each was told, in the order told.
    @discardableResult
    func syncBoth(_ order: SyncOrder) async throws -> (phone: [String], laptop: [String]) {
        let devices = order == .phoneFirst ? [phone, laptop] : [laptop, phone]
        var told: [ObjectIdentifier: [String]] = [:]
        for _ in 0..<2 {
            for device in devices {
                told[ObjectIdentifier(device), default: []] += try await device.syncNow()?.notices ?? []
            }
        }
        return (told[ObjectIdentifier(phone)] ?? [], told[ObjectIdentifier(laptop)] ?? [])
    }

    /// What the checklist's screen says on each device.
    func checklistTexts() async throws -> (phone: String, laptop: String) {
        (try await phone.checklistText(checklist), try await laptop.checklistText(checklist))
    }

    /// What the checklist's run in the charter says on each device.
    func runTexts() async throws -> (phone: String, laptop: String) {
        try phone.openRun(of: checklist, in: charter)
        try laptop.openRun(of: checklist, in: charter)
        return (await phone.screenText(), await laptop.screenText())
    }
}
