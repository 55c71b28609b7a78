import ChartersInterface
import Foundation

/// A charter as its form holds it before it is saved: what the create and edit screens show
/// and what their drafts keep between launches.
///
/// Every change is checked as it is made, so a refused input leaves the form as it was;
/// ``complete()`` checks that nothing a charter needs is missing. The screens submit every
/// detail at once (``CharterDetails``); a draft keeps the form between a refused submission,
/// a checklist chosen, and the next launch.
struct CharterForm: Codable, Hashable, Sendable {
    /// The most characters of a charter's name or boat.
    static let textLimit = 80
    /// The most characters of a crew member's name.
    static let crewNameLimit = 60
    /// The most people aboard.
    static let crewLimit = 12
    /// The most characters of the crew's names in one list, commas and spaces included: every
    /// one of the most people aboard, each at the longest a name may be.
    static let crewListLimit = crewLimit * (crewNameLimit + 2)

    /// The charter's name, such as "Aegean Week".
    private(set) var name = ""
    /// The boat, such as "Bavaria 46 “Meltemi”".
    private(set) var boat = ""
    /// The days aboard, once set.
    private(set) var days: CharterDays?
    /// The people aboard, in order.
    private(set) var crew: [String] = []
    /// The checklist of each role, by the role's raw value.
    private var checklists: [String: UUID] = [:]

    /// An empty form.
    init() {}

    /// The form of a saved charter.
    init(_ charter: Charter, crew: [String], checklists: [CharterChecklistRole: UUID]) {
        name = charter.name
        boat = charter.boat
        days = charter.days
        self.crew = crew
        for (role, id) in checklists {
            self.checklists[role.rawValue] = id
        }
    }

    // MARK: - Changing

    /// Sets the name, trimmed; refuses an empty or over-long one.
    mutating func setName(_ text: String) throws(CharterFormError) {
        name = try Self.requiredText(text, field: "name")
    }

    /// Sets the boat, trimmed; refuses an empty or over-long one.
    mutating func setBoat(_ text: String) throws(CharterFormError) {
        boat = try Self.requiredText(text, field: "boat")
    }

    /// Sets the days; refuses an end before the start.
    mutating func setDays(start: CharterDay, end: CharterDay) throws(CharterFormError) {
        days = try CharterDays(start: start, end: end)
    }

    /// Sets the crew from comma-separated names ("Alex Morgan, Priya Shah"); empty clears it.
    mutating func setCrew(_ list: String) throws(CharterFormError) {
        crew = try Self.crewNames(list)
    }

    /// The checklist chosen for `role`, if any.
    func checklist(for role: CharterChecklistRole) -> UUID? {
        checklists[role.rawValue]
    }

    /// Chooses the checklist of `role`, or none.
    mutating func setChecklist(_ id: UUID?, for role: CharterChecklistRole) {
        checklists[role.rawValue] = id
    }

    /// Sets every detail `details` gives, each checked as its own setter checks it: the
    /// details refused are left as they were, every other is set.
    ///
    /// - Returns: Why each refused detail was refused, by the name of the answer that gave it
    ///   (`name`, `boat`, `end`, `crew`); empty when all were set.
    mutating func apply(_ details: CharterDetails) -> [String: CharterFormError] {
        var refused: [String: CharterFormError] = [:]
        func set(_ field: String, _ change: (inout CharterForm) throws(CharterFormError) -> Void) {
            do throws(CharterFormError) { try change(&self) } catch { refused[field] = error }
        }
        set("name") { (form: inout CharterForm) throws(CharterFormError) in try form.setName(details.name) }
        set("boat") { (form: inout CharterForm) throws(CharterFormError) in try form.setBoat(details.boat) }
        set("end") { (form: inout CharterForm) throws(CharterFormError) in try form.setDays(start: details.start, end: details.end) }
        if let crew = details.crew {
            set("crew") { (form: inout CharterForm) throws(CharterFormError) in try form.setCrew(crew) }
        }
        return refused
    }

    // MARK: - Checking

    /// The form's values, once everything a charter needs is set.
    func complete() throws(CharterFormError) -> (name: String, boat: String, days: CharterDays) {
        guard !name.isEmpty else { throw .missing(field: "name") }
        guard !boat.isEmpty else { throw .missing(field: "boat") }
        guard let days else { throw .missing(field: "dates") }
        return (name, boat, days)
    }

    /// `text` trimmed, when it is neither empty nor longer than ``textLimit``.
    static func requiredText(_ text: String, field: String) throws(CharterFormError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: field) }
        guard trimmed.count <= textLimit else { throw .tooLong(field: field, length: trimmed.count, limit: textLimit) }
        return trimmed
    }

    /// The names in a comma-separated list, trimmed, blanks between commas skipped.
    static func crewNames(_ list: String) throws(CharterFormError) -> [String] {
        var names: [String] = []
        for part in list.split(separator: ",") {
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            names.append(try crewName(trimmed))
        }
        guard names.count <= crewLimit else { throw .tooManyCrew(count: names.count, limit: crewLimit) }
        return names
    }

    /// One crew member's name, trimmed; refuses an empty or over-long one.
    static func crewName(_ text: String) throws(CharterFormError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyCrewName }
        guard trimmed.count <= crewNameLimit else { throw .crewNameTooLong(name: trimmed, limit: crewNameLimit) }
        return trimmed
    }
}

/// What a charter's form submits, every detail at once: the name, boat and days, and on a new
/// charter the crew.
struct CharterDetails: Sendable {
    /// The name, as typed.
    var name: String
    /// The boat, as typed.
    var boat: String
    /// The first day aboard.
    var start: CharterDay
    /// The last day aboard.
    var end: CharterDay
    /// The crew as comma-separated names, or nil when the form does not set the crew (an edit).
    var crew: String?
}
