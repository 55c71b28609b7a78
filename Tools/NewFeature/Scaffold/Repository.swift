import Foundation

/// The repository a feature is added to: its files, and the names it already has.
public struct Repository: Sendable {
    /// Its root: the folder holding Package.swift.
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    static let package = "Package.swift"

    /// The modules the generated code builds on: those offering the extension points it fills.
    static let requiredModules = ["FeatureRegistry", "NavigationEngine", "SailawayDatabase", "AppShellInterface", "SearchInterface"]

    /// Modules a target of this package may not shadow: the toolchain's, the SDKs' and those of
    /// the packages Sailaway depends on. (The package's own are found on disk and in Package.swift.)
    static let reservedModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "Synchronization",
        "Observation", "Distributed", "RegexBuilder", "Cxx", "CxxStdlib", "SwiftShims", "Testing", "XCTest",
        "Glibc", "Musl", "Bionic", "Android", "Darwin", "WinSDK", "SwiftUI", "UIKit", "AppKit", "Combine",
        "OSLog", "Security",
        "ArgumentParser", "ArgumentParserToolInfo", "Logging", "InMemoryLogging", "GRDB", "GRDBSQLite",
        "CSQLite", "SQLite3", "PropertyBased", "CasePaths",
    ]

    // MARK: - Files

    /// The text of the file at `relative`.
    func read(_ relative: String) throws(Refusal) -> String {
        do {
            return try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
        } catch {
            throw Refusal("cannot read \(relative): \(error.localizedDescription)")
        }
    }

    /// Whether something is at `relative`, a link included.
    func exists(_ relative: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(relative).path)) != nil
    }

    func isDirectory(_ relative: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Every file under `folder`, by its path from the root, in order; none when it is missing.
    func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            return []
        }
        let prefix = base.standardizedFileURL.path + "/"
        return enumerator.compactMap { item -> String? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return folder + "/" + url.standardizedFileURL.path.dropFirst(prefix.count)
        }.sorted()
    }

    /// The Swift sources under `folders`, each with its text.
    func swiftSources(under folders: [String]) -> [(path: String, text: String)] {
        folders.flatMap { files(under: $0) }.filter { $0.hasSuffix(".swift") }.compactMap { path in
            (try? read(path)).map { (path, $0) }
        }
    }

    // MARK: - Names it has

    /// Every module name the repository has or depends on, by its lowercased name, with where:
    /// folders under Modules, Tests and Apps, every `name: "…"` in Package.swift (targets,
    /// features, products) and the toolchain's and dependencies' modules.
    func modules() throws(Refusal) -> [String: (name: String, where: String)] {
        var names: [String: (String, String)] = [:]
        for folder in ["Modules", "Tests", "Apps"] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            for entry in entries.sorted() where isDirectory("\(folder)/\(entry)") {
                names[entry.lowercased()] = (entry, "\(folder)/\(entry) already exists")
            }
        }
        for match in try read(Self.package).matches(of: /name:\s*"([^"]+)"/) {
            let name = String(match.output.1)
            if names[name.lowercased()] == nil { names[name.lowercased()] = (name, "\(Self.package) already names \"\(name)\"") }
        }
        for module in Self.reservedModules where names[module.lowercased()] == nil {
            names[module.lowercased()] = (module, "\(module) is a module of the toolchain or of a dependency")
        }
        return names
    }

    /// The link paths (before any `?`) and tab names a new link could clash with, each with
    /// where it is declared.
    static func links(in sources: [(path: String, text: String)]) -> [String: String] {
        var taken: [String: String] = [:]
        for (path, text) in sources where text.contains("LinkPattern") || text.contains("aliases:") || text.contains("TabID") {
            let patterns = text.matches(of: /LinkPattern\s*(?:<[^>]*>)?\s*\(\s*"([^"]*)"/).map { $0.output.1 }
            let aliases = text.matches(of: /aliases:\s*\[([^\]]*)\]/).flatMap { $0.output.1.matches(of: /"([^"]*)"/).map { $0.output.1 } }
            for link in patterns + aliases {
                let key = String(link.prefix { $0 != "?" })
                if taken[key] == nil { taken[key] = path }
            }
            for match in text.matches(of: /static\s+let\s+\w+\s*:\s*TabID\s*=\s*"([^"]+)"/) {
                let tab = String(match.output.1)
                if taken[tab] == nil { taken[tab] = "\(path) (the root of the \(tab) tab)" }
            }
        }
        return taken
    }

    /// The `FeatureDeclaration.<name>` members the interfaces declare, each with its file.
    static func declaredMembers(in sources: [(path: String, text: String)]) -> [String: String] {
        var members: [String: String] = [:]
        for (path, text) in sources where text.contains("extension FeatureDeclaration") {
            for block in text.matches(of: /extension\s+FeatureDeclaration\s*\{((?s).*?)\n\}/) {
                for member in block.output.1.matches(of: /static\s+(?:let|var)\s+(\w+)/) where members[String(member.output.1)] == nil {
                    members[String(member.output.1)] = path
                }
            }
        }
        return members
    }

    /// The tables the migrations create, by lowercased name, each with its file.
    static func tables(in sources: [(path: String, text: String)]) -> [String: String] {
        var tables: [String: String] = [:]
        for (path, text) in sources where text.range(of: "table", options: .caseInsensitive) != nil {
            for match in text.matches(of: /(?i)create\(\s*(?:virtual\s*)?table:\s*"(\w+)"|CREATE\s+(?:VIRTUAL\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)/) {
                let table = String(match.output.1 ?? match.output.2 ?? "").lowercased()
                if tables[table] == nil { tables[table] = path }
            }
        }
        return tables
    }

    /// Every type declared in Modules and Tests, and every feature name given there — the
    /// features and the tests' fakes (`var name: String { "Harbors" }`,
    /// `FeatureDeclaration(name: "Crew", …)`), by lowercased name — each with its file.
    static func typesAndFeatures(in sources: [(path: String, text: String)]) -> (types: [String: String], features: [String: String]) {
        var types: [String: String] = [:]
        var features: [String: String] = [:]
        for (path, text) in sources {
            for name in declaredTypes(in: text) where types[name] == nil {
                types[name] = path
            }
            guard text.contains("FeatureDeclaration(") || text.contains("var name") else { continue }
            for match in text.matches(of: /FeatureDeclaration\(\s*name:\s*"(\w+)"|\bvar\s+name\s*:\s*String\s*\{\s*"(\w+)"\s*\}/) {
                let name = String(match.output.1 ?? match.output.2 ?? "").lowercased()
                if features[name] == nil { features[name] = path }
            }
        }
        return (types, features)
    }

    /// The types `text` declares: each name after `struct`, `enum`, `class`, `actor`, `protocol`
    /// or `typealias`. (Read word by word: a regular expression over every file of the
    /// repository took seconds.)
    static func declaredTypes(in text: String) -> [String] {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return zip(words, words.dropFirst()).compactMap { keyword, name in
            declaring.contains(keyword) && (name.first?.isLetter ?? false) ? String(name) : nil
        }
    }

    private static let declaring: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
}
