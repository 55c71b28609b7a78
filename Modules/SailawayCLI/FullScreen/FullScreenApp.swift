import AppShell
import FeatureRegistry
import Foundation
import NavigationEngine

/// The interactive app at a terminal, full screen: the alternate screen (the shell's own
/// scrollback is untouched), a fixed header and footer, a content region that scrolls, a
/// selection moved with the keys, and a `:` command line for every command of the session.
///
/// Every change goes through the line session's own commands (``InteractiveSession``): Enter
/// on an action is `tap N`, Esc is `back`, a tab key is `tab N`, so messages, prompts, errors
/// and saving are the same in both modes. Frames are built whole (``Frame``) and only the lines
/// that changed are written (``FrameDiff``).
@MainActor
final class FullScreenApp {
    /// What the full-screen app needs from the launch.
    struct Setup {
        /// Where the command line's history is kept.
        var dataDirectory: URL
        /// A file to append, per keypress, the bytes written and the time to the drawn frame
        /// (`SAILAWAY_FRAME_LOG`), for measuring the redraw.
        var frameLog: String?
    }

    /// The environment variable that keeps the line session at a terminal.
    static let lineModeVariable = "SAILAWAY_LINE_MODE"

    /// The full-screen app's setup when it applies: standard input and output are a terminal
    /// (the process's own, not a test's console), drawn in colour (so `TERM` is set and not
    /// `dumb`, and `NO_COLOR` is unset), and `SAILAWAY_LINE_MODE` is unset; else nil, and the
    /// session prints one screen after another as it always has.
    static func setup(console: any Console, style: TerminalStyle, environment: [String: String], dataDirectory: URL) -> Setup? {
        guard console is StandardConsole, isatty(0) != 0, isatty(1) != 0, style == .color,
            environment[lineModeVariable].map({ $0.isEmpty }) ?? true
        else { return nil }
        return Setup(dataDirectory: dataDirectory, frameLog: environment["SAILAWAY_FRAME_LOG"].flatMap { $0.isEmpty ? nil : $0 })
    }

    private let setup: Setup
    private let console = FullScreenConsole()
    private let context: CommandContext
    private let commands: InteractiveSession
    private let terminal = RawTerminal()
    /// The command line's editor, opened at the first prompt; nil when libedit is unavailable
    /// (said once, as a warning), and lines are then read plainly.
    private lazy var editor: LineEditor? = {
        switch LineEditor.open(historyIn: setup.dataDirectory) {
        case .success(let editor):
            return editor
        case .failure(let unavailable):
            show(.warning(unavailable.description))
            return nil
        }
    }()

    private var size = (rows: 24, columns: 80)
    private var presented: PresentedScreen?
    private var screen = Screen(title: "")
    private var page = ScreenPage(Screen(title: ""), width: 80)
    private var layout = Frame.Layout.single
    private var viewport = Viewport(opening: ScreenPage(Screen(title: ""), width: 80), height: 1)
    private var message: Frame.Message?
    private var overlay: Frame.Overlay?
    /// The selected row's menu of its own actions, when open.
    private var menu: RowMenu?
    /// The lines on the terminal now; nil when they are unknown and the next frame is drawn whole.
    private var drawn: [String]?
    /// The screen shown, to know when another is: its link, else its title.
    private var shownKey: String?
    /// The selection on each screen left, by its key, to find it again on the way back.
    private var selections: [String: Int] = [:]
    private var isRunning = true
    /// Bytes typed after the key being handled, not yet handled themselves.
    private var typedAhead: [UInt8] = []
    /// When the person last pressed a key the app answers with a frame, for the frame log: the
    /// key read, or, when the key opened a prompt, the Enter that ended its answer (the time
    /// they spent typing is theirs, not the app's).
    private var lastKeyAt = ContinuousClock.now
    /// Whether the key being handled opened a prompt that was answered.
    private var answeredPrompt = false
    /// Where the time of the key being handled went, for the frame log.
    private var phases = KeyPhases()
    /// When the command being run started, or its prompt was answered.
    private var commandStartedAt = ContinuousClock.now
    /// The data's version the screen was loaded at (``AppSession/dataVersion()``).
    private var loadedVersion: Int?
    /// When a pending screen's placeholder shows, and how long it stays.
    private var placeholder = PendingPlaceholder()
    /// When the screen is loaded again though nothing changed: a placeholder held back, or on.
    private var recheckAt: ContinuousClock.Instant?
    /// How long a wait for a key lasts before the data's version is read again: what another
    /// face changed is drawn within about this long, with no key pressed.
    static let liveInterval: Int32 = 20
    /// How long, in milliseconds, the rest of an escape sequence begun in one read (`ESC [`, a
    /// character's first bytes) may take to come in the next.
    ///
    /// A lone ESC that ends a read is the Esc key at once, with no wait: a terminal writes a
    /// key's whole sequence in one write, so its rest would have come in the same read. That is
    /// how crossterm and Bubble Tea read it; a wait for what may follow an ESC (Neovim's
    /// `ttimeoutlen`, 50 ms; this app's 30 ms, then 8 ms) delays every press of Esc — Back — by
    /// that long (docs/PERFORMANCE.md).
    static let escapeSequenceWait: Int32 = 8

