import CLibEdit
import Foundation

/// The full-screen app's command line: libedit (BSD editline, as in the shells and `sqlite3`)
/// for editing, ←/→, Ctrl-A/E/K/W, ↑/↓ through the history, and Tab completing a command, a
/// tab's name or an action's label.
///
/// The history is one file in the data directory, `command-history`, kept across launches.
/// One editor per process: libedit's callbacks are C functions, so what they read (the prompt,
/// the words to complete) is kept here, in the one place.
@MainActor
final class LineEditor {
    /// The file the history is kept in, in the data directory.
    static let historyFileName = "command-history"

    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?

    /// An editor whose history lives in `directory` (none when nil).
    init?(historyIn directory: URL?) {
        guard let history = sailaway_history_open(500) else { return nil }
        guard let editor = sailaway_editor_open("sailaway", { _ in LineEditorState.promptText.map { UnsafePointer($0) } }, history, { editor, _ in
            LineEditorState.complete(editor)
        }) else {
            history_end(history)
            return nil
        }
        self.editor = editor
        self.history = history
        historyPath = directory?.appendingPathComponent(Self.historyFileName).path
        if let historyPath, FileManager.default.fileExists(atPath: historyPath) {
            _ = sailaway_history_load(history, historyPath)
        }
    }

    /// Reads a line after `prompt`, completing from `completions`; nil when the person leaves
    /// it (Ctrl-D on an empty line). A line given goes into the history when `remember`.
    /// `typedAhead` is what was typed before the prompt showed, edited as if typed at it.
    func readLine(prompt: String, completions: [String], remember: Bool, typedAhead: String = "") -> String? {
        LineEditorState.setPrompt(prompt)
        if !typedAhead.isEmpty { el_push(editor, typedAhead) }
        LineEditorState.completions = completions
        var count: Int32 = 0
        guard let line = el_gets(editor, &count), count > 0 else { return nil }
        let text = String(cString: line).trimmingCharacters(in: .newlines)
        if remember, !text.trimmingCharacters(in: .whitespaces).isEmpty {
            _ = sailaway_history_enter(history, text)
            if let historyPath { _ = sailaway_history_save(history, historyPath) }
        }
        return text
    }
}

/// What libedit's C callbacks read.
enum LineEditorState {
    nonisolated(unsafe) static var promptText: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var completions: [String] = []

    static func setPrompt(_ prompt: String) {
        free(promptText)
        promptText = strdup(prompt)
    }

    /// Tab: completes the text before the cursor to the longest start every matching
    /// completion shares (a whole command, tab or label when one matches); rings the bell when
    /// none does.
    static func complete(_ editor: OpaquePointer?) -> UInt8 {
        guard let editor, let info = el_line(editor) else { return UInt8(CC_ERROR) }
        let typedLength = info.pointee.cursor - info.pointee.buffer
        let typed = String(decoding: UnsafeRawBufferPointer(start: info.pointee.buffer, count: typedLength), as: UTF8.self)
        guard let completed = Completion.complete(typed, from: completions), completed != typed else {
            return UInt8(CC_REFRESH_BEEP)
        }
        el_deletestr(editor, Int32(typed.count))
        _ = el_insertstr(editor, completed)
        return UInt8(CC_REFRESH)
    }
}

/// Completion as the command line does it, apart from libedit so it can be tested.
enum Completion {
    /// What `typed` completes to from `candidates`, ignoring case: the longest start shared by
    /// every candidate that begins with it; nil when none does.
    static func complete(_ typed: String, from candidates: [String]) -> String? {
        let matches = candidates.filter { $0.lowercased().hasPrefix(typed.lowercased()) }
        guard var shared = matches.first else { return nil }
        for match in matches.dropFirst() {
            while !match.lowercased().hasPrefix(shared.lowercased()) { shared.removeLast() }
        }
        return shared.count >= typed.count ? shared : typed
    }
}
