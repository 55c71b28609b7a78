import AppShell
import FeatureRegistry
import Foundation
import SailawayDatabase
import SyncClient

/// What a command runs against: the launched session and the console.
@MainActor
final class CommandContext {
    /// The running app.
    let session: AppSession
    /// Where output goes.
    let console: any Console
    /// Whether the command runs inside an interactive session.
    let isInteractive: Bool
    /// How text is drawn: plain, or in colour for a person at a terminal.
    let style: TerminalStyle
    /// The width the wide layout is drawn at, or nil for the stack's text
    /// (``TerminalWidth``).
    let splitWidth: Int?
    /// The width the stack's text wraps at, or nil to leave its lines whole
    /// (``TerminalWidth/wrap(environment:outputIsTerminal:terminalColumns:)``).
    let wrapWidth: Int?

    /// Set when the interactive session may run as the full-screen app (``FullScreenApp``).
    var fullScreen: FullScreenApp.Setup?
    /// Whether the full-screen app draws every screen itself: showing a screen then prints
    /// nothing, and its notices wait for the app to take them.
    var drawsScreensItself = false

    /// Messages waiting to be shown under the next screen, when screens are cleared.
    private var notices: [ScreenMessage] = []
    /// The actions of the screen this session printed last, in their numbers' order: in the
    /// line session, `tap 4` means the fourth of these — what the person read — not the fourth
    /// of the screen as another face may have changed it since.
    private(set) var printedActions: [ActionID]?

    init(
        session: AppSession, console: any Console, isInteractive: Bool, style: TerminalStyle = .plain, splitWidth: Int? = nil, wrapWidth: Int? = nil
    ) {
        self.session = session
        self.console = console
        self.isInteractive = isInteractive
        self.style = style
        self.splitWidth = splitWidth
        self.wrapWidth = wrapWidth
    }

    /// This device's sync with the community it signs in to, over the app's database.
    func deviceSync() throws -> DeviceSync {
        DeviceSync(database: try session.composition.database())
    }

    /// Whether each screen replaces the last on the terminal: in an interactive session drawn
    /// in colour. Single commands never clear what a person had on their terminal.
    var clearsBetweenScreens: Bool {
        isInteractive && style == .color
    }

    /// Prints the current screen as text or JSON. A screen whose item is on its way from the
    /// server is shown once it has arrived — or as it is, when the server cannot be reached.
    func showScreen(json: Bool) async throws {
        if drawsScreensItself, !json { return }
        var presented = await session.presentedScreen()
        if presented.screen.kind == .pending, (try? await deviceSync().openWaiting()) ?? 0 > 0 {
            presented = await session.presentedScreen()
        }
        if isInteractive { printedActions = presented.screen.actions.map(\.id) }
        if json {
            try printJSON(ScreenJSON(presented, links: session.router.links))
            return
        }
        let text: String
        if let splitWidth {
            let (layout, content) = await session.splitColumns()
            text = SplitScreenText.render(presented, content: content, layout: layout, width: splitWidth, style: style)
        } else {
            text = ScreenText.render(presented, style: style, width: wrapWidth)
        }
        if clearsBetweenScreens {
            // The message of the action that led here goes under the new screen, where the eye
            // is; above it, the clear would wipe it at once.
            console.write(style.clearScreen + text)
            console.write(wrapped(style.paint(Self.keys(tabCount: presented.tabs.count), .secondary)) + "\n")
            for notice in notices {
                console.write(wrapped(style.paint(notice.text, .message(notice.kind))) + "\n")
            }
            notices = []
        } else {
            console.write(text)
        }
    }

    /// `text` broken at the terminal's width, when it is known.
    func wrapped(_ text: String) -> String {
        wrapWidth.map { WordWrap.wrap(text: text, width: $0) } ?? text
    }