    /// The app over the session `launched` runs, whose notices (where the data is) it shows
    /// first.
    init(launchedIn launched: CommandContext, setup: Setup) {
        self.setup = setup
        context = CommandContext(session: launched.session, console: console, isInteractive: true, style: .color)
        context.drawsScreensItself = true
        commands = InteractiveSession(context: context)
        message = launched.takeNotices().last.map { Frame.Message(text: $0.text, kind: $0.kind) }
        console.ask = { [unowned self] prompt, editing in ask(prompt, completions: [], remember: false, editing: editing) }
        console.askSecret = { [unowned self] prompt in ask(prompt, completions: [], remember: false, secret: true) }
    }

    /// Runs until `q`; the terminal is put back as it was, whatever happens.
    func run() async {
        terminal.enter()
        defer { terminal.leave() }
        let syncing = BackgroundSync.start(telling: context)
        defer { syncing?.cancel() }
        size = terminal.size
        console.width = size.columns
        await reload()
        draw()
        var decoder = KeyDecoder()
        while isRunning {
            let bytes = terminal.read(timeout: Self.liveInterval)
            lastKeyAt = ContinuousClock.now
            answeredPrompt = false
            phases = KeyPhases()
            if terminal.takeResize() {
                size = terminal.size
                console.width = size.columns
                await reload()
                drawn = nil
                draw()
            }
            guard !bytes.isEmpty else {
                // No key: the screen follows the data, changed by another face or process, and
                // a placeholder held back or held on is looked at again when its time comes.
                if let notice = context.takeNotices().last {
                    show(notice)
                    draw()
                }
                if let recheckAt, ContinuousClock.now >= recheckAt {
                    await reload()
                    draw()
                } else if let version = await context.session.dataVersion(), version != loadedVersion {
                    await reload()
                    draw()
                }
                continue
            }
            var keys = decoder.decodeKeepingBytes(bytes, final: false)
            // The rest of a sequence begun, or nothing: then its ESC was the Esc key. A lone ESC
            // that ended the read is the Esc key now.
            while decoder.isWaiting {
                let waited = ContinuousClock.now
                let more = decoder.holdsLoneEscape ? [] : terminal.read(timeout: Self.escapeSequenceWait)
                keys += decoder.decodeKeepingBytes(more, final: more.isEmpty)
                phases.escapeWait += ContinuousClock.now - waited
            }
            let pressed = keys.map(\.key)
            // Keys typed faster than the screen follows (or pasted) are handled in order; a
            // prompt a key opens takes those after it, up to Enter, as its text.
            while isRunning, !keys.isEmpty {
                let key = keys.removeFirst().key
                typedAhead = keys.flatMap(\.bytes)
                await handle(key)
                var rest = KeyDecoder()
                keys = rest.decodeKeepingBytes(typedAhead)
            }
            typedAhead = []
            guard isRunning else { break }
            _ = terminal.takeBytesWritten()
            let drawing = ContinuousClock.now
            draw()
            phases.draw = ContinuousClock.now - drawing
            log(pressed, bytes: terminal.takeBytesWritten())
        }
    }

