import Foundation
import Testing

/// A text recorded in `Tests/SailawayCLITests/Snapshots/<name>.txt` and compared exactly.
///
/// To record again after a deliberate change to a screen, run the tests with
/// `SAILAWAY_RECORD_SNAPSHOTS=1` (`Tools/record-snapshots`),
/// then review the change to the files with `git diff` like any other change. A missing file
/// is recorded, and the test fails so that it is looked at.
enum TextSnapshot {
    /// The environment variable that records snapshots instead of comparing them.
    static let recordVariable = "SAILAWAY_RECORD_SNAPSHOTS"

    /// The folder of the snapshot files, found from this source file.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots", isDirectory: true)

    /// The file of the snapshot `name`.
    static func file(_ name: String) -> URL {
        folder.appendingPathComponent("\(name).txt")
    }

    /// Whether this run records the snapshots instead of comparing them.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// The features the snapshots are of, of those `compiledIn`: the ones named in
    /// `Snapshots/features.list`, the composition they were recorded with. A recording run writes
    /// the file anew with every feature compiled in. So a feature added to the build leaves
    /// every snapshot as it was until they are recorded again (``EveryScreenTests`` checks its
    /// screens meanwhile); recording adds it, and the diff is its screens, the screens it
    /// contributes to and the chrome.
    static func recordedFeatures(compiledIn: [String]) -> [String] {
        let url = folder.appendingPathComponent("features.list")
        if isRecording {
            try? (compiledIn.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
            return compiledIn
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return compiledIn }
        let recorded = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        return compiledIn.filter(recorded.contains)
    }

    /// The names of the snapshots recorded so far.
    static func recordedNames() throws -> Set<String> {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return Set(files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) })
    }

    /// Fails the test, with a diff, unless `text` is the snapshot `name`; records it instead
    /// when asked to, or when there is none yet.
    static func assert(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = file(name)
        let recorded = try? String(contentsOf: url, encoding: .utf8)
        let recording = isRecording
        if recording || recorded == nil {
            // A name may hold a folder (`Split/charter-run-160`): snapshots of another layout
            // than the stack's, which the screen catalog does not own.
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if !recording {
                Issue.record("No snapshot \(name).txt yet: recorded it. Review it and run the tests again.", sourceLocation: sourceLocation)
            }
            return
        }
        guard let recorded, recorded != text else { return }
        Issue.record(
            """
            The screen differs from Snapshots/\(name).txt (- recorded, + now):
            \(LineDiff.render(from: recorded, to: text))
            If the change is intended, record it again: Tools/record-snapshots
            """,
            sourceLocation: sourceLocation
        )
    }
}

/// A line-by-line diff of two texts, with two lines of context around each change.
enum LineDiff {
    /// The lines that differ, `-` for removed and `+` for added, and unchanged ones around them.
    static func render(from old: String, to new: String) -> String {
        let old = old.components(separatedBy: "\n"), new = new.components(separatedBy: "\n")
        // The longest common subsequence, from the end, so the walk below goes forwards.
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i])); i += 1; j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append(("+", new[j])); j += 1
            } else {
                lines.append(("-", old[i])); i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        let shown = Set(changed.flatMap { max(0, $0 - 2)...min(lines.count - 1, $0 + 2) })
        var output: [String] = []
        for index in lines.indices {
            if shown.contains(index) {
                output.append("\(lines[index].mark) \(lines[index].text)")
            } else if shown.contains(index - 1) {
                output.append("  …")
            }
        }
        return output.joined(separator: "\n")
    }
}
