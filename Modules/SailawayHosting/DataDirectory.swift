import Foundation

/// Where the app keeps its data, for every host: `sailaway` and `sailaway-web` open the same one.
public enum DataDirectory {
    /// `--data-dir`, else `$SAILAWAY_DATA_DIR`, else `$XDG_DATA_HOME/sailaway`, else
    /// `~/.local/share/sailaway`.
    public static func resolve(option: String?, environment: [String: String]) -> URL {
        if let option, !option.isEmpty {
            return URL(fileURLWithPath: option, isDirectory: true)
        }
        if let explicit = environment["SAILAWAY_DATA_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("sailaway", isDirectory: true)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/sailaway", isDirectory: true)
    }

    /// The line an interactive session opens with: where the data lives, and whether this
    /// run creates it with the sample content. The home folder is spelled `~`.
    public static func note(_ directory: URL, isNew: Bool, environment: [String: String]) -> String {
        var path = directory.standardizedFileURL.path
        if let home = environment["HOME"], !home.isEmpty, home != "/", path.hasPrefix(home + "/") {
            path = "~" + path.dropFirst(home.count)
        }
        return isNew ? "Your data: \(path) (new: sample content added)" : "Your data: \(path)"
    }

    /// Throws, naming `directory`, when the app could neither read nor write its data there: a
    /// file in its place, a folder it may not read or write, or (when it does not exist yet) a
    /// place it could not be created. Checked once before launch, so an unusable directory is
    /// one clear error rather than every feature's failure to open the database.
    public static func checkUsable(_ directory: URL) throws(Unusable) {
        let files = FileManager.default
        let path = directory.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Unusable(path: path, reason: "it is a file, not a directory") }
            guard files.isReadableFile(atPath: path), files.isExecutableFile(atPath: path) else {
                throw Unusable(path: path, reason: "this user may not read it")
            }
            guard files.isWritableFile(atPath: path) else { throw Unusable(path: path, reason: "this user may not write to it") }
            return
        }
        // It is created on first use: the nearest folder that exists must take a new one.
        var parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !files.fileExists(atPath: parent.path, isDirectory: &isDirectory), parent.path != "/" {
            parent = parent.deletingLastPathComponent()
        }
        guard isDirectory.boolValue else {
            throw Unusable(path: path, reason: "it cannot be created, because \(parent.path) is a file")
        }
        guard files.isWritableFile(atPath: parent.path), files.isExecutableFile(atPath: parent.path) else {
            throw Unusable(path: path, reason: "it cannot be created in \(parent.path), which this user may not write to")
        }
    }

    /// A data directory the app cannot use, and why.
    public struct Unusable: Error, CustomStringConvertible {
        /// The directory.
        public var path: String
        /// Why it cannot be used.
        public var reason: String

        public var description: String {
            "Cannot use the data directory \(path): \(reason). Choose another with --data-dir or SAILAWAY_DATA_DIR."
        }
    }
}
