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
                        Section(section.heading ?? "") {
                            if section.rows.isEmpty, let empty = section.emptyText {
                                Text(empty).foregroundStyle(.secondary)
                            }
                            // Keyed by what each row shows (an item's id), so a row keeps its
                            // place and focus when the data around it changes.
                            ForEach(section.rows, id: \.id) { row in
                                if let action = row.action.flatMap(screen.action) {
                                    // The row is the control: it opens what it shows, or checks its item.
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
                        }
                    }
                    Section {
                        ForEach(screen.listedActions) { action in
                            Button(action.label, role: action.isDestructive ? .destructive : nil) { tap(action) }
                                .accessibilityLabel(action.accessibility.label)
                                .accessibilityHint(action.accessibility.hint ?? "")
                        }
                    }
                }
                .navigationTitle(screen.title)
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
                    ForEach(action.questions, id: \.name) { input in
                        TextField(input.prompt, text: Binding(get: { inputs[input.name] ?? input.current ?? "" }, set: { inputs[input.name] = $0 }))
                    }
                }
                .navigationTitle(action.label)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { pendingAction = nil } }
                    ToolbarItem(placement: .confirmationAction) {
                        Button(action.label) {
                            pendingAction = nil
                            // A field left as it was submits the value it showed.
                            let shown = action.questions.compactMap { input in input.current.map { (input.name, $0) } }
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

    /// Performs `action`, or first asks for its answers.
    private func tap(_ action: ScreenAction) {
        if action.questions.isEmpty {
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
