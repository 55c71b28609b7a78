import ArgumentParser

/// The options every host takes: which data directory, and which of the compiled-in features.
///
/// `sailaway` reads them before its command's name, `sailaway-web` beside its address; both
/// mean the same by them.
public struct HostOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the app keeps its data.",
            discussion: "Default: $SAILAWAY_DATA_DIR, else $XDG_DATA_HOME/sailaway, else ~/.local/share/sailaway.",
            valueName: "dir"
        )
    )
    public var dataDir: String?

    @Option(
        help: ArgumentHelp(
            "Enable only these compiled-in features (comma-separated).",
            valueName: "A,B"
        )
    )
    public var features: String?

    /// Creates the options with their defaults, as ArgumentParser needs.
    public init() {}

    /// The feature names given with `--features`, or nil for all.
    public var enabledFeatures: [String]? {
        features.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    }
}
