#if canImport(SwiftUI)
import AppShell
import FeatureRegistry
import NavigationEngine
import SwiftUI

/// Shows the screen model of one route: its sections, rows and actions, with their
/// accessibility labels and values.
struct RouteScreenView: View {
    let session: AppSession
    let route: AnyRoute
    /// The request the screen answers, when it is shown in a modal that chooses a value.
    var request: ResultRequest? = nil

    @State private var screen: Screen?
    @State private var pendingAction: ScreenAction?
    @State private var inputs: [String: String] = [:]
    @State private var message: ScreenMessage?

    var body: some View {
        Group {
            if let screen {
                List {
                    if let subtitle = screen.subtitle {
                        Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
                    }
                    if let progress = screen.progress {
                        ProgressView(value: progress.fraction) {
                            Text("\(progress.completed)/\(progress.total)")
                        }
                    }
                    ForEach(Array(screen.sections.enumerated()), id: \.offset) { _, section in
                        Section {
                            if section.rows.isEmpty, let empty = section.emptyText {
                                Text(empty).foregroundStyle(.secondary)
                            }
                            // Keyed by what each row shows (an item's id), so a row keeps its
                            // place and focus when the data around it changes.
                            ForEach(section.rows, id: \.id) { row in
                                rowView(row, in: screen)
                                    // A row's own actions: swipes, and the same in its context menu.
                                    .swipeActions(edge: .trailing) { ownActions(row.actions, in: screen) }
                                    .contextMenu { ownActions(row.actions, in: screen) }
                            }
                            // What adds to the section, where the new row goes.
                            ForEach(screen.actions(section.additions)) { action in
                                Button(action.shortLabel, systemImage: "plus") { tap(action) }
                                    .accessibilityLabel(action.accessibility.label)
                            }
                        } header: {
                            HStack {
                                Text(section.heading ?? "")
                                if !section.actions.isEmpty {
                                    Spacer()
                                    Menu { ownActions(section.actions, in: screen) } label: { Image(systemName: "ellipsis.circle") }
                                        .accessibilityLabel("Actions for \(section.heading ?? "the section")")
                                }
                            }
                        }
                    }
                    Section {
                        ForEach(screen.listedActions) { action in
                            actionButton(action, in: screen)
                        }
                    }
                }
                .navigationTitle(screen.title)
                // The screen's own actions, where the eye lands first.
                .toolbar {
                    ForEach(screen.toolbarActions) { action in
                        ToolbarItem(placement: action.id == screen.primaryAction ? .primaryAction : .secondaryAction) {
                            actionButton(action, in: screen)
                        }
                    }
                }
            } else {
                ProgressView()
            }
        }
        .task(id: session.router.state) {
            // Live: loaded again after every commit to the data — by this app, another face or
            // another process on the same data (``AppSession/dataChanges()``) — until the view
            // goes or the navigation state changes (which starts this task again). Followed
            // before the first load, so a commit during it is not missed.
            let commits = session.dataChanges()
            screen = await session.composition.screen(for: route, answering: request, viewer: session.viewer)
            guard let commits else { return }
            for await _ in commits {
                screen = await session.composition.screen(for: route, answering: request, viewer: session.viewer)
            }
        }
        // An action that asks for answers asks for them all at once, in a form.
        .sheet(item: $pendingAction) { action in
            NavigationStack {
                Form {
                    ForEach(action.inputs, id: \.name) { input in
                        Section {
                            TextField(input.prompt, text: Binding(get: { inputs[input.name] ?? input.current ?? "" }, set: { inputs[input.name] = $0 }))
                        } footer: {
                            // The limit before anything is typed; why an answer was refused.
                            if let problem = input.problem {
                                Text(problem).foregroundStyle(.red)
                            } else if let limit = input.limitText {
                                Text(limit.prefix(1).uppercased() + limit.dropFirst())
                            }
                        }
                    }
                }
                .navigationTitle(action.label)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { pendingAction = nil } }
                    ToolbarItem(placement: .confirmationAction) {
                        Button(action.label) {
                            pendingAction = nil
                            // A field left as it was submits the value it showed.
                            let shown = action.inputs.compactMap { input in input.current.map { (input.name, $0) } }
                            perform(action, inputs: inputs.merging(shown) { typed, _ in typed })
                        }
                    }
                }
            }
        }
        // What an action did: a brief banner in its kind's colour, not an alert to dismiss.
        .overlay(alignment: .top) {
            if let message {
                MessageBanner(message: message)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .animation(.default, value: message)
        .task(id: message) {
            guard let shown = message else { return }
            try? await Task.sleep(for: shown.shownFor)
            if message == shown { message = nil }
        }
    }

    /// A row: the control it is — it opens what it shows, or checks its item — or its text.
    @ViewBuilder
    private func rowView(_ row: ScreenRow, in screen: Screen) -> some View {
        if let action = row.action.flatMap(screen.action) {
            Button { tap(action) } label: { RowLabel(row: row) }
                .accessibilityLabel(row.accessibility.label)
                .accessibilityValue(row.accessibility.value ?? "")
                .accessibilityHint(action.accessibility.hint ?? "")
                .accessibilityAddTraits(row.mark != nil ? .isToggle : [])
        } else {
            RowLabel(row: row)
                .accessibilityElement(children: .combine)
                .accessibilityLabel(row.accessibility.label)
                .accessibilityValue(row.accessibility.value ?? "")
        }
    }

    /// The buttons of a row's or a section's own actions, labelled as beside it, each with its
    /// kind's symbol; a removal in its destructive role.
    @ViewBuilder
    private func ownActions(_ ids: [ActionID], in screen: Screen) -> some View {
        ForEach(screen.actions(ids)) { action in
            Button(action.shortLabel, systemImage: Self.symbol(of: action.kind), role: action.isDestructive ? .destructive : nil) { tap(action) }
                .accessibilityLabel(action.accessibility.label)
        }
    }

    /// An action's button: the screen's primary one prominent, a destructive one in its role.
    @ViewBuilder
    private func actionButton(_ action: ScreenAction, in screen: Screen) -> some View {
        let button = Button(action.label, role: action.isDestructive ? .destructive : nil) { tap(action) }
            .accessibilityLabel(action.accessibility.label)
            .accessibilityHint(action.accessibility.hint ?? "")
        if action.id == screen.primaryAction {
            button.buttonStyle(.borderedProminent).keyboardShortcut(.defaultAction)
        } else {
            button
        }
    }

    /// The symbol of an action of `kind`.
    private static func symbol(of kind: ScreenAction.Kind) -> String {
        switch kind {
        case .other: "circle"
        case .add: "plus"
        case .edit: "pencil"
        case .rename: "character.cursor.ibeam"
        case .moveUp: "arrow.up"
        case .moveDown: "arrow.down"
        case .remove: "trash"
        case .note: "note.text"
        }
    }

    /// Performs `action`, or first asks for its answers.
    private func tap(_ action: ScreenAction) {
        if action.inputs.isEmpty {
            perform(action, inputs: [:])
        } else {
            inputs = [:]
            pendingAction = action
        }
    }

    private func perform(_ action: ScreenAction, inputs: [String: String]) {
        Task {
            do {
                message = try await session.perform(action, inputs: inputs)
            } catch {
                message = .error(error)
            }
        }
    }
}
/// A message after an action, over the top of the screen.
private struct MessageBanner: View {
    let message: ScreenMessage

    var body: some View {
        Label(message.text, systemImage: symbol)
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .background(tint.opacity(0.15), in: Capsule())
            .foregroundStyle(tint)
            .padding(.top, 8)
            .accessibilityAddTraits(.isStaticText)
    }

    private var symbol: String {
        switch message.kind {
        case .success: "checkmark.circle"
        case .information: "info.circle"
        case .warning: "exclamationmark.triangle"
        case .error: "xmark.octagon"
        }
    }

    private var tint: Color {
        switch message.kind {
        case .success: .green
        case .information: .blue
        case .warning: .orange
        case .error: .red
        }
    }
}

/// A row's content: its check mark, text, detail and note.
private struct RowLabel: View {
    let row: ScreenRow

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            if let mark = row.mark {
                Image(systemName: mark == .checked ? "checkmark.circle.fill" : "circle")
            }
            VStack(alignment: .leading) {
                Text(row.text)
                if let detail = row.detail {
                    Text(detail).font(.caption).foregroundStyle(.secondary)
                }
                if let note = row.note {
                    Text("Note: \(note)").font(.caption).italic()
                }
            }
        }
    }
}
#endif
