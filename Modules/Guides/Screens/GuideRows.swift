import FeatureRegistry

/// How a guide's sections appear on screen, the same on its page and in the editor.
enum GuideRows {
    /// One screen section per guide section, numbered as the editor names them (“1. Before
    /// you come in”), with a row per paragraph of its text.
    static func sections(_ sections: [Guide.Section]) -> [ScreenSection] {
        sections.enumerated().map { index, section in
            ScreenSection(
                "\(index + 1). \(section.title)",
                rows: section.paragraphs.map { ScreenRow($0) },
                emptyText: "No text yet."
            )
        }
    }
}
