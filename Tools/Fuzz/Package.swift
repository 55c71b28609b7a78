// swift-tools-version: 6.1
//
// The fuzzers of issue 7: libFuzzer, through the Swift toolchain's `-sanitize=fuzzer`, feeding
// arbitrary bytes to the link parser and to the restoration decoder of the fully composed app,
// under AddressSanitizer. Its own package, so the product gains nothing: the root package is
// reached by path. Run it with `Tools/fuzz`, which builds with `--sanitize fuzzer`.

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which is whatever the clone is called.
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

/// libFuzzer, linked by LLVM's linker.
let fuzzer: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld", "-sanitize=fuzzer"])]

let package = Package(
    name: "SailawayFuzz",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "fuzz-links", targets: ["FuzzLinks"]),
        .executable(name: "fuzz-restoration", targets: ["FuzzRestoration"]),
    ],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app as the fuzzers see it: the composition root's features, as `sailaway` composes them.
        .target(
            name: "SailawayFuzzing",
            dependencies: ["AppShell", "FeatureRegistry", "NavigationEngine", "NavigationTesting", "SailawayApp"]
                .map { .product(name: $0, package: rootIdentity) }
        ),
        // Each runs libFuzzer's driver from its `main` (`runFuzzer`). libFuzzer is linked into
        // these two alone — with LLVM's linker, as gold fails on libFuzzer's archive beside a
        // Swift `main` — not by `swift build --sanitize fuzzer`, which links its `main` into every
        // executable of the build, the macro tools included (SailawayFuzzing/Driver.swift).
        .executableTarget(name: "FuzzLinks", dependencies: ["SailawayFuzzing"], linkerSettings: fuzzer),
        .executableTarget(name: "FuzzRestoration", dependencies: ["SailawayFuzzing"], linkerSettings: fuzzer),
    ]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
    ]
}
