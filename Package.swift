// swift-tools-version: 6.1
//
// Sailaway: a plugin-based navigation platform and the sailing app built on it.
//
// Read top-down: the engine, the features, the apps, the tools, the tests. Every feature is
// named once, in `features`; its trait, its place in the host and its test target follow from
// that list.

import PackageDescription

// MARK: - Features

/// A feature module: `Modules/<name>/`, trait `<name>`, tests in `Tests/<name>Tests/`.
///
/// `hasInterface` adds the small target (`<name>Interface`) holding the routes, IDs and
/// extension points that other features may name; `uses` lists the other features' interfaces
/// this one imports, `interfaceUses` those its interface imports (for another owner's tab), and
/// `libraries` the shared modules beyond the engine, the registry and the database.
struct FeatureModule {
    var name: String
    var hasInterface = false
    var uses: [String] = []
    var interfaceUses: [String] = []
    var libraries: [String] = []
}

/// Every feature of the app. Each becomes a trait of the same name, on by default, and a
/// conditional dependency of the host. `Tools/new-feature` appends here.
let features: [FeatureModule] = [
    FeatureModule(name: "Checklists", hasInterface: true, uses: ["Profiles", "Search", "Charters"], interfaceUses: ["Search", "Charters"], libraries: ["ContentCore"]),
    FeatureModule(name: "Decks", hasInterface: true, uses: ["Profiles", "Search"], interfaceUses: ["Search"], libraries: ["ContentCore"]),
    FeatureModule(name: "Guides", hasInterface: true, uses: ["Profiles", "Search"], interfaceUses: ["Search"], libraries: ["ContentCore"]),
    FeatureModule(name: "Charters", hasInterface: true, uses: ["Checklists"]),
    FeatureModule(name: "Profiles", hasInterface: true),
    FeatureModule(name: "Search", hasInterface: true),
]

/// The feature `Tools/new-feature` copies, renamed, with every option on: compiled and tested in
/// every build like a feature, and never part of the app (no trait; the host does not compose it).
/// Its `// new-feature:` comments say which lines each option brings (docs/FEATURE-TEAMS.md); the
/// tool and Tools/check-boundaries read its name here.
let template = FeatureModule(name: "FieldNotes", hasInterface: true, uses: ["Search", "Profiles", "Charters"])

/// The part of a shared library that interfaces name: a content feature's route holds
/// ContentInterface's shared screens.
let libraryInterfaces = ["ContentCore": "ContentInterface"]

// MARK: - Package

let package = Package(
    name: "Sailaway",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "sailaway", targets: ["Sailaway"]),
        .executable(name: "sailaway-web", targets: ["SailawayWeb"]),
    ],
    traits: Set(features.map { Trait(name: $0.name, description: "Builds the host with the \($0.name) feature.") })
        .union([.default(enabledTraits: Set(features.map(\.name)))]),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Without its ConfigurationSupport trait: swift-configuration serves a server configured
        // from files and the environment, which this one is not (its options are sailaway-web's).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: ["FullFoundation"]),
        // A browser's file upload (Import File) is multipart/form-data: MultipartKit reads it,
        // needing only swift-nio and swift-collections, which Hummingbird brings already.
        .package(url: "https://github.com/vapor/multipart-kit.git", from: "4.7.1"),
        // swift-nio comes with Hummingbird; named here for NIOEmbedded, the web tests' connection.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        // Passwords are kept as bcrypt hashes: HummingbirdBcrypt, hummingbird-auth's.
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        // A device's calls to the community's API.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        // Comes with Hummingbird; named here so a live page's event stream ends when the server
        // shuts down gracefully.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // The community's authority when several nodes share it: PostgreSQL, through PostgresNIO's
        // connection pool (run as a service) and its LISTEN/NOTIFY.
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        // A link pattern names its route's case by a case key path (`case: \.detail`), which
        // both builds the route from a link and reads the values back out of it: the printing half
        // of a link is never written by hand. `@CasePathable` is a macro, so this brings swift-syntax.
        .package(url: "https://github.com/pointfreeco/swift-case-paths.git", from: "1.10.0"),
        // The same swift-syntax, named for `Tools/check-boundaries`' reader of Swift sources.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: []
)

// MARK: - Engine

