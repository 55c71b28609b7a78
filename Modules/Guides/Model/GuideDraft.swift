import ContentCore
import Foundation

/// A guide being edited: its unsaved title and sections (``ContentDraft``).
typealias GuideDraft = ContentDraft<Guide>

extension Guide: PartedContent {
    var parts: [Section] { sections }
    static var kind: ContentKind { .guide }
    static var part: String { "section" }
    static var maxParts: Int { GuideRules.maxSections }
}

extension Guide.Section: DraftPart {}

extension ContentDraft<Guide> {
    /// The sections, in order.
    var sections: [Guide.Section] {
        get { parts }
        set { parts = newValue }
    }

    /// Adds a section at the end.
    mutating func addSection(_ title: String, text: String, id: UUID) throws(EditError) {
        try append(Guide.Section(id: id, title: try GuideRules.sectionTitle.check(title), body: try GuideRules.sectionText.check(text)))
    }

    /// Gives section `id` a new heading; returns it.
    @discardableResult
    mutating func retitleSection(_ id: UUID, to title: String) throws(EditError) -> String {
        let index = try index(of: id)
        sections[index].title = try GuideRules.sectionTitle.check(title)
        return sections[index].title
    }

    /// Replaces the text of section `id`.
    mutating func rewriteSection(_ id: UUID, to text: String) throws(EditError) {
        let index = try index(of: id)
        sections[index].body = try GuideRules.sectionText.check(text)
    }
}
