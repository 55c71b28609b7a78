// swift-tools-version: 6.1
//
// The benchmark suite of issue 6: our router beside vapor/routing-kit and a linear scan, on the
// same route tables, plus restoration and process start. Its own package, so the product itself
// gains no dependency: the root package is reached by path. Run it with `Tools/bench`.

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which is whatever the clone is called.
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "SailawayBenchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sailaway-bench", targets: ["SailawayBench"]),
        .executable(name: "sailaway-bench-allocations", targets: ["SailawayBenchAllocations"]),
        .executable(name: "sailaway-profile", targets: ["SailawayProfile"]),
        .executable(name: "hello", targets: ["Hello"]),
        .executable(name: "hello-foundation", targets: ["HelloFoundation"]),
        .executable(name: "hello-hummingbird", targets: ["HelloHummingbird"]),
        .executable(name: "scratch-postgres", targets: ["ScratchPostgres"]),
        .executable(name: "sailaway-sync-load", targets: ["SyncLoad"]),
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // The anchors and the allocation counter are pinned: the figures name these versions.
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
        // hummingbird's trie router, without its default traits (swift-configuration and full
        // Foundation serve its server, not its trie).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        // What pointfreeco/swift-url-routing is built on, for the parser-printer anchor. Without its
        // CasePaths trait, which would build swift-syntax for a macro: the anchor's conversions
        // are written out as the macro would generate them.
        .package(url: "https://github.com/pointfreeco/swift-parsing.git", exact: "0.15.2", traits: []),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", exact: "1.6.1"),
        // The search rows' PostgreSQL anchor: the client the root package's PostgreSQL engine uses.
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // The sync load's devices call the API over HTTP as the app's client does, timing each
        // request and counting the bytes of its answer.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    ],
    targets: [
        // The suite: harness, route tables, one file per measure group, and the report.
        .target(
            name: "SailawayBenchmarks",
            dependencies: [
                .product(name: "NavigationEngine", package: rootIdentity),
                // The search row runs the product's own query on the product's own schema.
                .product(name: "ContentCore", package: rootIdentity),
                .product(name: "SailawayDatabase", package: rootIdentity),
                // …and PostgreSQL's own full-text search on the same items, on the server the
                // tests start.
                .product(name: "PostgresTesting", package: rootIdentity),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Parsing", package: "swift-parsing"),
            ]
        ),
        // Times every measure. It does not link the malloc interposer, which would slow every
        // allocation it makes, and the anchors' most.
        .executableTarget(name: "SailawayBench", dependencies: ["SailawayBenchmarks"]),
        // Counts every measure's allocations, with the interposer preloaded; `sailaway-bench`
        // starts it.
        .executableTarget(
            name: "SailawayBenchAllocations",
            dependencies: [
                "SailawayBenchmarks",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),
        // One measure's operation in a loop, for a profiler (valgrind, perf) to watch.
        .executableTarget(name: "SailawayProfile", dependencies: ["SailawayBenchmarks"]),
        // A Swift hello world: what starting any Swift process costs, the anchor of the
        // `sailaway state --json` row. Built like `sailaway`, in release with the Swift runtime
        // linked dynamically (docs/PERFORMANCE.md measured the static alternative: worse).
        .executableTarget(name: "Hello"),
        // The same, loading Foundation as `sailaway` does: a reference for what bounds that row.
        .executableTarget(name: "HelloFoundation"),
        // Hummingbird's hello world: the anchor `Tools/web-load` loads beside `sailaway-web`.
        .executableTarget(name: "HelloHummingbird", dependencies: [.product(name: "Hummingbird", package: "hummingbird")]),
        // A PostgreSQL server for one load run, as the tests start theirs: the community that
        // `Tools/web-load`'s two nodes share.
        .executableTarget(name: "ScratchPostgres", dependencies: [.product(name: "PostgresTesting", package: rootIdentity)]),
        // Simulated devices syncing with a community's nodes at once, beside a plain batched
        // INSERT of the same rows into the same database: `Tools/web-load`'s sync rows.
        .executableTarget(
            name: "SyncLoad",
            dependencies: [
                .product(name: "CommunityProtocol", package: rootIdentity),
                .product(name: "SailawayDatabase", package: rootIdentity),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
    ]
}
