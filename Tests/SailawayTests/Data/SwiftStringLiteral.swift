import Foundation

/// A string literal in Swift source: where it is, what it says, what it interpolates, and the
/// code just before it — enough to find the tables a module's SQL names (``TableOwnershipTests``).
/// The SQL rule reads literals with its own lexer, in `Tools/check-boundaries` (rule 7).
struct SwiftStringLiteral {
    /// The 1-based line the literal starts on.
    var line: Int
    /// The literal's text between its delimiters, interpolations included as written.
    var text: String
    /// The code inside each `\(…)` of the literal.
    var interpolations: [String]
    /// The code before the literal on its line and the line before, for its context.
    var before: String
    /// The code after the literal, to the end of its last line.
    var after: String

    /// Every string literal in `source`, outside comments, nested ones (inside an
    /// interpolation) included.
    static func all(in source: String) -> [SwiftStringLiteral] {
        var lexer = Lexer(characters: Array(source))
        lexer.scan(until: nil)
        return lexer.literals
    }
}

/// A small lexer: comments, string literals (plain, multi-line, raw) and interpolations with
/// their nested parentheses and strings. Nothing else of Swift matters here.
private struct Lexer {
    let characters: [Character]
    var index = 0
    var line = 1
    var literals: [SwiftStringLiteral] = []

    init(characters: [Character]) {
        self.characters = characters
    }

    func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func advance() {
        if characters[index] == "\n" { line += 1 }
        index += 1
    }

    /// Scans code up to the `)` that closes an interpolation (when `closing` is ")"), or to the end.
    mutating func scan(until closing: Character?) {
        var depth = 0
        while let character = peek() {
            if character == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if character == "/", peek(1) == "*" {
                while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
                if peek() != nil { advance(); advance() }
            } else if character == "#" || character == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                if peek(hashes) == "\"" { literal(hashes: hashes) } else { advance() }
            } else if character == "(" {
                depth += 1
                advance()
            } else if character == ")" {
                if depth == 0, closing == ")" { return }
                depth -= 1
                advance()
            } else {
                advance()
            }
        }
    }

    /// Reads the literal that starts here (after `hashes` `#`s).
    mutating func literal(hashes: Int) {
        let start = index
        let startLine = line
        for _ in 0..<hashes { advance() }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        let delimiter = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var text = ""
        var interpolations: [String] = []
        while peek() != nil {
            if matches(delimiter) {
                for _ in delimiter { advance() }
                break
            }
            if matches(escape) {
                for _ in escape { advance() }
                if peek() == "(" {
                    advance()
                    let codeStart = index
                    scan(until: ")")
                    let code = String(characters[codeStart..<index])
                    interpolations.append(code)
                    text += "\\(" + code + ")"
                    if peek() != nil { advance() }
                } else if peek() != nil {
                    text += escape + String(characters[index])
                    advance()
                }
                continue
            }
            if !multiline, peek() == "\n" { break }
            text.append(characters[index])
            advance()
        }
        let lineStart = characters[..<start].lastIndex(of: "\n").map { characters[..<$0].lastIndex(of: "\n") ?? 0 } ?? 0
        let lineEnd = characters[index...].firstIndex(of: "\n") ?? characters.count
        literals.append(SwiftStringLiteral(
            line: startLine, text: text, interpolations: interpolations,
            before: String(characters[lineStart..<start]), after: String(characters[index..<lineEnd])
        ))
    }

    func matches(_ text: String) -> Bool {
        for (offset, character) in text.enumerated() where peek(offset) != character {
            return false
        }
        return true
    }
}
