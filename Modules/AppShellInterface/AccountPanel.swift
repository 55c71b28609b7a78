import FeatureRegistry

/// What Settings shows of the account and of sync, and offers there — the host's to say, since
/// only it knows what it is: a device that signs in to a server and syncs with it, or the server
/// itself, whose browser sessions are accounts.
///
/// Profiles draws Settings' Account and Sync Status pages around it; the host provides it
/// through the context (``AccountPanelKey``).
public struct AccountPanel: Sendable {
    /// One page's part: a line under its title, its rows, its actions.
    public struct Content: Sendable {
        /// A line under the page's title.
        public var subtitle: String?
        /// The rows, in sections.
        public var sections: [ScreenSection]
        /// What the person can do there.
        public var actions: [ScreenAction]

        /// A page's part.
        public init(subtitle: String?, sections: [ScreenSection] = [], actions: [ScreenAction] = []) {
            self.subtitle = subtitle
            self.sections = sections
            self.actions = actions
        }
    }

    /// The account page's part, for the context's viewer.
    public var account: @Sendable (ScreenContext) async -> Content
    /// The sync page's part, for the context's viewer.
    public var sync: @Sendable (ScreenContext) async -> Content

    /// A panel of these two parts.
    public init(account: @escaping @Sendable (ScreenContext) async -> Content, sync: @escaping @Sendable (ScreenContext) async -> Content) {
        self.account = account
        self.sync = sync
    }

    /// A device that does not sync: everything stays on it.
    public static let local = AccountPanel(
        account: { _ in Content(subtitle: "Signed in on this device only: everything stays on it.") },
        sync: { _ in Content(subtitle: "This device keeps everything to itself; it does not sync.") }
    )
}

/// The key of the account panel among a ``FeatureContext``'s services.
public enum AccountPanelKey: ServiceKey {
    /// Without a host that says otherwise, the device keeps everything to itself.
    public static let defaultValue = AccountPanel.local
}