    /// The keys, under every screen of a session at a terminal, for a build with `tabCount` tabs.
    static func keys(tabCount: Int) -> String {
        "Type a number to tap · b back · t1–t\(tabCount) or a tab's name · o URL · ? help · q quit"
    }

    /// Tells the user what an action did ("Saved."), in its kind's colour: at once in plain
    /// text, so scripts read it before the screen that follows; under that screen when screens
    /// are cleared.
    func notice(_ message: ScreenMessage) {
        if clearsBetweenScreens {
            notices.append(message)
        } else {
            console.write(style.paint(message.text, .message(message.kind)) + "\n")
        }
    }

    /// Takes the messages waiting to go under the next screen.
    func takeNotices() -> [ScreenMessage] {
        defer { notices = [] }
        return notices
    }

    /// Tells the user something did not happen though the command goes on ("Already at the
    /// root"): on standard error, where scripts read it; under the next screen when screens are
    /// cleared, where the clear would otherwise wipe it before anyone saw it.
    func warn(_ message: String) {
        if clearsBetweenScreens {
            notices.append(.warning(message))
        } else {
            console.writeError(wrapped(message))
        }
    }

    /// Prints a value as one JSON document.
    func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        console.write(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
    }

    /// What asking the user for text gave.
    enum Answer: Equatable {
        /// The text typed.
        case text(String)
        /// The user cancelled: an empty line, or Ctrl-D.
        case cancelled
        /// Nobody to ask: standard input is not a terminal.
        case noTerminal
    }

    /// Asks the user for `input` when a person is at the terminal, until the answer is one it
    /// accepts (each bad answer is told why, and the question comes again — holding the text
    /// refused, where the terminal can edit it, so a note too long is shortened, not retyped).
    ///
    /// The question says the input's limit and shows its current value in brackets,
    /// `Item text (up to 200 characters) [Gas locker]:`; an empty answer keeps it. An optional
    /// text (``ActionInput/Kind/text(limit:)``, such as a crew list) may be empty; any other
    /// input without a current value is cancelled by an empty line, as every input is by Ctrl-D.
    func ask(_ input: ActionInput) -> Answer {
        guard console.isInteractive else { return .noTerminal }
        let question = Self.question(input)
        if case .password = input.kind {
            // Never shown, never kept to edit: an empty line cancels.
            console.write(style.paint(question, .title) + " ")
            guard let line = console.readSecret(), !line.isEmpty else { return .cancelled }
            return .text(line)
        }
        var refused: String?
        while true {
            console.write(style.paint(question, .title) + " ")
            guard let line = refused.map(console.readLine(editing:)) ?? console.readLine() else {
                console.write("\n")
                return .cancelled
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty, input.current == nil, !input.isOptionalText { return .cancelled }
            let value = input.value(for: line)
            guard let problem = input.problem(with: value) else { return .text(value) }
            // Text refused (too long) is kept to put right; a day or a number is typed afresh.
            refused = input.isText ? value : nil
            let kept = refused != nil && console.canEdit
            console.writeError(wrapped(problem + (kept ? " Your text is kept: change it, or press Ctrl-D to cancel." : " Try again, or press Enter on an empty line to cancel.")))
        }
    }

    /// The question asked for `input`: its prompt, how a day is written (a browser's date
    /// field shows its own form), its limit, and its current value in brackets.
    static func question(_ input: ActionInput) -> String {
        let form = input.kind == .date ? " (YYYY-MM-DD)" : ""
        let limit = input.limitText.map { " (\($0))" } ?? ""
        return input.prompt + form + limit + (input.current.map { " [\($0)]" } ?? "") + ":"
    }
}

extension ActionInput {
    /// Whether an empty answer is an answer: optional text, such as a crew list.
    var isOptionalText: Bool {
        if case .text = kind { true } else { false }
    }

    /// Whether the answer is text, optional or required.
    var isText: Bool {
        switch kind {
        case .text, .requiredText: true
        default: false
        }
    }
}
