/// What the app may tell the user about, kept on the device per account.
///
/// Stored as a draft row of kind ``kind`` keyed by the user's id, so it needs no table of its
/// own and goes with the account when the account is deleted.
struct NotificationSettings: Codable, Hashable, Sendable {
    /// The draft kind the settings are stored under.
    static let kind = "settings"

    /// Reminders before a charter starts and of its daily checklist.
    var charterReminders = true
    /// When a sailor starts following the user.
    var newFollowers = true
    /// When flashcards are due for review.
    var reviewReminders = true

    /// One setting: its title and where it lives, so screens list and toggle them uniformly.
    struct Toggle: Sendable {
        /// Its name: "Charter Reminders".
        var title: String
        /// What it covers.
        var detail: String
        /// The setting.
        var keyPath: any WritableKeyPath<NotificationSettings, Bool> & Sendable
    }

    /// Every setting, in the order shown.
    static let toggles: [Toggle] = [
        Toggle(title: "Charter Reminders", detail: "Before a charter starts, and of its daily checklist", keyPath: \.charterReminders),
        Toggle(title: "New Followers", detail: "When a sailor starts following you", keyPath: \.newFollowers),
        Toggle(title: "Review Reminders", detail: "When flashcards are due for review", keyPath: \.reviewReminders),
    ]
}
