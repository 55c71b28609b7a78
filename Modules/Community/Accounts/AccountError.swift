import Foundation

/// Why an account request was refused, in words a person can act on; each maps to one HTTP
/// status at the API (``status``).
public enum AccountError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// A field of the request is not acceptable: which, and why.
    case invalid(field: String, reason: String)
    /// An account already has this email.
    case emailTaken
    /// The email and password do not name an account: the same words for an unknown email and
    /// a wrong password, so neither tells the other apart.
    case refused
    /// Too many refused sign-ins of this account, or from this address, lately.
    case throttled(retryAfter: Int)
    /// The token is unknown, or its session ended.
    case signedOut
    /// The account asked for no longer exists.
    case noAccount
    /// The server's own sailor signs in with the operator's link only.
    case localAccount

    public var description: String {
        switch self {
        case .invalid(let field, let reason): "The \(field) is not right: \(reason)"
        case .emailTaken: "An account with this email exists already. Sign in instead, or use another email."
        case .refused: "The email or password is not right. Nothing was changed; try again."
        case .throttled(let seconds): "Too many sign-ins were refused. Wait \(seconds) seconds, then try again."
        case .signedOut: "This session has ended. Sign in again."
        case .noAccount: "This account no longer exists."
        case .localAccount: "This is the server's own sailor: it signs in with the link `sailaway-web link` prints, and has no password."
        }
    }

    public var errorDescription: String? { description }

    /// The HTTP status the API answers it with.
    public var status: Int {
        switch self {
        case .invalid: 400
        case .emailTaken: 409
        case .refused, .signedOut: 401
        case .throttled: 429
        case .noAccount: 404
        case .localAccount: 403
        }
    }
}
