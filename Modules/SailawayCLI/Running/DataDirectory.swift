import Foundation

/// Where the app keeps its data.
enum DataDirectory {
    /// `--data-dir`, else `$SAILAWAY_DATA_DIR`, else `$XDG_DATA_HOME/sailaway`, else
    /// `~/.local/share/sailaway`.
    static func resolve(option: String?, environment: [String: String]) -> URL {
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
}
