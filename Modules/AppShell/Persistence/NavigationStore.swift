import Foundation
import NavigationEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The saved navigation state: one JSON file in the data directory.
///
/// Writes are atomic (a temporary file, flushed, renamed over the old one), so a crash mid-write
/// leaves the previous document, and two processes writing at once leave one whole document:
/// the last writer's. A document that cannot be read is kept beside it, never deleted.
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
        let directory = fileURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Written beside the file, flushed, then renamed over it: a reader or a crash sees the old
        // document or the new one, never part of one. The temporary name carries the process
        // ID, so temporary files of processes killed mid-write are recognised and removed.
        let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(getpid())-\(UUID().uuidString).tmp")
        do {
            try Self.writeFlushed(data, to: temporary)
            try Self.check(rename(temporary.path, fileURL.path))
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        removeTemporaryFilesOfEndedProcesses()
    }

    private static func writeFlushed(_ data: Data, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        try check(descriptor)
        defer { close(descriptor) }
        // FileHandle writes the whole of `data` (again after an interrupted write) and
        // `synchronize()` is fsync: the document is on the disk before it is renamed into place.
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        try file.write(contentsOf: data)
        try file.synchronize()
    }

    private static func check(_ result: Int32) throws {
        guard result >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Removes temporary files that processes no longer running left behind.
    private func removeTemporaryFilesOfEndedProcesses() {
        let directory = fileURL.deletingLastPathComponent()
        let prefix = ".\(fileURL.lastPathComponent)."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let process = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), process != getpid() else { continue }
            // Signal 0 only asks whether the process exists; another process's file is kept.
            if kill(process, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
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
