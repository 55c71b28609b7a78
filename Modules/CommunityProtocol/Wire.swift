import Foundation
import SailawayDatabase

/// An account as the community's API shows it.
public struct AccountInfo: Codable, Hashable, Sendable {
    /// Its id: the sailor's, as in `sailaway://user/{id}`.
    public var id: UUID
    /// The name other sailors see.
    public var name: String
    /// The email it signs in with; none for the server's own sailor.
    public var email: String?
    /// When it was made.
    public var createdAt: Date

    /// An account.
    public init(id: UUID, name: String, email: String?, createdAt: Date) {
        self.id = id
        self.name = name
        self.email = email
        self.createdAt = createdAt
    }
}

/// A new session: its token, shown this once, the account, and the session's id.
public struct SignedIn: Codable, Hashable, Sendable {
    /// What the device sends as `Authorization: Bearer …`.
    public var token: String
    /// The account signed in.
    public var account: AccountInfo
    /// The session's id: the device's, in the log and in what it holds.
    public var session: String

    /// A session.
    public init(token: String, account: AccountInfo, session: String) {
        self.token = token
        self.account = account
        self.session = session
    }
}

/// `POST /api/accounts`: a new account.
public struct SignUpRequest: Codable, Hashable, Sendable {
    public var name: String
    public var email: String
    public var password: String

    public init(name: String, email: String, password: String) {
        self.name = name
        self.email = email
        self.password = password
    }
}

/// `POST /api/sessions`: a device signs in.
public struct SignInRequest: Codable, Hashable, Sendable {
    public var email: String
    public var password: String

    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// `PUT /api/account/password`.
public struct PasswordChange: Codable, Hashable, Sendable {
    public var currentPassword: String
    public var newPassword: String

    public init(currentPassword: String, newPassword: String) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
    }
}

/// `DELETE /api/account`: the password, asked once more.
public struct AccountDeletion: Codable, Hashable, Sendable {
    public var password: String

    public init(password: String) {
        self.password = password
    }
}

/// `POST /api/sync/push`: a device's changes, oldest first.
public struct PushRequest: Codable, Hashable, Sendable {
    public var changes: [RowChange]
    /// Where the device's pull stands: the changes of the log it has seen. A delete of an item
    /// that others of the account's devices changed after it is kept as a copy for them (absent
    /// from an older device: nothing is kept).
    public var seen: Int64?

    public init(changes: [RowChange], seen: Int64? = nil) {
        self.changes = changes
        self.seen = seen
    }
}

/// What came of one change a device pushed.
public struct ChangeOutcome: Codable, Hashable, Sendable {
    /// What came of it.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// Applied now: its place in the log is `seq`.
        case applied
        /// Applied before, when it was sent the first time.
        case duplicate
        /// Not applied, and never will be: `reason` says why.
        case refused
        /// The row, or the item it belongs to, was deleted before this change arrived: the
        /// device keeps what it wrote as a copy.
        case gone
    }

    /// The change's identity.
    public var id: String
    /// What came of it.
    public var outcome: Kind
    /// Why it was refused, or what it found gone.
    public var reason: String?
    /// Its place in the log, when it was applied.
    public var seq: Int64?

    public init(id: String, outcome: Kind, reason: String? = nil, seq: Int64? = nil) {
        self.id = id
        self.outcome = outcome
        self.reason = reason
        self.seq = seq
    }
}

/// The answer to a push: each change's outcome, in order.
public struct PushResponse: Codable, Hashable, Sendable {
    public var outcomes: [ChangeOutcome]

    public init(outcomes: [ChangeOutcome]) {
        self.outcomes = outcomes
    }
}

/// What a replica receives: changes in the server's order, where its pull stands after them,
/// whether more wait, and what its device must be told once.
public struct PullBatch: Codable, Hashable, Sendable {
    /// The changes, in order.
    public var changes: [LoggedChange]
    /// The last place of the server's order these bring the replica to.
    public var cursor: Int64
    /// Whether more changes wait after `cursor`.
    public var more: Bool
    /// What the device is told, once.
    public var notices: [Notice]

    /// A batch.
    public init(changes: [LoggedChange], cursor: Int64, more: Bool, notices: [Notice] = []) {
        self.changes = changes
        self.cursor = cursor
        self.more = more
        self.notices = notices
    }
}

/// Something a device is told once: an edit of its that a later one replaced.
public struct Notice: Codable, Hashable, Sendable {
    /// What to tell.
    public var text: String
    /// When it happened.
    public var at: Date

    public init(text: String, at: Date) {
        self.text = text
        self.at = at
    }
}

/// Why a request was refused: what the API answers beside an error status.
public struct APIError: Codable, Hashable, Sendable, Error, CustomStringConvertible {
    /// What went wrong, and what to do.
    public var error: String

    public init(_ error: String) {
        self.error = error
    }

    public var description: String { error }
}

/// How the API writes and reads JSON: dates in ISO 8601, keys sorted.
public enum APIJSON {
    /// The encoder.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The decoder.
    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// What an account's details may be: the server checks them, and every face says them before
/// anything is typed.
public enum AccountLimits {
    /// The most characters of a name: the app's own limit for a sailor's name.
    public static let name = 60
    /// The most characters of an email address.
    public static let email = 254
    /// The fewest characters of a password.
    public static let passwordMinimum = 8
    /// The most bytes of a password in UTF-8: what bcrypt reads.
    public static let passwordBytes = 72
}
