// swift-tools-version: 6.0
import PackageDescription

// Unsafe flags are for builds from a checkout: SwiftPM refuses them in a dependency's manifest,
// so a tagged release (how other packages depend on Vellum) leaves them out.
let unsafeFlagsAllowed = Context.gitInformation?.currentTag == nil

// Swift 6.3's compiler on Linux looks up the metadata of a concrete generic type by its mangled
// name through one cache shared by two helpers, one asking for complete metadata and one for
// "abstract" metadata; the second can fill the cache with metadata another thread is still
// completing, and the first then hands it out as if complete: its size reads 0, a value of the
// type is stored inline where it does not fit, and the process crashes when two threads used
// such a type for the first time at once (the built-in catalog's cells rendered on two and three
// threads, two processes at a time: 4 crashes in 2,300 processes).
// Vellum's modules look metadata up through accessor functions instead, which wait for it
// (left out of a tagged release: see "Rendering on several threads" in the README).
let safeMetadataAccess: [SwiftSetting] = unsafeFlagsAllowed
    ? [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
    : []

let package = Package(
    name: "Vellum",
    products: [
        .library(name: "Vellum", targets: ["Vellum"]),
        .library(name: "VellumTesting", targets: ["VellumTesting"]),
        .library(name: "VellumCLI", targets: ["VellumCLI"]),
        .executable(name: "vellum", targets: ["vellum"]),
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
        // What every module shares: errors, colours, number formatting, the canvas limits.
        .target(name: "VellumCore", swiftSettings: safeMetadataAccess),
        // The SwiftUI vocabulary.
        .target(name: "VellumUI", dependencies: ["VellumCore"], swiftSettings: safeMetadataAccess),
        // Resolve, layout and the display list.
        .target(name: "VellumLayout", dependencies: ["VellumUI"], swiftSettings: safeMetadataAccess),
        // PNG files and pixel buffers, without Cairo: what the diff needs.
        .target(name: "VellumImage", dependencies: ["VellumCore", "CPNG", "CDeflate", "CVellumKernels"], swiftSettings: safeMetadataAccess),
        // The Cairo and Pango backend, text measuring, encoders and `ImageRenderer`.
        .target(name: "VellumCairo", dependencies: ["VellumLayout", "VellumImage", "CCairo", "CNettle", "CVellumKernels"], swiftSettings: safeMetadataAccess),
        // `import Vellum`: all of the above, and the catalog types the command line renders.
        .target(name: "Vellum", dependencies: ["VellumCore", "VellumUI", "VellumLayout", "VellumImage", "VellumCairo"], swiftSettings: safeMetadataAccess),
        // The image comparison and the HTML report of failures.
        .target(name: "VellumDiff", dependencies: ["VellumImage", "CDeflate", "CVellumKernels"], swiftSettings: safeMetadataAccess),
        .target(name: "VellumTesting", dependencies: ["Vellum", "VellumCairo", "VellumDiff"], swiftSettings: safeMetadataAccess),
        // The command line over a catalog: `VellumCommand.main(catalog:)`.
        .target(name: "VellumCLI", dependencies: ["Vellum", "VellumCairo", "VellumDiff"], swiftSettings: safeMetadataAccess),
        // The built-in catalog: the components of the seed documents.
        .target(name: "VellumCatalog", dependencies: ["Vellum"], swiftSettings: safeMetadataAccess),
        .executableTarget(name: "vellum", dependencies: ["VellumCLI", "VellumCatalog"], swiftSettings: safeMetadataAccess),
        // What the tests and the benchmarks' soak share: random views, fuzzing, fault goldens.
        .target(name: "VellumTestSupport", dependencies: ["Vellum", "VellumDiff", "VellumCLI"], swiftSettings: safeMetadataAccess),
        // The tests' second process: renders and writes goldens as another process would.
        .executableTarget(name: "vellum-test-helper", dependencies: ["Vellum", "VellumTestSupport"], swiftSettings: safeMetadataAccess),
        // Scripts/bench builds and runs it in release mode.
        .executableTarget(
            name: "vellum-bench",
            dependencies: ["Vellum", "VellumCore", "VellumUI", "VellumLayout", "VellumImage", "VellumCairo", "VellumDiff", "VellumCLI", "VellumCatalog",
                           "VellumTestSupport", "CCairo", "CDeflate"],
            path: "Benchmarks",
            exclude: ["README.md"],
            swiftSettings: safeMetadataAccess
        ),
        .testTarget(
            name: "VellumTests",
            dependencies: ["Vellum", "VellumCore", "VellumUI", "VellumLayout", "VellumImage", "VellumCairo", "VellumCLI", "VellumCatalog", "VellumDiff", "VellumTesting", "VellumTestSupport", "CCairo", "CDeflate"],
            // Golden files of the snapshot tests: data, not sources.
            exclude: ["VellumCatalog/__Snapshots__"],
            swiftSettings: safeMetadataAccess
        ),
        // The code of the seed articles, compiled as written (only the import changed).
        .testTarget(name: "SeedArticleTests", dependencies: ["Vellum", "VellumCairo"], swiftSettings: safeMetadataAccess),
        .testTarget(
            name: "SeedCustomViewTests",
            dependencies: ["Vellum", "VellumCairo"],
            swiftSettings: safeMetadataAccess + [.swiftLanguageMode(.v5)]
        ),
        // The article refines PixarCardStyle twice; its earlier versions build in their own modules.
        .testTarget(name: "SeedPixarCardStyleV1Tests", dependencies: ["Vellum"], swiftSettings: safeMetadataAccess),
        .testTarget(name: "SeedPixarCardStyleV2Tests", dependencies: ["Vellum", "VellumCairo"], swiftSettings: safeMetadataAccess),
    ]
)