    // MARK: - Keys

    private func handle(_ key: Key) async {
        if menu != nil {
            await handleMenu(key)
            return
        }
        if overlay != nil {
            switch key {
            case .up, .character("k"), .wheelUp: scrollOverlay(-1)
            case .down, .character("j"), .wheelDown: scrollOverlay(1)
            case .pageUp: scrollOverlay(-pageHeight)
            case .pageDown, .character(" "): scrollOverlay(pageHeight)
            case .control("c"): isRunning = false
            case .escape, .enter, .character("q"): overlay = nil
            default:
                // Any other key closes it and does what it does: `o` opens a link at once, and
                // the link typed next is not taken for keys.
                overlay = nil
                await handle(key)
            }
            return
        }
        switch key {
        case .up, .character("k"): viewport.move(-1, page: page, height: pageHeight)
        case .down, .character("j"): viewport.move(1, page: page, height: pageHeight)
        case .wheelUp: viewport.scroll(-3, page: page, height: pageHeight)
        case .wheelDown: viewport.scroll(3, page: page, height: pageHeight)
        case .pageUp: viewport.page(-1, page: page, height: pageHeight)
        case .pageDown, .character(" "): viewport.page(1, page: page, height: pageHeight)
        case .home, .character("g"): viewport.jump(toEnd: false, page: page, height: pageHeight)
        case .end, .character("G"): viewport.jump(toEnd: true, page: page, height: pageHeight)
        case .enter, .right, .character("l"): await activate()
        case .character("m"): openMenu()
        case .escape, .backspace, .left, .character("h"): await perform(["back"])
        case .tab: await switchTab(by: 1)
        case .backTab: await switchTab(by: -1)
        case .character(let digit) where digit.wholeNumberValue.map({ (1...(presented?.tabs.count ?? 0)).contains($0) }) == true:
            await perform(["tab", String(digit)])
        case .character("/"):
            if let query = askText("Search: ") {
                var link = URLComponents(string: "sailaway://search")!
                link.queryItems = [URLQueryItem(name: "q", value: query)]
                await perform(["open", link.string ?? "sailaway://search"])
            }
        case .character("o"):
            if let link = askText("Open link: ") {
                await perform(["open", link.trimmingCharacters(in: .whitespaces)])
            }
        case .character(":"): await commandLine()
        case .character("?"): showKeys()
        case .character("q"), .control("c"), .control("d"): isRunning = false
        case .control("l"): drawn = nil
        default: break
        }
    }

    /// Enter: opens the selected row or does the selected action — the one drawn, by its
    /// identity (`tap --shown ID`), so a screen the data changed under is refused, not acted on
    /// as it is now. A row with actions of its own only shows their menu.
    private func activate() async {
        guard let selection = viewport.selection, page.items.indices.contains(selection) else { return }
        guard let action = page.items[selection].action else {
            openMenu()
            return
        }
        await perform(index: action)
    }

    /// Does the action at `index` of the screen drawn, by its identity.
    private func perform(index: Int) async {
        guard screen.actions.indices.contains(index) else { return }
        await perform(["tap", "--shown", context.session.printed(screen.actions[index].id)])
    }

    // MARK: - A row's menu

    /// `m`: the menu of the selected row's or heading's own actions, over the screen.
    private func openMenu() {
        guard let selection = viewport.selection, page.items.indices.contains(selection) else { return }
        menu = RowMenu(page.items[selection], on: page, of: screen)
    }

    private func handleMenu(_ key: Key) async {
        guard let open = menu else { return }
        switch open.pressing(key) {
        case .open(let moved): menu = moved
        case .closed: menu = nil
        case .chosen(let action):
            menu = nil
            await perform(index: action)
        case .quit: isRunning = false
        }
    }

