import Foundation

/// Content made of parts in order — a checklist's sections, a deck's cards, a guide's
/// sections — that its editor changes through a ``ContentDraft``.
public protocol PartedContent: Sendable {
    /// One part.
    associatedtype Part: DraftPart

    /// Its identifier.
    var id: UUID { get }
    /// Its title.
    var title: String { get }
    /// Its parts, in order.
    var parts: [Part] { get }

    /// The kind, whose noun the draft's messages name ("A guide needs …").
    static var kind: ContentKind { get }
    /// What one part is called: "section", "card". In the plural it names the parts in a
    /// kept draft too (`"sections": […]`).
    static var part: String { get }
    /// The most parts an item has.
    static var maxParts: Int { get }

    /// Refuses parts that cannot be saved beyond what every kind asks (a title, one part): a
    /// checklist's section without items. By default nothing more.
    static func checkReady(_ parts: [Part]) throws(ContentRuleError)
}

extension PartedContent {
    public static func checkReady(_ parts: [Part]) throws(ContentRuleError) {}
}

/// An item of a kind of content being edited: its unsaved title and parts.
///
/// Every edit checks the rules first and changes nothing when it refuses. The draft is kept in
/// the database between edits (``ContentDrafts``), so switching tabs or relaunching loses
/// nothing; saving turns it into the item in one transaction. Parts keep their identities
/// through edits and moves, so what is keyed on them (a card's review schedule) survives.
///
/// What is the kind's own — adding a part from its fields, changing them — is an extension
/// where `Content` is that kind.
public struct ContentDraft<Content: PartedContent>: EditableContent, Hashable {
    /// The item's identifier, saved or to be.
    public var id: UUID
    /// The title.
    public var title: String
    /// The parts, in order.
    public var parts: [Content.Part]
    /// Whether the item has never been saved.
    public var isNew: Bool

    /// A draft with every part given.
    public init(id: UUID, title: String, parts: [Content.Part], isNew: Bool) {
        self.id = id
        self.title = title
        self.parts = parts
        self.isNew = isNew
    }

    /// The draft of a saved item, as it is.
    public init(saved item: Content) {
        self.init(id: item.id, title: item.title, parts: item.parts, isNew: false)
    }

    /// A new item without parts, titled `title`.
    public static func blank(id: UUID, title: String) throws(ContentRuleError) -> ContentDraft {
        ContentDraft(id: id, title: try titleRule.check(title), parts: [], isNew: true)
    }

    /// The rule of the title: "A guide title", up to 100 characters.
    public static var titleRule: TextRule { .title(of: Content.kind.noun) }

    /// How the parts are found, moved and removed by their identity.
    public static var partRules: DraftParts { DraftParts(part: Content.part, owner: Content.kind.noun) }

    // MARK: - Editing

    /// Gives the item a new title.
    public mutating func rename(to title: String) throws(ContentRuleError) {
        self.title = try Self.titleRule.check(title)
    }

    /// Adds `part` at the end; refuses one more than the kind allows.
    public mutating func append(_ part: Content.Part) throws(ContentRuleError) {
        guard parts.count < Content.maxParts else {
            throw ContentRuleError("A \(Content.kind.noun) can have at most \(Content.maxParts) \(Content.part)s.")
        }
        parts.append(part)
    }

    /// The place of part `id`; refuses one that is gone.
    public func index(of id: UUID) throws(ContentRuleError) -> Int {
        try Self.partRules.index(of: id, in: parts)
    }

    /// Whether part `id` can move one place `direction`.
    public func canMove(_ id: UUID, _ direction: DraftParts.Direction) -> Bool {
        Self.partRules.canMove(id, direction, in: parts)
    }

    /// Moves part `id` one place up or down; returns its new place, from 1.
    @discardableResult
    public mutating func move(_ id: UUID, _ direction: DraftParts.Direction) throws(ContentRuleError) -> Int {
        try Self.partRules.move(id, direction, in: &parts)
    }

    /// Removes part `id`; returns it.
    @discardableResult
    public mutating func remove(_ id: UUID) throws(ContentRuleError) -> Content.Part {
        try Self.partRules.remove(id, from: &parts)
    }

    // MARK: - Saving

    /// The parts as they will be saved; refuses an item that is not ready.
    public func readyToSave() throws(ContentRuleError) -> [Content.Part] {
        _ = try Self.titleRule.check(title)
        guard !parts.isEmpty else {
            let part = Content.part
            throw ContentRuleError("A \(Content.kind.noun) needs at least one \(part). Add one with “Add \(part.prefix(1).uppercased() + part.dropFirst())”.")
        }
        try Content.checkReady(parts)
        return parts
    }

    // MARK: - Keeping

    /// A kept draft's keys: the parts under their kind's plural (`"cards"`), as each kind's
    /// own draft type wrote them before there was one for every kind.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static var id: Key { Key(stringValue: "id") }
        static var title: Key { Key(stringValue: "title") }
        static var isNew: Key { Key(stringValue: "isNew") }
        static var parts: Key { Key(stringValue: "\(Content.part)s") }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decode(UUID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        parts = try container.decode([Content.Part].self, forKey: .parts)
        isNew = try container.decode(Bool.self, forKey: .isNew)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(parts, forKey: .parts)
        try container.encode(isNew, forKey: .isNew)
    }
}
