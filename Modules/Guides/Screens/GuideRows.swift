import FeatureRegistry

/// How a guide's sections appear on screen, the same on its page and in the editor.
enum GuideRows {
    /// One screen section per guide section, numbered for reading (“1. Before you come in”),
    /// known by its id, with a row per paragraph of its text; in the editor, `actions` gives
    /// each section's heading its own.
    static func sections(_ sections: [Guide.Section], actions: (Guide.Section) -> [ActionID] = { _ in [] }) -> [ScreenSection] {
        sections.enumerated().map { index, section in
            ScreenSection(
                "\(index + 1). \(section.title)",
                id: section.id.uuidString,
                rows: section.paragraphs.map { ScreenRow($0) },
                emptyText: "No text yet.",
                actions: actions(section)
            )
        }
    }
}
