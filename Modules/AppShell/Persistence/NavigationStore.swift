import Foundation

/// The saved navigation state: one JSON file in the data directory.
///
/// Writes are atomic (a temporary file renamed over the old one), so a crash mid-write leaves
/// the previous document, and two processes writing at once leave one whole document: the
/// last writer's. A document that cannot be read is kept beside it, never deleted.
public struct NavigationStore: Sendable {
    /// The file's location.
    public let fileURL: URL

    /// A store in `directory`.
    public init(directory: URL) {
        fileURL = directory.appendingPathComponent("navigation.json")
    }

    /// The saved document, or nil when nothing was saved yet.
    public func load() throws -> Data? {
        do {
            return try Data(contentsOf: fileURL)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT) {
            return nil
        }
    }

    /// Saves a document, replacing the previous one in a single step.
    public func save(_ data: Data) throws {
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: fileURL, options: .atomic)
    }

    /// Moves an unreadable document aside so it is not overwritten; returns where it went.
    @discardableResult
    public func setAside() -> URL? {
        let destination = fileURL.appendingPathExtension("unreadable")
        try? FileManager.default.removeItem(at: destination)
        do {
            try FileManager.default.moveItem(at: fileURL, to: destination)
            return destination
        } catch {
            return nil
        }
    }

    /// Forgets the saved document.
    public func remove() throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        try FileManager.default.removeItem(at: fileURL)
    }
}
