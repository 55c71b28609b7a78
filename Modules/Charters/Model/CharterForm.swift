import ChartersInterface
import Foundation

/// A charter as its form holds it before it is saved: what the create and edit screens show
/// and what their drafts keep between launches.
///
/// Every change is checked as it is made, so a refused input leaves the form as it was;
/// ``complete()`` checks that nothing a charter needs is missing.
struct CharterForm: Codable, Hashable, Sendable {
    /// The most characters of a charter's name or boat.
    static let textLimit = 80
    /// The most characters of a crew member's name.
    static let crewNameLimit = 60
    /// The most people aboard.
    static let crewLimit = 12

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

    /// Sets the days from two `YYYY-MM-DD` texts; refuses a bad day or an end before the start.
    mutating func setDays(start: String, end: String) throws(CharterFormError) {
        let first: CharterDay
        let last: CharterDay
        do {
            first = try CharterDay(parsing: start)
            last = try CharterDay(parsing: end)
        } catch {
            throw .badDay(error)
        }
        days = try CharterDays(start: first, end: last)
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

    // MARK: - Checking

    /// The form's values, once everything a charter needs is set.
    func complete() throws(CharterFormError) -> (name: String, boat: String, days: CharterDays) {
        guard !name.isEmpty else { throw .missing(field: "name", action: "Set Name") }
        guard !boat.isEmpty else { throw .missing(field: "boat", action: "Set Boat") }
        guard let days else { throw .missing(field: "dates", action: "Set Dates") }
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
