import ContentCore
import Foundation
import SailawayDatabase

/// A saved checklist: its content row and its sections of items, in order.
struct Checklist: Hashable, Sendable {
    /// A titled group of items.
    struct Section: Codable, Hashable, Sendable {
        var id: UUID
        var title: String
        var items: [Item]
    }

    /// One thing to check.
    struct Item: Codable, Hashable, Sendable {
        var id: UUID
        var text: String
    }

    /// The shared content row: title, author, visibility, dates.
    var content: ContentItem
    /// The sections, in order.
    var sections: [Section]

    var id: UUID { content.id }
    var title: String { content.title }

    /// How many items it has in all.
    var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The searchable text of its parts.
    static func body(of sections: [Section]) -> String {
        ContentItem.body(of: sections.flatMap { [$0.title] + $0.items.map(\.text) })
    }
}
