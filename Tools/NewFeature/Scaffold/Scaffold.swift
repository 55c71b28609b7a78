import Foundation

/// A new feature made from the template feature: its files and its line in Package.swift,
/// worked out whole before anything is written.
public struct Scaffold: Sendable {
    /// The folders of a feature named `name`: its interface, its module, its tests.
    static func folders(of name: FeatureName) -> [String] {
        ["Modules/\(name.name)Interface", "Modules/\(name.name)", "Tests/\(name.name)Tests"]
    }

    /// The feature made.
    public let name: FeatureName
    /// The options it was made with.
    public let options: Set<ScaffoldOption>
    /// Its files, by their path from the repository's root, in order.
    public let files: [(path: String, text: String)]
    /// Package.swift with the feature's line.
    public let manifest: String
    /// The feature's line in the features list.
    public let entry: String

    /// The feature `name` with `options` for `repository`, or the reason it cannot be made.
    public init(_ name: FeatureName, options: Set<ScaffoldOption>, in repository: Repository, makeID: () -> UUID = UUID.init) throws(Refusal) {
        guard repository.exists(Repository.package) else {
            throw Refusal("\(Repository.package) is missing under \(repository.root.path): run the tool from the repository's root, or give it with --repository.")
        }
        for module in Repository.requiredModules where !repository.isDirectory("Modules/\(module)") {
            throw Refusal("Modules/\(module) is missing: the feature's code builds on it.")
        }
        let template = try Template(in: repository)
        try Self.checkFree(name, in: repository, template: template)

        self.name = name
        self.options = options
        files = try template.files(of: name, options: options, makeID: makeID)
        let uses = ["Search"] + ScaffoldOption.allCases.filter(options.contains).compactMap(\.filledFeature)
        entry = "FeatureModule(name: \"\(name.name)\", hasInterface: true, uses: [\(uses.map { "\"\($0)\"" }.joined(separator: ", "))])"
        manifest = try FeaturesList.adding(entry, named: name.name, using: uses, to: try repository.read(Repository.package))
    }

    /// Refuses a name whose modules, links, table or declarations the repository already has, or
    /// that names a type the template's code uses.
    static func checkFree(_ name: FeatureName, in repository: Repository, template: Template) throws(Refusal) {
        let existing = try repository.modules()
        for module in [name.name, name.name + "Interface", name.name + "Tests"] {
            if let (existingName, place) = existing[module.lowercased()] {
                let inCase = existingName == module ? "" : " (module names must differ in more than case)"
                throw Refusal("'\(name.name)' would create the module \(module), but \(place)\(inCase): choose another name.")
            }
        }
        // A module named like a type the code names unqualified (`Feature`, `User`) would make
        // that name mean the module in the feature's code.
        if template.files.contains(where: { namesInCode(of: $0.text).contains(name.name) }) {
            throw Refusal("'\(name.name)' is the name of a type the feature's generated code uses: choose another name.")
        }
        // Every name it would take holds its singular (`logbooks`, `logbookEntry`,
        // `LogbooksFeature`, `Logbook`): only the files that mention it are read closely.
        let mentioning = { (sources: [(path: String, text: String)]) in
            sources.filter { $0.text.range(of: name.singular, options: .caseInsensitive) != nil }
        }
        let modules = mentioning(repository.swiftSources(under: ["Modules"]))
        let links = Repository.links(in: modules)
        for path in [name.link, "\(name.link)/entry/{id}"] {
            if let place = links[path] {
                throw Refusal("'\(name.name)' would declare the link '\(path)', which \(place) already declares: choose another name.")
            }
        }
        if let place = Repository.tables(in: modules)[name.table.lowercased()] {
            throw Refusal("'\(name.name)' would create the table \(name.table), which \(place) already creates: choose another name.")
        }
        // A fake in a test named like the feature, or a type the feature would declare again, would
        // meet the real one in a whole-app test's composition or in a test that imports both.
        let (types, features) = Repository.typesAndFeatures(in: modules + mentioning(repository.swiftSources(under: ["Tests"])))
        if let place = features[name.name.lowercased()] {
            throw Refusal("'\(name.name)' is already the name of a feature in \(place): choose another name.")
        }
        if let place = types[name.name] {
            throw Refusal("'\(name.name)' is already a type, in \(place): a module of that name would hide it. Choose another name.")
        }
        // The types named after the feature; the others (`OverviewScreen`, a test's fake) are
        // internal to its own modules, as every feature's are.
        let renaming = Renaming(from: template.name, to: name, identifiersIn: [])
        let generated = Set(template.files.flatMap { Repository.declaredTypes(in: $0.text) }.filter { $0.contains(template.name.singular) }.map(renaming.apply))
        for type in generated.sorted() {
            if let place = types[type] {
                throw Refusal("'\(name.name)' would declare the type \(type), which \(place) already declares: choose another name.")
            }
        }
        if let place = Repository.declaredMembers(in: modules)[name.member] {
            throw Refusal("FeatureDeclaration.\(name.member) already exists in \(place): choose another name.")
        }
        for folder in folders(of: name) where repository.exists(folder) {
            throw Refusal("\(folder) already exists: choose another name.")
        }
    }

    /// The capitalized names `text` uses in its code: not in its comments or its strings.
    static func namesInCode(of text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let code = line.replacing(/"(?:[^"\\]|\\.)*"/, with: "\"\"").split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
            for match in code.matches(of: /\b[A-Z][A-Za-z0-9]*\b/) { names.insert(String(match.output)) }
        }
        return names
    }
}

extension Scaffold {
    /// Writes the feature into `repository`: its files, then Package.swift, each to a temporary
    /// file beside it moved into place. On any failure what was written is taken away again, so
    /// the repository is as it was.
    public func write(to repository: Repository) throws(Refusal) {
        let files = FileManager.default
        var created: [URL] = []
        do {
            for folder in Self.folders(of: name) {
                let url = repository.root.appendingPathComponent(folder)
                try files.createDirectory(at: url, withIntermediateDirectories: false)
                created.append(url)
            }
            for (path, text) in self.files {
                let url = repository.root.appendingPathComponent(path)
                try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            }
            try Data(manifest.utf8).write(to: repository.root.appendingPathComponent(Repository.package), options: .atomic)
        } catch {
            for url in created { try? files.removeItem(at: url) }
            throw Refusal("could not write the feature: \(error.localizedDescription). Nothing was changed.")
        }
    }
}
