import Foundation

/// Who is looking at a screen. Every load says it (``ScreenContext/viewer``), and each feature
/// decides in its own queries what that viewer may see — by identity and visibility, never by
/// comparing text.
///
/// There is no default viewer: a host says whose screen it loads — the sailor signed in on a
/// device or in a browser session, or the public for a page anyone may open — and the compiler
/// checks that it does.
public enum Viewer: Hashable, Sendable {
    /// A sailor's account, by its id (their row of the `user` table): the device's sailor, or
    /// the account a browser session signed in as. Sees their own content whatever its
    /// visibility, and is addressed as "you" on it.
    case account(UUID)
    /// Anyone signed in nowhere: someone who opened a public link, or a device before it has a
    /// sailor. Sees only public content (an unlisted item by its own link, never in a list), no
    /// charter, and is never addressed as "you".
    case `public`

    /// The account's id, or nil for the public.
    public var accountID: UUID? {
        if case .account(let id) = self { id } else { nil }
    }

    /// The account's id, for what only an account has (a library, an editor, settings).
    ///
    /// - Throws: ``NoAccount`` for the public.
    public func account() throws(NoAccount) -> UUID {
        guard let accountID else { throw NoAccount() }
        return accountID
    }
}

/// What only an account may do was asked by the public: a device without a sailor, or someone
/// signed in nowhere.
public struct NoAccount: Error, LocalizedError, CustomStringConvertible, Hashable, Sendable {
    /// Creates the error.
    public init() {}

    public var description: String { "There is no account here. Create one in the Profile tab, or sign in." }
    public var errorDescription: String? { description }
}