    private func switchTab(by step: Int) async {
        guard let tabs = presented?.tabs, !tabs.isEmpty else { return }
        let current = tabs.firstIndex(where: \.isSelected) ?? 0
        let next = (current + step + tabs.count) % tabs.count
        await perform(["tab", String(next + 1)])
    }

    /// `:` — a line of the session's own commands, with its history and completion.
    private func commandLine() async {
        let tabs = presented?.tabs.map(\.title) ?? []
        let labels = screen.actions.map(\.label)
        let words = ["screen", "state", "open ", "tab ", "back", "tap ", "routes", "share", "features", "reset", "aasa", "help", "quit"]
        // A label typed alone taps it, as in the line session; after `tap` it is quoted, as a
        // label of several words must be.
        let completions = words + tabs + labels + labels.map { "tap \"\($0)\"" } + tabs.map { "tab \($0.lowercased())" }
        guard let line = askText(":", completions: completions, remember: true) else { return }
        switch await onMessageLine({ await commands.run(line: line) }) {
        case .quit: isRunning = false
        case .help: showKeys()
        case .done: await afterCommand()
        }
    }

    private func showKeys() {
        // Each key's text goes on under the text, past the keys' column.
        let lines = KeyHelp.lines(tabCount: presented?.tabs.count ?? 5, width: size.columns).flatMap {
            WordWrap.frameLines($0, width: size.columns, hangingIndent: KeyHelp.textColumn)
        }
        overlay = Frame.Overlay(title: "Keys", lines: lines)
    }

    private func scrollOverlay(_ lines: Int) {
        guard let overlay else { return }
        let most = max(overlay.lines.count + 2 - Frame.contentHeight(rows: size.rows, footer: footerHeight), 0)
        self.overlay?.offset = max(min(overlay.offset + lines, most), 0)
    }

    // MARK: - Commands

    /// Runs the session's command `words`, then shows what it said and the screen it left.
    private func perform(_ words: [String]) async {
        commandStartedAt = ContinuousClock.now
        await onMessageLine { await commands.perform(await commands.expand(words)) }
        phases.command += ContinuousClock.now - commandStartedAt
        await afterCommand()
    }

    /// Runs `work` with the cursor on the message line: the progress bar of long work (the
    /// session's ``ProgressLine``, such as Export My Data's) is drawn there and erased, not
    /// over a row of the screen that the next frame, unchanged, would leave blank. The message
    /// line is drawn again after.
    private func onMessageLine<Value>(_ work: () async -> Value) async -> Value {
        let row = size.rows - footerHeight
        terminal.write("\u{1B}[\(row + 1);1H")
        let result = await work()
        if drawn?.indices.contains(row) == true { drawn?[row] = "\u{1B}[0m\u{0}" }
        return result
    }

    private func afterCommand() async {
        let errors = console.takeErrors()
        let notices = context.takeNotices()
        let output = console.takeOutput().trimmingCharacters(in: .newlines)
        if let error = errors.last {
            show(.error(error))
        } else if let notice = notices.last {
            show(notice)
        } else {
            message = nil
        }
        if !output.isEmpty {
            overlay = Frame.Overlay(
                title: "Output", lines: WordWrap.frameLines(output.components(separatedBy: "\n"), width: size.columns) + ["", Frame.Overlay.closing]
            )
        }
        await reload()
    }

    /// Shows `shown` in the message lines above the tab bar, whole, wrapped, the screen staying
    /// as it is; an error too long for them — a third of the terminal — is a page of its own
    /// over the screen, which says how it closes.
    private func show(_ shown: ScreenMessage) {
        let candidate = Frame.Message(text: shown.text, kind: shown.kind)
        guard shown.kind == .error, Frame.messageLines(candidate, columns: size.columns).count > Frame.messageLimit(rows: size.rows) else {
            message = candidate
            return
        }
        message = Frame.Message(text: "Esc closes the error above.", kind: .error)
        overlay = Frame.Overlay(title: "Error", lines: WordWrap.frameLines(shown.text.components(separatedBy: "\n"), width: size.columns) + ["", Frame.Overlay.closing])
    }

