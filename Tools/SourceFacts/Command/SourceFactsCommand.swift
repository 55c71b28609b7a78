import Foundation
import SourceFacts

/// `sailaway-source-facts [--cache DIR] FILE…` prints one JSON object, `{"files": [FileFacts…]}`,
/// the files in the order given, parsed concurrently; `--stdin [NAME]` reads one file's source
/// from standard input instead. With `--cache`, a file's facts are kept under a hash of its text,
/// and a text read before — at any path — is not parsed again: `Tools/check-boundaries-test` runs the
/// check over the whole repository once per case, changing one file each time.
/// Exit status: 0 read, 2 a file could not be read or no file was named.
@main
enum SourceFactsCommand {
    static func main() async throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var cache: URL?
        if arguments.first == "--cache", arguments.count > 1 {
            cache = URL(fileURLWithPath: arguments[1], isDirectory: true)
            arguments.removeFirst(2)
        }
        var sources: [(path: String, text: String)] = []
        if arguments.first == "--stdin" {
            arguments.removeFirst()
            let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            sources.append((arguments.first ?? "<stdin>", text))
        } else {
            guard !arguments.isEmpty else { fail("name the Swift files to read, or --stdin [NAME]") }
            for path in arguments {
                guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
                sources.append((path, String(decoding: data, as: UTF8.self)))
            }
        }
        if let cache { try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true) }
        let kept = cache
        let files = await withTaskGroup(of: (Int, FileFacts).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { (index, facts(of: source.text, at: source.path, cache: kept)) }
            }
            var files = [FileFacts?](repeating: nil, count: sources.count)
            for await (index, facts) in group { files[index] = facts }
            return files.compactMap(\.self)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        FileHandle.standardOutput.write(try encoder.encode(["files": files]))
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    /// The facts of one file: from the cache when it holds this text, else parsed (and then kept
    /// there). The cache lives in the build folder and goes with it.
    nonisolated static func facts(of text: String, at path: String, cache: URL?) -> FileFacts {
        let entry = cache?.appendingPathComponent(key(text) + ".json")
        if let entry, let data = FileManager.default.contents(atPath: entry.path),
           var kept = try? JSONDecoder().decode(FileFacts.self, from: data) {
            kept.path = path
            return kept
        }
        let facts = FileFacts(reading: text, path: path)
        if let entry, let data = try? JSONEncoder().encode(facts) {
            // Written whole under another name, then renamed: a reader never sees half an entry.
            try? data.write(to: entry, options: .atomic)
        }
        return facts
    }

    /// A cache entry's name: the reader's format, then FNV-1a over the text (64 bits: a collision
    /// among a repository's few thousand versions of its files is not a risk).
    nonisolated static func key(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "v\(formatVersion)-" + String(hash, radix: 16)
    }

    /// Raised whenever what is recorded of a file changes, so no older entry is read.
    nonisolated static let formatVersion = 4

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("sailaway-source-facts: \(message)\n".utf8))
        exit(2)
    }
}
