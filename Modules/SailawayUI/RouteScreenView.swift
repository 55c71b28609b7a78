#if canImport(SwiftUI)
import FeatureRegistry
import SailawayUIModel
import SwiftUI
import UniformTypeIdentifiers

/// One route's screen as its ``ScreenModel`` has it — sections, rows and actions with their
/// accessibility text — and the form of an action asking for answers. Nothing until loaded.
struct RouteScreenView: View {
    @Bindable var model: ScreenModel

    var body: some View {
        ZStack { if let screen = model.screen { content(screen) } else { Color.clear } }
            .task { await model.run() }
            .sheet(item: $model.form) { ActionFormView(form: $0, model: model) }
    }

    private func content(_ screen: Screen) -> some View {
        List {
            if let subtitle = screen.subtitle { Text(subtitle).foregroundStyle(.secondary) }
            if screen.kind == .pending { ProgressView() }
            if let progress = screen.progress { ProgressView(value: progress.fraction) { Text("\(progress.completed)/\(progress.total)") } }
            ForEach(Array(screen.sections.enumerated()), id: \.offset) { _, section in
                Section {
                    if section.rows.isEmpty, let empty = section.emptyText { Text(empty).foregroundStyle(.secondary) }
                    ForEach(section.rows, id: \.id) { row in
                        rowView(row, in: screen)
                            .accessibilityLabel(row.accessibility.label)
                            .accessibilityValue(row.accessibility.value ?? "")
                            .swipeActions { buttons(screen.actions(row.actions)) }
                            .contextMenu { buttons(screen.actions(row.actions)) }
                    }
                    buttons(screen.actions(section.additions))
                } header: {
                    HStack {
                        Text(section.heading ?? "")
                        Spacer()
                        if !section.actions.isEmpty {
                            Menu("Actions for \(section.heading ?? "the section")", systemImage: "ellipsis.circle") { buttons(screen.actions(section.actions)) }
                                .labelStyle(.iconOnly)
                        }
                    }
                }
            }
            Section { ForEach(screen.listedActions) { actionButton($0, in: screen) } }
        }
        .navigationTitle(screen.title)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) { ForEach(screen.toolbarActions.filter { $0.id == screen.primaryAction }) { actionButton($0, in: screen) } }
            ToolbarItemGroup(placement: .secondaryAction) { ForEach(screen.toolbarActions.filter { $0.id != screen.primaryAction }) { actionButton($0, in: screen) } }
        }
    }

    /// A row is the control it is (it opens what it shows, checks its item), or its text.
    @ViewBuilder private func rowView(_ row: ScreenRow, in screen: Screen) -> some View {
        if let action = row.action.flatMap({ screen.action($0) }) {
            Button { model.tap(action.id) } label: { rowLabel(row) }
                .accessibilityHint(action.accessibility.hint ?? "")
                .accessibilityAddTraits(row.mark != nil ? .isToggle : [])
        } else {
            rowLabel(row).accessibilityElement(children: .combine)
        }
    }

    private func rowLabel(_ row: ScreenRow) -> some View {
        HStack(alignment: .firstTextBaseline) {
            if let mark = row.mark { Image(systemName: mark == .checked ? "checkmark.circle.fill" : "circle") }
            VStack(alignment: .leading) {
                Text(row.text)
                if let detail = row.detail { Text(detail).font(.caption).foregroundStyle(.secondary) }
                if let note = row.note { Text("Note: \(note)").font(.caption).italic() }
            }
        }
    }

    private func buttons(_ actions: [ScreenAction]) -> some View {
        ForEach(actions) { action in
            Button(action.shortLabel, systemImage: action.kind.systemImage, role: action.isDestructive ? .destructive : nil) { model.tap(action.id) }
                .accessibilityLabel(action.accessibility.label)
        }
    }

    @ViewBuilder private func actionButton(_ action: ScreenAction, in screen: Screen) -> some View {
        let button = Button(action.label, role: action.isDestructive ? .destructive : nil) { model.tap(action.id) }
            .accessibilityLabel(action.accessibility.label)
            .accessibilityHint(action.accessibility.hint ?? "")
        if action.id == screen.primaryAction {
            button.buttonStyle(.borderedProminent).keyboardShortcut(.defaultAction)
        } else {
            button
        }
    }
}

/// An action's form: a control per field by its kind, with what it accepts or why it was
/// refused under it.
struct ActionFormView: View {
    @Bindable var form: ActionForm
    let model: ScreenModel

    var body: some View {
        NavigationStack {
            Form {
                if let error = form.error { Text(error).foregroundStyle(.red) }
                ForEach($form.fields) { $field in
                    Section {
                        switch field.kind {
                        case .text, .requiredText: TextField(field.prompt, text: $field.text, axis: .vertical)
                        case .number: TextField(field.prompt, text: $field.text)
                        case .date: DatePicker(field.prompt, selection: $field.date, displayedComponents: .date)
                        case .file: Button(field.file?.name ?? "Choose a File…") { form.chooseFile(for: field.id) }
                        case .password: SecureField(field.prompt, text: $field.text)
                        }
                    } footer: {
                        if let footer = field.footer { Text(footer).foregroundStyle(field.problem == nil ? Color.secondary : Color.red) }
                    }
                }
            }
            .navigationTitle(form.title)
            .fileImporter(isPresented: $form.isPicking, allowedContentTypes: form.pickingTypes.compactMap { UTType(filenameExtension: $0) }) { form.pick($0) }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { model.closeForm() } }
                ToolbarItem(placement: .confirmationAction) { Button(form.title) { model.submit() }.disabled(form.isSending) }
            }
        }
    }
}
#endif