    /// The footer's height now: the message's lines, the tab bar, the keys.
    private var footerHeight: Int {
        Frame.footerHeight(message, columns: size.columns)
    }

    /// Asks for a line on the command line at the bottom, the screen as it is above it, starting
    /// from `editing` (an answer refused, to put right): the line typed, empty if nothing was
    /// (a question about a value may keep it then), or nil for Ctrl-D.
    private func ask(_ prompt: String, completions: [String], remember: Bool, editing: String = "", secret: Bool = false) -> String? {
        if let error = console.takeErrors().last { show(.error(error)) }
        // Opened before drawing, so that the prompt shows why when line editing is off.
        let editor = editor
        draw()
        terminal.write("\u{1B}[\(size.rows);1H\u{1B}[0m\u{1B}[K" + RawTerminal.showCursor)
        terminal.makeCooked()
        let line: String?
        // What was typed ahead, up to its Enter, is the start of the answer.
        let end = typedAhead.firstIndex { $0 == 0x0D || $0 == 0x0A }.map { $0 + 1 } ?? typedAhead.count
        let ahead = editing + String(decoding: typedAhead[..<end], as: UTF8.self)
        typedAhead.removeFirst(end)
        if secret {
            // A password: never shown, never in the line editor's history.
            terminal.write(prompt)
            line = TerminalEcho.off(STDIN_FILENO) { TerminalEcho.readLine(STDIN_FILENO, typedAhead: ahead) }
        } else if let editor {
            line = editor.readLine(prompt: prompt, completions: completions, remember: remember, typedAhead: ahead)
        } else {
            terminal.write(prompt)
            line = Swift.readLine()
        }
        terminal.makeRaw()
        terminal.write(RawTerminal.hideCursor)
        (lastKeyAt, answeredPrompt) = (ContinuousClock.now, true)
        // The command's time goes on from the answer: the typing was the person's.
        commandStartedAt = lastKeyAt
        // The line's newline may have scrolled the screen: draw it whole next time.
        drawn = nil
        return line
    }

