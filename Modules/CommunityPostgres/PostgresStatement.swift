import Community

/// A statement of the community's SQL as PostgreSQL reads it: each `?` (the one spelling both
/// engines share) numbered `$1…$n` in order, and the names it spells, so the columns PostgreSQL
/// returns folded to lower case get back the case the code reads them by.
///
/// A `?` inside a string (`'…'`, with `''` for a quote, or `E'…'` with backslash escapes), a
/// quoted name (`"…"`) or a comment (`-- …`, `/* … */`) is text, not a placeholder. (So
/// PostgreSQL's jsonb operators `?`, `?|` and `?&` cannot be written here; their functions,
/// such as `jsonb_exists`, can.)
struct PostgresStatement: Hashable, Sendable {
    /// The text PostgreSQL runs.
    let text: String
    /// How many values it takes.
    let placeholders: Int
    /// The names it spells in mixed case, by their folded spelling: what an unquoted
    /// `passwordHash` comes back as (`passwordhash`) maps to how the code reads it. (Words in
    /// capitals alone are SQL's keywords.)
    let spellings: [String: String]

    /// The statement `sql`, written with `?` for each value.
    init(_ sql: String) {
        var text = ""
        text.reserveCapacity(sql.utf8.count + 8)
        var count = 0
        var spellings: [String: String] = [:]
        var word = ""
        var state = State.code
        var previous: Character?

        /// Ends the word read so far; returns it.
        func endWord() -> String {
            defer { word = "" }
            if word.contains(where: \.isUppercase), word.contains(where: \.isLowercase) { spellings[word.lowercased()] = word }
            return word
        }

        var characters = sql.makeIterator()
        while let character = characters.next() {
            switch state {
            case .code:
                if character.isLetter || character == "_" || (!word.isEmpty && character.isNumber) {
                    word.append(character)
                    break
                }
                let before = endWord()
                switch character {
                case "?":
                    count += 1
                    text += "$\(count)"
                    previous = character
                    continue
                case "'": state = before == "E" || before == "e" ? .escapedString : .string
                case "\"": state = .quotedName
                case "-" where previous == "-": state = .lineComment
                case "*" where previous == "/":
                    state = .blockComment
                    text.append(character)
                    previous = nil  // `/*/` does not close it
                    continue
                default: break
                }
            case .string:
                if character == "'" { state = .code }  // '' closes and reopens: the same text
            case .escapedString:
                if character == "\\" {
                    text.append(character)
                    if let escaped = characters.next() { text.append(escaped) }
                    previous = nil
                    continue
                }
                if character == "'" { state = .code }
            case .quotedName:
                if character == "\"" { state = .code }
            case .lineComment:
                if character == "\n" { state = .code }
            case .blockComment:
                if character == "/", previous == "*" {
                    state = .code
                    text.append(character)
                    previous = nil
                    continue
                }
            }
            text.append(character)
            previous = character
        }
        _ = endWord()
        self.text = text
        self.placeholders = count
        self.spellings = spellings
    }

    /// Where the reader stands in the text.
    private enum State {
        case code, string, escapedString, quotedName, lineComment, blockComment
    }

    /// The name a column PostgreSQL returned is read by: as this statement, or the community's
    /// tables, spell it.
    func columnName(_ returned: String) -> String {
        guard !returned.contains(where: \.isUppercase) else { return returned }
        return spellings[returned] ?? Self.schemaSpellings[returned] ?? returned
    }

    /// The names of the community's tables and columns that have upper-case letters
    /// (`rowKey`, `passwordHash`), by their folded spelling: `SELECT *` names none of them.
    static let schemaSpellings: [String: String] = {
        var spellings: [String: String] = [:]
        for statement in CommunitySchema.statements(for: .postgres) {
            spellings.merge(PostgresStatement(statement).spellings) { first, _ in first }
        }
        return spellings
    }()
}
