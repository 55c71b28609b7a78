import AppShell
import ArgumentParser
import FeatureRegistry
import SailawayHosting

/// `sailaway aasa`: the `apple-app-site-association` file for the build's public links.
struct AasaCommand: AsyncParsableCommand, HostCommand {
    /// The app ID printed when none is given: a placeholder team ID and the app's bundle ID.
    static let defaultAppID = AppSiteAssociation.defaultAppID

    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Print the apple-app-site-association file that opens the build's public links as universal links.",
        discussion: """
            Serve the output at https://sailaway.app/.well-known/apple-app-site-association. It \
            lists every public link pattern of the enabled features, with its aliases, in Apple's \
            components format: a {parameter} path segment becomes *, a query parameter such as \
            ?q={query} becomes "?": {"q": "*"}. Internal patterns come first, excluded, so a \
            pasted internal path stays in the browser. It is the file sailaway-web serves.

            Examples:
              sailaway aasa
              sailaway aasa --app-id A1B2C3D4E5.app.sailaway
            """
    )

    @ParentCommand var root: SailawayCommand

    /// `--app-id`, as given: empty for the default.
    @Option(
        name: .customLong("app-id"),
        help: ArgumentHelp(
            "The app that opens the links, as TEAMID.bundle-id; repeat it for several apps.",
            discussion: "Default: \(AasaCommand.defaultAppID).",
            valueName: "id"
        )
    )
    var appIDs: [String] = []

    var changesNavigation: Bool { false }
    var readsNavigation: Bool { false }

    /// The app IDs to print: those given, else the default.
    var resolvedAppIDs: [String] { appIDs.isEmpty ? [Self.defaultAppID] : appIDs }

    /// Refuses an app ID that does not read `TEAMID.bundle-id`, before the app launches.
    func validate() throws {
        for id in appIDs where !Self.isAppID(id) {
            throw ValidationError(
                "'\(id)' is not an app ID: give the 10-character team ID, a dot and the bundle ID, such as \(Self.defaultAppID)."
            )
        }
    }

    @MainActor func run(in context: CommandContext) async throws {
        let association = try AppSiteAssociation(composition: context.session.composition, appIDs: resolvedAppIDs)
        context.console.write(String(decoding: try association.json(), as: UTF8.self) + "\n")
    }

    /// Whether `id` reads `TEAMID.bundle.id`: ten uppercase letters or digits, a dot, then a
    /// bundle ID of letters, digits, `-` and `.`.
    static func isAppID(_ id: String) -> Bool {
        let parts = id.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let team = parts[0], bundle = parts[1]
        return team.count == 10 && team.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            && !bundle.isEmpty && !bundle.hasPrefix(".") && !bundle.hasSuffix(".")
            && bundle.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }
}
