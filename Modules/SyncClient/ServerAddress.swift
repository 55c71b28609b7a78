import Foundation

/// A server's address as a person gives it: `http://HOST:PORT`, or https.
public enum ServerAddress {
    /// The server `text` names.
    ///
    /// - Throws: ``SyncFailure/badServer(_:)`` for anything but an http or https address
    ///   with a host.
    public static func parse(_ text: String) throws(SyncFailure) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()), url.host != nil else {
            throw .badServer(text)
        }
        return url
    }
}