    /// Asks for a line, as ``ask(_:completions:remember:)``; nil for an empty one too.
    private func askText(_ prompt: String, completions: [String] = [], remember: Bool = false) -> String? {
        guard let line = ask(prompt, completions: completions, remember: remember), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
            return nil
        }
        return line
    }

    // MARK: - Drawing

    private var pageHeight: Int {
        Frame.pageHeight(rows: size.rows, layout: layout, pageLines: page.lines.count, footer: footerHeight)
    }

    /// Loads the screen on top and lays it out, keeping the selection on the same screen.
    private func reload() async {
        let started = ContinuousClock.now
        defer { phases.load += ContinuousClock.now - started }
        let presented = await context.session.presentedScreen()
        // Read before the screens: a commit while they load is seen at the next idle moment.
        loadedVersion = presented.dataVersion
        // An item on its way shows its placeholder only once the wait is noticed, and then for
        // long enough to read: until then, what was shown stays, and it is loaded again.
        let decision = placeholder.loaded((presented.link ?? "") + "|" + presented.screen.title, isPending: presented.screen.kind == .pending, at: .now)
        if case .keep(let until) = decision, shownKey != nil {
            recheckAt = until
            return
        }
        recheckAt = nil
        self.presented = presented
        screen = presented.screen
        if presented.presentation?.isDialog == true {
            if case .dialog(let background) = layout {
                layout = .dialog(background: background)
            } else {
                layout = .dialog(background: drawnRegion)
            }
        } else if size.columns >= TerminalWidth.splitMinimum, presented.presentation != .fullScreenCover {
            let (split, content) = await context.session.splitColumns()
            if split.detail.isEmpty, presented.presentation == nil {
                layout = .single
            } else {
                let width = Frame.splitWidths(columns: size.columns).content
                layout = .split(sidebar: Self.sidebar(content, chosen: split.chosen, width: width))
            }
        } else {
            layout = .single
        }
        let old = page
        page = ScreenPage(screen, width: Frame.pageWidth(columns: size.columns, layout: layout))
        let key = (presented.link ?? "") + "|" + screen.title
        if key == shownKey {
            // The same screen loaded again: the selection stays on what it was on (an item's
            // row, checked or not), or on nothing when that is gone — the Reveal of a flashcard
            // is not followed by a selected Again that Enter would press. A row shown twice
            // (a checklist both trending and recommended in Discover) keeps the place it was
            // selected at: of the rows with its identity, the nearest.
            let selected = viewport.selection.flatMap { at in old.items.indices.contains(at) ? (id: old.items[at].id, at: at) : nil }
            viewport.selection = selected.flatMap { selected in
                page.items.indices.filter { page.items[$0].id == selected.id }.min { abs($0 - selected.at) < abs($1 - selected.at) }
            } ?? primaryInView
            viewport.reveal(page: page, height: pageHeight)
        } else {
            if let shownKey { selections[shownKey] = viewport.selection }
            viewport = selections[key].map { Viewport(page: page, height: pageHeight, selection: $0) } ?? Viewport(opening: page, height: pageHeight)
            shownKey = key
        }
    }

    /// The item of the screen's primary action, when what was selected is gone and it is in
    /// view: the next card's Reveal after a grade. None otherwise — after Reveal, the grades
    /// are a choice, and Enter chooses none of them.
    private var primaryInView: Int? {
        guard let primary = screen.primaryAction else { return nil }
        return viewport.shownItems(page: page, height: pageHeight).first { page.items[$0].id == .action(primary) }
    }

    /// The split layout's content column: the tab's root laid out as a page, the row or action
    /// that leads to what the detail column shows marked with ▸.
    static func sidebar(_ root: Screen, chosen: AnyRoute?, width: Int) -> [String] {
        let page = ScreenPage(root, width: width - 2)
        let marked = Set(page.items.filter { item in chosen != nil && item.action.map { root.actions[$0].destination } == chosen }.flatMap { Array($0.lines) })
        let title = "\u{1B}[1m\(root.title)\u{1B}[0m"
        return [title, ""] + page.lines.indices.map { index in
            marked.contains(index) ? "\u{1B}[1;33m▸\u{1B}[0m " + WordWrap.plain(page.lines[index].text) : "  " + page.lines[index].text
        }
    }

    /// The content region as drawn now, the background of a dialog.
    private var drawnRegion: [String] {
        guard let drawn, drawn.count == size.rows else { return [] }
        return Array(drawn.dropFirst(Frame.headerHeight).dropLast(footerHeight))
    }

    private var frame: Frame {
        Frame(
            title: presented.map { ScreenText.title(of: $0) } ?? "",
            isWarning: screen.kind != .content,
            breadcrumb: presented?.breadcrumb ?? [],
            tabs: presented?.tabs ?? [],
            page: page,
            viewport: viewport,
            layout: layout,
            message: message,
            overlay: overlay,
            menu: menu?.shown
        )
    }

    /// Draws the frame, writing only the lines that changed.
    private func draw() {
        let lines = frame.lines(rows: size.rows, columns: size.columns)
        let output = FrameDiff.output(from: drawn, to: lines, columns: size.columns)
        if !output.isEmpty { terminal.write(output) }
        drawn = lines
    }

    /// Appends the frame log's line for `keys`: the keys (`answer` when they opened a prompt,
    /// timed from its answer's Enter), the bytes written, the microseconds from the last key to
    /// the frame's last write, the window's size, then where those microseconds went
    /// (``KeyPhases``).
    private func log(_ keys: [Key], bytes: Int) {
        guard let path = setup.frameLog else { return }
        let pressed = answeredPrompt ? "answer" : keys.map { "\($0)" }.joined(separator: ",")
        let total = KeyPhases.microseconds(ContinuousClock.now - lastKeyAt)
        let line = "\(pressed)\t\(bytes)\t\(total)\t\(size.columns)x\(size.rows)\t\(phases.logged)\n"
        if let handle = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil) {
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            try? handle.close()
        }
    }
}
