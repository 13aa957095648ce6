// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Vellum",
    products: [
        .library(name: "Vellum", targets: ["Vellum"]),
        .library(name: "VellumTesting", targets: ["VellumTesting"]),
        .library(name: "VellumCLI", targets: ["VellumCLI"]),
        .executable(name: "vellum", targets: ["vellum"]),
        .executable(name: "vellum-catalog", targets: ["vellum-catalog"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CNettle", pkgConfig: "nettle", providers: [.apt(["nettle-dev"])]),
        // Pixel loops that must be fast in debug builds too (the tests run those).
        .target(name: "CVellumKernels"),
        .target(name: "VellumUI"),
        .target(name: "VellumLayout", dependencies: ["VellumUI", "CVellumKernels"]),
        // PNG files and pixel buffers, without Cairo: what the diff needs.
        .target(name: "VellumImage", dependencies: ["VellumUI", "CPNG", "CDeflate", "CVellumKernels"]),
        .target(name: "VellumCairo", dependencies: ["VellumLayout", "VellumImage", "CCairo", "CDeflate", "CNettle", "CVellumKernels"]),
        .target(name: "Vellum", dependencies: ["VellumUI", "VellumLayout", "VellumCairo"]),
        .target(name: "VellumDiff", dependencies: ["VellumImage", "VellumUI", "CDeflate", "CVellumKernels"]),
        // The command line's parsing and the commands that need no rendering (diff, report).
        .target(name: "VellumCommandLine", dependencies: ["VellumImage", "VellumDiff", "VellumUI"]),
        .target(name: "VellumTesting", dependencies: ["Vellum", "VellumCairo", "VellumDiff"]),
        .target(name: "VellumCLI", dependencies: ["Vellum", "VellumCairo", "VellumDiff", "VellumCommandLine"]),
        .target(name: "VellumCatalog", dependencies: ["Vellum", "VellumCLI"]),
        // `vellum`: diff and report in a program that loads no Cairo or Pango (it starts in a
        // third of the time); every other command runs in `vellum-catalog`, beside it.
        .executableTarget(name: "vellum", dependencies: ["VellumCommandLine"]),
        .executableTarget(name: "vellum-catalog", dependencies: ["VellumCLI", "VellumCatalog"]),
        // Scripts/bench builds and runs it in release mode.
        .executableTarget(
            name: "vellum-bench",
            dependencies: ["Vellum", "VellumUI", "VellumLayout", "VellumCairo", "VellumDiff", "VellumCLI", "VellumCatalog", "CCairo", "CDeflate"],
            path: "Benchmarks",
            exclude: ["README.md"]
        ),
        .testTarget(
            name: "VellumTests",
            dependencies: ["Vellum", "VellumUI", "VellumLayout", "VellumCairo", "VellumCLI", "VellumCatalog", "VellumDiff", "VellumTesting", "CCairo", "CDeflate"],
            // Golden files of the snapshot tests: data, not sources.
            exclude: ["Snapshots/__Snapshots__"]
        ),
        // The code of the seed articles, compiled as written (only the import changed).
        .testTarget(name: "SeedArticleTests", dependencies: ["Vellum", "VellumCairo"]),
        .testTarget(
            name: "SeedCustomViewTests",
            dependencies: ["Vellum", "VellumCairo"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The article refines PixarCardStyle twice; its earlier versions build in their own modules.
        .testTarget(name: "SeedPixarCardStyleV1Tests", dependencies: ["Vellum"]),
        .testTarget(name: "SeedPixarCardStyleV2Tests", dependencies: ["Vellum", "VellumCairo"]),
    ]
)
