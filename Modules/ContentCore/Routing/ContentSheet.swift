/// A sheet every kind of content shows the same way, over its detail.
public enum ContentSheet: Hashable, Sendable, CaseIterable {
    /// Choosing who may see it.
    case publish
    /// Giving it stars.
    case rate
    /// Its links, to copy or send.
    case share
    /// Telling moderators what is wrong with it.
    case report
}
