/// A titled group of rows, with what can be done to the group itself and where a new row of
/// it is added.
public struct ScreenSection: Hashable, Sendable {
    /// The section's identity on its screen, taken from what it shows (a checklist section's
    /// id), so a face keeps its place and focus when the data around it changes; nil for a
    /// section known by its heading alone.
    public var id: String?
    /// The heading, if the section has one.
    public var heading: String?
    /// The rows.
    public var rows: [ScreenRow]
    /// What to show when there are no rows.
    public var emptyText: String?
    /// The section's own actions, each one of its screen's ``Screen/actions``: rename it, move
    /// it, remove it. Faces draw them with its heading (a menu, buttons beside it).
    public var actions: [ActionID]
    /// The actions that add a row to the section, each one of its screen's actions: drawn
    /// after its rows, where the new row goes (Add Item under its section).
    public var additions: [ActionID]

    /// Creates a section.
    public init(
        _ heading: String? = nil, id: String? = nil, rows: [ScreenRow], emptyText: String? = nil, actions: [ActionID] = [], additions: [ActionID] = []
    ) {
        self.id = id
        self.heading = heading
        self.rows = rows
        self.emptyText = emptyText
        self.actions = actions
        self.additions = additions
    }
}
