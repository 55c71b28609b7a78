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
}
