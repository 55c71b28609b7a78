/// The days a charter runs, first to last, both included: never ending before it starts.
struct CharterDays: Hashable, Sendable, CustomStringConvertible {
    /// The first day aboard.
    let start: CharterDay
    /// The last day aboard.
    let end: CharterDay

    /// The days from `start` to `end`; throws when `end` comes before `start`.
    init(start: CharterDay, end: CharterDay) throws(CharterFormError) {
        guard end >= start else { throw .endBeforeStart(start: start, end: end) }
        self.start = start
        self.end = end
    }

    /// The days from `start` to `end`, or `start` alone when `end` comes before it: for rows
    /// the database already checked, so a screen never fails on them.
    init(clamping start: CharterDay, _ end: CharterDay) {
        self.start = start
        self.end = max(start, end)
    }

    /// The days as people read them, the shared parts said once: `12–19 Jun 2027`.
    var description: String {
        start.spoken(through: end)
    }
}

// MARK: - Storage

extension CharterDays: Codable {
    private enum CodingKeys: String, CodingKey {
        case start, end
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(CharterDay.self, forKey: .start)
        let end = try container.decode(CharterDay.self, forKey: .end)
        do {
            try self.init(start: start, end: end)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .end, in: container, debugDescription: error.description)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }
}
