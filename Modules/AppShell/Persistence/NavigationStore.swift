import Foundation
import NavigationEngine

/// The saved navigation state: one JSON file in the data directory.
///
/// Writes are atomic (a temporary file renamed over the old one), so a crash mid-write leaves
/// the previous document, and two processes writing at once leave one whole document: the
/// last writer's. A document that cannot be read is kept beside it, never deleted.
///
/// Reading is bounded: a file over ``NavigationDocument/maximumSize`` or one that is not a
/// regular file (a directory, a pipe) is refused before a byte of it is read, and nothing over
/// the limit is ever written.
public struct NavigationStore: Sendable {
    /// The file's location.
    public let fileURL: URL

    /// A store in `directory`.
    public init(directory: URL) {
        fileURL = directory.appendingPathComponent("navigation.json")
    }

    /// The saved document, or nil when nothing was saved yet.
    ///
    /// - Throws: ``NavigationStoreError`` for a file too large or not a regular file; the
    ///   system's error when the file cannot be read.
    public func load() throws -> Data? {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: fileURL.path)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT) {
            return nil
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw NavigationStoreError.notAFile }
        let limit = NavigationDocument.maximumSize
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
            throw NavigationStoreError.tooLarge(bytes: size)
        }
        let handle = try FileHandle(forReadingFrom: fileURL)
        defer { try? handle.close() }
        // The file may have grown since it was measured: never read more than the limit.
        let data = try handle.read(upToCount: limit + 1) ?? Data()
        guard data.count <= limit else { throw NavigationStoreError.tooLarge(bytes: data.count) }
        return data
    }

    /// Saves a document, replacing the previous one in a single step.
    ///
    /// - Throws: ``NavigationStoreError/tooLarge(bytes:)`` for a document the next launch
    ///   would refuse; the previous document then stays.
    public func save(_ data: Data) throws {
        guard data.count <= NavigationDocument.maximumSize else { throw NavigationStoreError.tooLarge(bytes: data.count) }
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

/// Why the saved navigation file was not read or written.
public enum NavigationStoreError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// The document is over ``NavigationDocument/maximumSize``.
    case tooLarge(bytes: Int)
    /// Something other than a regular file (a directory, a pipe) is where the file should be.
    case notAFile

    public var description: String {
        switch self {
        case .tooLarge(let bytes): NavigationDocument.tooLargeReason(bytes: bytes)
        case .notAFile: "the saved state is not a regular file"
        }
    }

    public var errorDescription: String? { description }
}
