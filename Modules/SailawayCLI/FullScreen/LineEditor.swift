import CLibEdit
import Foundation

/// The full-screen app's command line: libedit (BSD editline, as in the shells and `sqlite3`)
/// for editing, ←/→, Ctrl-A/E/K/W, ↑/↓ through the history, and Tab completing a command, a
/// tab's name or an action's label.
///
/// libedit is the system's shared library, loaded when the first editor opens (`CLibEdit`), so
/// the app builds without its headers and runs without it: ``open(historyIn:)`` then says why,
/// and the app reads plain lines instead. Text is UTF-8 throughout: the C library's character
/// type is made UTF-8 first, without which libedit drops every byte above 127.
///
/// The history is one file in the data directory, `command-history`, kept across launches.
/// One editor per process: libedit's callbacks are C functions, so what they read (the prompt,
/// the words to complete) is kept here, in the one place.
@MainActor
final class LineEditor {
    /// The file the history is kept in, in the data directory.
    static let historyFileName = "command-history"

    /// Why an editor could not be opened.
    struct Unavailable: Error, CustomStringConvertible {
        /// What the system said (`dlerror`'s text).
        var reason: String

        /// What the person is told, on one line of an 80-column terminal.
        var description: String {
            "Line editing is off (no libedit); typing works without history or completion."
        }
    }

    private let editor: OpaquePointer
    private let historyPath: String?

    private init(editor: OpaquePointer, historyPath: String?) {
        self.editor = editor
        self.historyPath = historyPath
    }

    /// An editor whose history lives in `directory` (none when nil), or why there is none.
    static func open(historyIn directory: URL?) -> Result<LineEditor, Unavailable> {
        _ = sailaway_use_utf8_input()
        let historyPath = directory?.appendingPathComponent(historyFileName).path
        let existing = historyPath.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        guard let editor = sailaway_editor_open("sailaway", LineEditorState.prompt, LineEditorState.complete, 500, existing) else {
            return .failure(Unavailable(reason: sailaway_line_editing_error().map { String(cString: $0) } ?? "libedit could not start"))
        }
        return .success(LineEditor(editor: editor, historyPath: historyPath))
    }

    /// Reads a line after `prompt`, completing from `completions`; nil when the person leaves
    /// it (Ctrl-D on an empty line). A line given goes into the history when `remember`.
    /// `typedAhead` is what was typed before the prompt showed, edited as if typed at it.
    func readLine(prompt: String, completions: [String], remember: Bool, typedAhead: String = "") -> String? {
        LineEditorState.setPrompt(prompt)
        LineEditorState.completions = completions
        guard let line = sailaway_editor_read(editor, typedAhead.isEmpty ? nil : typedAhead) else { return nil }
        let text = String(cString: line).trimmingCharacters(in: .newlines)
        if remember, !text.trimmingCharacters(in: .whitespaces).isEmpty {
            sailaway_editor_remember(editor, text, historyPath)
        }
        return text
    }
}

/// What libedit's C callbacks read.
///
/// Global and unisolated on purpose: libedit calls `prompt` and `complete` as C function
/// pointers, which capture nothing, so what they read must be global; they run on the thread
/// that called `sailaway_editor_read`, inside that call, and the statics are set just before it
/// on the same thread, so no two threads touch them at once. The strings are `strdup`ed C memory
/// because libedit keeps the pointer it is given until the next call (docs/PERFORMANCE.md lists
/// these sites among those kept, with why).
enum LineEditorState {
    nonisolated(unsafe) static var promptText: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var completions: [String] = []
    nonisolated(unsafe) static var completed: UnsafeMutablePointer<CChar>?

    static func setPrompt(_ prompt: String) {
        free(promptText)
        promptText = strdup(prompt)
    }

    static let prompt: @convention(c) () -> UnsafePointer<CChar>? = {
        promptText.map { UnsafePointer($0) }
    }

    /// Tab: the text before the cursor completed to the longest start every matching
    /// completion shares (a whole command, tab or label when one matches); nil rings the bell.
    static let complete: @convention(c) (UnsafePointer<CChar>, Int) -> UnsafePointer<CChar>? = { buffer, length in
        let typed = String(decoding: UnsafeRawBufferPointer(start: buffer, count: length), as: UTF8.self)
        guard let text = Completion.complete(typed, from: completions), text != typed else { return nil }
        free(completed)
        completed = strdup(text)
        return completed.map { UnsafePointer($0) }
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