package.targets += [
    // Typed routes, link patterns (one declaration parses and prints), the per-tab navigation
    // state, the router and restoration. Knows no feature.
    .target(
        name: "NavigationEngine",
        dependencies: [.product(name: "CasePaths", package: "swift-case-paths"), .product(name: "Logging", package: "swift-log")],
        path: "Modules/NavigationEngine"
    ),
    .testTarget(
        name: "NavigationEngineTests",
        dependencies: [
            "NavigationEngine",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        path: "Tests/NavigationEngineTests"
    ),

    // The registry protocol every feature conforms to, the screen model, the host's extension
    // points and the composition that merges and validates what features register.
    .target(
        name: "FeatureRegistry",
        dependencies: ["NavigationEngine"],
        path: "Modules/FeatureRegistry"
    ),
    .testTarget(
        name: "FeatureRegistryTests",
        dependencies: ["AppShellInterface", "FeatureRegistry", "NavigationEngine", "NavigationTesting", "ProfilesInterface", "SearchInterface"],
        path: "Tests/FeatureRegistryTests"
    ),

    // The one local database: the schema every feature shares, its migrations, the sample
    // content of a new install, full-text search, and the service features reach it through.
    .target(
        name: "SailawayDatabase",
        dependencies: [
            "FeatureRegistry", .product(name: "GRDB", package: "GRDB.swift"),
            // SQLite itself, for the one connection that only reads the change signal (DataVersion).
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ],
        path: "Modules/SailawayDatabase"
    ),
    .testTarget(
        name: "SailawayDatabaseTests",
        dependencies: ["SailawayDatabase", "FeatureRegistry", "ProcessTesting", .product(name: "GRDB", package: "GRDB.swift")],
        path: "Tests/SailawayDatabaseTests"
    ),

    // The community's HTTP API as both ends read it: requests, answers, and how they are JSON.
    .target(
        name: "CommunityProtocol",
        dependencies: ["SailawayDatabase"],
        path: "Modules/CommunityProtocol"
    ),

    // The community a server serves: accounts, sessions, and the authority over every synced
    // row with the log that orders their changes, in SQLite by default (its PostgreSQL engine is
    // CommunityPostgres). Names no feature.
    .target(
        name: "Community",
        dependencies: [
            "CLibCrypto", "CommunityProtocol", "SailawayDatabase",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ],
        path: "Modules/Community"
    ),
    // Every test runs on both engines: SQLite, and PostgreSQL started for the test process.
    .testTarget(
        name: "CommunityTests",
        dependencies: [
            "Community", "CommunityPostgres", "CommunityProtocol", "PostgresTesting", "ProcessTesting", "SailawayDatabase",
            .product(name: "GRDB", package: "GRDB.swift"),
        ],
        path: "Tests/CommunityTests"
    ),

    // The community's authority in PostgreSQL, for several nodes serving one community: the
    // same SQL as SQLite's, its transactions ordered across nodes by one advisory lock, and the
    // log's growth heard from every node through LISTEN/NOTIFY. Runs as a service.
    .target(
        name: "CommunityPostgres",
        dependencies: [
            "Community", "SailawayDatabase",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ],
        path: "Modules/CommunityPostgres"
    ),
    // What only PostgreSQL does: its URL, its placeholders, its order across nodes, its
    // notifications and their connection's recovery.
    .testTarget(
        name: "CommunityPostgresTests",
        dependencies: ["Community", "CommunityPostgres", "PostgresTesting"],
        path: "Tests/CommunityPostgresTests"
    ),

    // A device's side of sync: signing in to a community, pushing what the device changed,
    // pulling what changed elsewhere, fetching the items it is asked to open. Names no feature.
    .target(
        name: "SyncClient",
        dependencies: [
            "AppShellInterface", "CommunityProtocol", "FeatureRegistry", "SailawayDatabase",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ],
        path: "Modules/SyncClient"
    ),

    // The screens every kind of content has, as a content feature's route holds them in one
    // case, with their links derived from the kind's name: what the interfaces of content
    // features name (ContentCore shows these screens).
    .target(
        name: "ContentInterface",
        dependencies: ["NavigationEngine"],
        path: "Modules/ContentInterface"
    ),

    // What every kind of content shares: rating, sharing, reporting, publishing and forking,
    // as screens the content features route to, and their lists in the shell, Discover, search
    // and profiles (through the interfaces that offer those extension points).
    .target(
        name: "ContentCore",
        dependencies: [
            "AppShellInterface", "ContentInterface", "FeatureRegistry", "NavigationEngine", "ProfilesInterface", "SailawayDatabase", "SearchInterface",
            .product(name: "GRDB", package: "GRDB.swift"),
        ],
        path: "Modules/ContentCore"
    ),
    .testTarget(
        name: "ContentCoreTests",
        dependencies: [
            // Shared code for content, tested over a real content feature's tables and samples, and
            // over a fourth kind the tests declare (FourthKind/).
            "AppShellInterface", "Checklists", "ChecklistsInterface", "ContentCore", "ContentInterface", "FeatureTesting", "SailawayDatabase",
            .product(name: "GRDB", package: "GRDB.swift"), .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        path: "Tests/ContentCoreTests"
    ),

    // What the shell offers features: the Home and Library tabs' names and their extension
    // points (Home's quick actions and activity, Library's sections).
    .target(
        name: "AppShellInterface",
        dependencies: ["FeatureRegistry", "NavigationEngine"],
        path: "Modules/AppShellInterface"
    ),

    // The app without a face: the Home and Library tabs built from contributions, the session
    // that loads screens and performs actions, and the saved navigation state.
    .target(
        name: "AppShell",
        dependencies: [
            "AppShellInterface", "FeatureRegistry", "NavigationEngine", "SailawayDatabase", .product(name: "Logging", package: "swift-log"),
        ],
        path: "Modules/AppShell"
    ),
    .testTarget(
        name: "AppShellTests",
        dependencies: [
            "AppShell", "AppShellInterface", "FeatureRegistry", "NavigationEngine", "NavigationTesting", "ProcessTesting", "ProfilesInterface", "SailawayDatabase",
            "SearchInterface", .product(name: "Logging", package: "swift-log"),
        ],
        path: "Tests/AppShellTests"
    ),

    // libedit (line editing, history, completion), loaded at run time so that building needs
    // no libedit headers, and terminfo, for the full-screen app's command line.
    .target(
        name: "CLibEdit",
        path: "Modules/CLibEdit",
        linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux])), .linkedLibrary("tinfo", .when(platforms: [.linux])), .linkedLibrary("ncurses", .when(platforms: [.macOS]))]
    ),

    // HMAC-SHA256 from the system's OpenSSL (CommonCrypto on Apple platforms), loaded at run
    // time like libedit: the web host signs its sessions and links with it.
    .target(
        name: "CLibCrypto",
        path: "Modules/CLibCrypto",
        linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux])), .linkedLibrary("pthread", .when(platforms: [.linux]))]
    ),

    // What every host of the app shares: where the data lives and the options that choose it
    // and the features, the session launched over them, and the apple-app-site-association
    // document built from the route table.
    .target(
        name: "SailawayHosting",
        dependencies: [
            "AppShell", "FeatureRegistry", "NavigationEngine", "SailawayDatabase",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Modules/SailawayHosting"
    ),

    // The `sailaway` command contract: commands, text and JSON rendering, the interactive session
    // (full screen at a terminal, one screen after another in a pipe).
    .target(
        name: "SailawayCLI",
        dependencies: [
            "AppShell", "AppShellInterface", "CLibEdit", "CommunityProtocol", "FeatureRegistry", "NavigationEngine",
            "SailawayDatabase", "SailawayHosting", "SyncClient",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Modules/SailawayCLI"
    ),
    // Its screen snapshots compose every real feature, as the host does; `Snapshots/` holds
    // the recorded screens, read by path rather than as resources.
    .testTarget(
        name: "SailawayCLITests",
        dependencies: [
            "SailawayApp", "SailawayCLI", "AppShell", "FeatureRegistry", "FeatureTesting", "NavigationEngine", "NavigationTesting",
            "ProcessTesting", "SailawayDatabase", "SailawayHosting", .product(name: "Logging", package: "swift-log"), .product(name: "PropertyBased", package: "swift-property-based"),
        ] + features.filter(\.hasInterface).map { .init(stringLiteral: "\($0.name)Interface") },
        path: "Tests/SailawayCLITests",
        exclude: ["Snapshots"]
    ),

    // The app in a browser and the universal-link host: a Hummingbird application serving the
    // .well-known files and public pages to anyone, and the app's screens to the one person
    // holding the session its start printed. HTML only through Mustache templates.
    .target(
        name: "SailawayWebServer",
        dependencies: [
            "AppShell", "AppShellInterface", "CLibCrypto", "Community", "CommunityPostgres", "CommunityProtocol", "FeatureRegistry", "NavigationEngine", "SailawayDatabase",
            "SailawayHosting",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "MultipartKit", package: "multipart-kit"),
            .product(name: "Mustache", package: "swift-mustache"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ],
        path: "Modules/SailawayWebServer",
        resources: [.copy("Templates"), .copy("Static")]
    ),
    // Its HTTP contract, in process: every real feature composed over a fresh data directory,
    // the community on SQLite and on PostgreSQL; the built `sailaway-web` started and stopped as
    // a person runs it, and several of its nodes serving one community.
    .testTarget(
        name: "SailawayWebServerTests",
        dependencies: [
            "SailawayWeb", "SailawayWebServer", "SailawayApp", "AppShell", "AppShellInterface", "Community", "CommunityPostgres", "CommunityProtocol", "FeatureRegistry",
            "FeatureTesting", "NavigationEngine", "PostgresTesting", "ProcessTesting", "SailawayDatabase", "SailawayHosting", "SyncClient",
            // Devices sync with a server listening on loopback as the app does (SyncClient's
            // client); the nodes' tests talk to real `sailaway-web` processes the same way.
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Tests/SailawayWebServerTests"
    ),

    // What the SwiftUI face shows and does, decided in plain Swift and tested here: a model per
    // scene and per screen (loading, live reloads, the pending placeholder's timing), typed
    // forms with each field's problem, stack edits as intents, every error as a message, and
    // actions performed by the identity drawn. Names no feature.
    .target(
        name: "SailawayUIModel",
        dependencies: ["AppShell", "FeatureRegistry", "NavigationEngine"],
        path: "Modules/SailawayUIModel"
    ),
    // Its rules, over the real app's features and over fakes of its own.
    .testTarget(
        name: "SailawayUIModelTests",
        dependencies: [
            "SailawayUIModel", "SailawayApp", "AppShell", "FeatureRegistry", "FeatureTesting", "NavigationEngine", "NavigationTesting",
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Tests/SailawayUIModelTests"
    ),

    // The SwiftUI binding, compiled on Apple platforms only: a TabView with one
    // NavigationStack(path:) per tab, drawing what SailawayUIModel decides. Empty elsewhere.
    .target(
        name: "SailawayUI",
        dependencies: ["AppShell", "FeatureRegistry", "NavigationEngine", "SailawayUIModel"],
        path: "Modules/SailawayUI"
    ),

    // What tests start and write, always stopped and removed: processes spawned with a clean
    // signal mask in their own group (never Foundation's `Process`, which crashes on Linux),
    // temporary folders under one folder per test process, and a loopback proxy between
    // processes that a test puts in the network's faults.
    .target(
        name: "ProcessTesting",
        path: "Modules/ProcessTesting"
    ),

    // A PostgreSQL server for the tests of one process, started when a test first asks for a
    // database (as its own user when the tests run as root) and stopped with the process; a
    // fresh database for each test.
    .target(
        name: "PostgresTesting",
        dependencies: ["ProcessTesting"],
        path: "Modules/PostgresTesting"
    ),

    // Fakes for tests: small features with every shape of route and link the engine supports,
    // in the tabs the shell, Search and Profiles declare.
    .target(
        name: "NavigationTesting",
        dependencies: ["AppShellInterface", "FeatureRegistry", "NavigationEngine", "ProcessTesting", "ProfilesInterface", "SearchInterface"],
        path: "Modules/NavigationTesting"
    ),

    // A headless app for feature tests: real features composed with the shell over a fresh
    // database, driven by tapping actions as a person would.
    .target(
        name: "FeatureTesting",
        dependencies: [
            "AppShell", "FeatureRegistry", "NavigationEngine", "ProcessTesting", "SailawayDatabase", "ProfilesInterface",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        path: "Modules/FeatureTesting"
    ),
]

// MARK: - Features

for feature in features + [template] {
    let interfaces = feature.uses.map { Target.Dependency(stringLiteral: "\($0)Interface") }
    if feature.hasInterface {
        // An interface may name the shell's tabs and the tabs of the interfaces it uses (a
        // content link opens in Discover, else Home).
        package.targets.append(.target(
            name: "\(feature.name)Interface",
            dependencies: ["NavigationEngine", "FeatureRegistry", "AppShellInterface"]
                + feature.interfaceUses.map { .init(stringLiteral: "\($0)Interface") }
                + feature.libraries.compactMap { libraryInterfaces[$0] }.map { .init(stringLiteral: $0) },
            path: "Modules/\(feature.name)Interface"
        ))
    }
    let own: [Target.Dependency] = feature.hasInterface ? [.init(stringLiteral: "\(feature.name)Interface")] : []
    let libraries = feature.libraries.flatMap { library in
        [Target.Dependency(stringLiteral: library)] + (libraryInterfaces[library].map { [Target.Dependency(stringLiteral: $0)] } ?? [])
    }
    let database: [Target.Dependency] = ["SailawayDatabase", .product(name: "GRDB", package: "GRDB.swift")]
    package.targets += [
        .target(
            name: feature.name,
            dependencies: ["NavigationEngine", "FeatureRegistry", "AppShellInterface"] + database + libraries + own + interfaces,
            path: "Modules/\(feature.name)"
        ),
        .testTarget(
            name: "\(feature.name)Tests",
            dependencies: [
                .init(stringLiteral: feature.name), "FeatureTesting", "NavigationEngine", "FeatureRegistry", "AppShellInterface", "ProcessTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ] + database + libraries + own + interfaces,
            path: "Tests/\(feature.name)Tests"
        ),
    ]
}

// MARK: - Apps

package.targets += [
    // The composition root: the app's features, each behind its trait, listed by the
    // ComposeFeatures plugin from `features` above. Hosts, whole-app tests, fuzzers and
    // benchmarks compose from it; nothing else lists the features.
    .target(
        name: "SailawayApp",
        dependencies: ["FeatureRegistry"]
            + features.filter(\.hasInterface).map { .target(name: "\($0.name)Interface") }
            + features.map { .target(name: $0.name, condition: .when(traits: [$0.name])) },
        path: "Modules/SailawayApp",
        plugins: ["ComposeFeatures"]
    ),
    .plugin(name: "ComposeFeatures", capability: .buildTool(), path: "Plugins/ComposeFeatures"),

    // The host: composes the features its traits enable and hands them to the command line.
    // Interfaces are always linked: they declare every feature's links, so a build without a
    // feature still refuses its links by name.
    .executableTarget(
        name: "Sailaway",
        dependencies: ["SailawayApp", "SailawayCLI", .product(name: "Logging", package: "swift-log")],
        path: "Apps/Sailaway"
    ),
    // The second host, `sailaway-web`: the same composition handed to the web server.
    .executableTarget(
        name: "SailawayWeb",
        dependencies: ["SailawayApp", "SailawayWebServer", .product(name: "Logging", package: "swift-log")],
        path: "Apps/SailawayWeb"
    ),
    // Drives the built `sailaway` executable as scripts do, and checks what must hold for the
    // whole app: every feature composed over a real database (links only navigate, search
    // takes any text), the state file and the database under concurrent and killed processes.
    .testTarget(
        name: "SailawayTests",
        dependencies: [
            "Sailaway", "SailawayApp", "AppShell", "AppShellInterface", "FeatureRegistry", "FeatureTesting", "NavigationEngine", "NavigationTesting",
            "ProcessTesting", "SailawayDatabase", "SourceFacts", "SourceFactsCommand", .product(name: "GRDB", package: "GRDB.swift"),
        ]
            + features.filter(\.hasInterface).map { .target(name: "\($0.name)Interface") },
        path: "Tests/SailawayTests",
        exclude: ["Fixtures"]
    ),
]

// MARK: - Tools

package.products += [.executable(name: "sailaway-source-facts", targets: ["SourceFactsCommand"])]
package.targets += [
    // What the repository's checks read of each Swift file — imports with their `#if` clauses,
    // declarations, calls, string literals and where they stand — read by swift-syntax's parser
    // (already built for `@CasePathable`), not by patterns over the text.
    .target(
        name: "SourceFacts",
        dependencies: [.product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax")],
        path: "Tools/SourceFacts/Reading"
    ),
    // `sailaway-source-facts`: those facts as JSON, for `Tools/check-boundaries`.
    .executableTarget(name: "SourceFactsCommand", dependencies: ["SourceFacts"], path: "Tools/SourceFacts/Command"),
    .testTarget(name: "SourceFactsTests", dependencies: ["SourceFacts"], path: "Tests/SourceFactsTests"),
]

package.products += [.executable(name: "sailaway-new-feature", targets: ["NewFeatureCommand"])]
package.targets += [
    // A new feature made from the template feature (`template` above), renamed, with the lines
    // of the options chosen: the scaffold is the template's own code, compiled and tested in
    // every build, never Swift held in strings.
    .target(name: "FeatureScaffold", path: "Tools/NewFeature/Scaffold"),
    // `sailaway-new-feature`, run by `Tools/new-feature`.
    .executableTarget(
        name: "NewFeatureCommand",
        dependencies: ["FeatureScaffold", .product(name: "ArgumentParser", package: "swift-argument-parser")],
        path: "Tools/NewFeature/Command"
    ),
    .testTarget(name: "FeatureScaffoldTests", dependencies: ["FeatureScaffold"], path: "Tests/FeatureScaffoldTests"),
]

// MARK: - Products

// Every module is a library product, so one module's tests can be built alone against just the
// modules they import (`Tools/test <Module>`), and other packages can depend on any module.
package.products += package.targets
    .filter { $0.type == .regular }
    .map { .library(name: $0.name, targets: [$0.name]) }

// MARK: - Settings

for target in package.targets where target.type != .binary && target.type != .plugin && target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
    ]
}
