import Foundation

/// The app's cache: `cache/` in the data directory, files the app can fetch or rebuild again.
/// Clearing it never touches the database or navigation state, which live beside it.
struct CacheFolder: Sendable {
    /// The folder.
    let url: URL

    /// The cache of the data directory `dataDirectory`.
    init(in dataDirectory: URL) {
        url = dataDirectory.appendingPathComponent("cache", isDirectory: true)
    }

    /// The bytes its files take; 0 when it does not exist.
    func size() -> Int64 {
        guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey]) else {
            return 0
        }
        var total: Int64 = 0
        for case let file as URL in files {
            let values = try? file.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            if values?.isRegularFile == true { total += Int64(values?.fileSize ?? 0) }
        }
        return total
    }

    /// Deletes the folder, if present; returns the bytes freed.
    func clear() throws -> Int64 {
        guard FileManager.default.fileExists(atPath: url.path) else { return 0 }
        let freed = size()
        try FileManager.default.removeItem(at: url)
        return freed
    }

    /// "0 bytes", "512 bytes", "1.5 KB", "2.3 MB".
    static func text(_ bytes: Int64) -> String {
        let units = ["KB", "MB", "GB"]
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }
}
