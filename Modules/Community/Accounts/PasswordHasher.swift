import HummingbirdBcrypt
import NIOPosix

/// Passwords as the community keeps them: bcrypt, salted, slow on purpose (hummingbird-auth's
/// `Bcrypt`), hashed and checked on NIO's thread pool so no request's task waits on the work.
public struct PasswordHasher: Sendable {
    /// log₂ of bcrypt's rounds: 10 on a server (tens of milliseconds a check); tests use less.
    public let cost: UInt8
    /// A hash of the same cost that no password matches.
    private let noPassword: String

    /// A hasher of `cost`.
    public init(cost: UInt8 = 10) {
        self.cost = cost
        noPassword = Bcrypt.hash(Secret.randomToken(), cost: cost)
    }

    /// The hash to keep for `password`.
    public func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    /// Whether `password` is the one `hash` was made from.
    public func verify(_ password: String, against hash: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
    }

    /// Checks `password` against a hash no password matches, taking as long as a real check: a
    /// sign-in with an unknown email takes the time of one with a wrong password.
    public func verifyNothing(_ password: String) async throws {
        _ = try await verify(password, against: noPassword)
    }
}
