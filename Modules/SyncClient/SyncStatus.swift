import FeatureRegistry
import Foundation
import SailawayDatabase

/// Where a device's sync stands, as Sync Status shows it and `sailaway sync --status --json`
/// prints it.
public struct SyncStatus: Codable, Hashable, Sendable {
    /// The server, when signed in.
    public var server: String?
    /// The account signed in: "Name <email>".
    public var account: String?
    /// Whether the server answered the last time it was asked; nil when never asked.
    public var online: Bool?
    /// When the last sync went through.
    public var lastSync: Date?
    /// How many changes have not reached the server yet, as a person counts them: three checks
    /// are three, a checklist made offline is one, however many rows it took.
    public var waiting: Int
    /// How many rows' changes those are: what the device will send.
    public var rowChanges: Int
    /// Those changes, by the item they change, in the order they were made.
    public var waitingFor: [Waiting]
    /// How many items asked for wait to arrive.
    public var opening: Int
    /// What went wrong last, if anything did since the last sync went through.
    public var lastError: String?
    /// When it went wrong first, of the tries since the last sync that went through.
    public var lastErrorAt: Date?

    /// Changes waiting for one item.
    public struct Waiting: Codable, Hashable, Sendable {
        /// What kind of item: its table (`checklist`, `rating`).
        public var table: String
        /// Its title or name, when it has one.
        public var name: String?
        /// How many changes, as a person counts them.
        public var count: Int
        /// Whether the item was made while its changes wait.
        public var isNew: Bool

        /// What a person reads: “Pre-departure” (checklist): 3 changes; “Made offline” (content): new.
        public var text: String {
            (name.map { "“\($0)” (\(table))" } ?? table) + (isNew ? ": new" : ": \(count) change\(count == 1 ? "" : "s")")
        }
    }

    /// Whether the device is signed in to a server.
    public var isSignedIn: Bool { server != nil }

    /// What Sync Status says, fact by fact — “Last sync”, “12 Sep 2026, 09:30” —: the page's
    /// rows and `sailaway sync --status`'s lines, in the same words.
    public var facts: [(label: String, value: String)] {
        guard let server else { return [("Changes waiting", "\(waiting)")] }
        var facts: [(label: String, value: String)] = [
            ("Server", server),
            ("Account", account ?? "—"),
            ("Status", online == true ? "Online" : online == false ? "Offline: the server does not answer" : "Not known yet"),
            ("Last sync", lastSync.map { DateText.moment($0) } ?? "Never"),
            ("Changes waiting", waiting == 0 ? "None: everything is on the server" : "\(waiting)"),
        ]
        facts += waitingFor.map { ("Waiting", $0.text) }
        facts.append(("Items waiting to open", "\(opening)"))
        if let lastError {
            facts.append(("Last error", (lastErrorAt.map { "since \(DateText.moment($0)): " } ?? "") + lastError))
        }
        return facts
    }
}
