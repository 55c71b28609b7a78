import FeatureScaffold

/// What the tool says it made, or would make, and what to do next.
struct Report {
    let scaffold: Scaffold
    let dryRun: Bool

    var text: String {
        let name = scaffold.name
        let created = scaffold.files.map { "  create  \($0.path)" }
        if dryRun {
            return (["Would create the feature \(name.name) (nothing written):"] + created
                + ["  edit    Package.swift: \(scaffold.entry) in `features`"]).joined(separator: "\n")
        }
        let flags = ScaffoldOption.allCases.filter(scaffold.options.contains).map(\.flag)
        let steps: [(command: String, note: String)] = [
            ("swift build", "trait \(name.name) is a new -D flag: every module compiles once"),
            ("Tools/test \(name.name)", "its tests alone, building only what they import"),
            (".build/debug/sailaway open sailaway://\(name.link)",
             "its sample entries, from its own table `\(name.table)`" + (scaffold.options.contains(.ownTab) ? ", in its own tab" : "")),
            (".build/debug/sailaway --features Checklists open sailaway://\(name.link)", "refused by name, exit 3"),
            ("Tools/record-snapshots",
             "record the snapshots of its screens, of those it contributes to and of the tab bar (Chrome/tabs.txt); review and commit them"),
            (".build/debug/sailaway routes --markdown > docs/ROUTES.md", "the route table gained its links; a test checks it"),
        ]
        return (["Created the feature \(name.name)" + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))") + ":"] + created + [
            "  edit    Package.swift: \(scaffold.entry) in `features` — trait \(name.name), on by default,",
            "          and a feature of the composition root (SailawayApp): nothing else lists it",
            "",
            "Next:",
        ] + steps.map { "  \($0.command)\n      # \($0.note)" } + [
            "",
            "Then: say what \(name.name) is for in \(name.name)Feature's summary, grow \(name.name)Route (a case and a link per",
            "screen), its table (a new migration per change) and its screens; read docs/FEATURE-TEAMS.md.",
            "Whole-app checks (snapshots, links-only-navigate, fuzzers, CI compositions) pick it up from",
            "the features list by themselves.",
        ]).joined(separator: "\n")
    }
}
