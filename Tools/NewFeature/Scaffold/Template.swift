import Foundation

/// The template feature: the feature Package.swift declares as `template`, compiled and tested
/// in every build with every option on, never part of the app. A new feature is its files,
/// those of the options chosen, their lines kept or left out (``MarkedTemplate``), renamed.
public struct Template: Sendable {
    /// Its name, as Package.swift declares it.
    public let name: FeatureName
    /// Its files — its interface's, its module's, its tests' — each with its text, in order.
    public let files: [(path: String, text: String)]

    /// The template of `repository`.
    public init(in repository: Repository) throws(Refusal) {
        let manifest = try repository.read(Repository.package)
        guard let declared = manifest.firstMatch(of: /(?m)^let template = FeatureModule\(name: "(\w+)"/) else {
            throw Refusal("Package.swift: cannot find `let template = FeatureModule(name: \"…\"` at the start of a line: the feature new features are copied from.")
        }
        name = try FeatureName(String(declared.output.1))
        let paths = Scaffold.folders(of: name).flatMap { repository.files(under: $0) }
        guard !paths.isEmpty else {
            throw Refusal("the template feature \(name.name) is missing (\(Scaffold.folders(of: name).joined(separator: ", "))).")
        }
        var files: [(path: String, text: String)] = []
        for path in paths { files.append((path, try repository.read(path))) }
        self.files = files
    }

    /// The files of the feature `feature` with `options`.
    public func files(of feature: FeatureName, options: Set<ScaffoldOption>, makeID: () -> UUID = UUID.init) throws(Refusal) -> [(path: String, text: String)] {
        let renaming = Renaming(from: name, to: feature, identifiersIn: files.map(\.text), makeID: makeID)
        var made: [(path: String, text: String)] = []
        for (path, text) in files {
            guard let kept = try MarkedTemplate(text, path: path).text(for: options) else { continue }
            made.append((renaming.apply(to: path), renaming.apply(to: kept)))
        }
        return made
    }
}
