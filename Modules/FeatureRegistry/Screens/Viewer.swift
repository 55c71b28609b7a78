/// Who is looking at a screen. Every load says it (``ScreenContext/viewer``), and each feature
/// decides in its own queries what that viewer may see — by identity and visibility, never by
/// comparing text.
///
/// There is no account system: a device has one person, its owner, and everyone else is the
/// public. A sailor signed in elsewhere would be a third case carrying their account's id, and
/// `SailawayDatabase`'s `person(in:)` would return that id; the features' queries already take
/// an account's id and would need no change.
public enum Viewer: Hashable, Sendable {
    /// The person whose device this is: the terminal app's user, or a browser session of theirs.
    /// Sees their own content whatever its visibility, and is addressed as "you".
    case owner
    /// Anyone who opened a public link, signed in nowhere. Sees only public content (an unlisted
    /// item by its own link, never in a list), no charter, and is never addressed as "you".
    case `public`
}
