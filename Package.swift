// swift-tools-version: 6.0
import PackageDescription

// Unsafe flags are for builds from a checkout: SwiftPM refuses them in a dependency's manifest,
// so a tagged release (how other packages depend on Vellum) leaves them out. CI builds that way
// too (VELLUM_RELEASE_BUILD=1, in Scripts/test), as users who depend on a version get it.
let unsafeFlagsAllowed = Context.gitInformation?.currentTag == nil && Context.environment["VELLUM_RELEASE_BUILD"] == nil

// Swift 6.3's compiler gives each concrete generic type one cache for its metadata looked up by
// mangled name, filled by both __swift_instantiateConcreteTypeFromMangledName (complete
// metadata) and __swift_instantiateConcreteTypeFromMangledNameAbstract (used by the witness
// table accessors of conditional conformances such as `ModifiedContent: View`); neither checks
// the state of what it stores. The abstract one can store metadata another thread is still
// completing, and the complete one then hands it out without waiting: its size reads 0, a value
// is stored inline in an existential box it does not fit, and the process crashes (the built-in
// catalog's cells on two and three threads, two processes at a time: 4 crashes in 2,300). The
// shared cache came with swiftlang/swift#28337; no upstream issue describes the race (none
// could be filed from here). Reduced reproducer (crashes when thread 2 comes while thread 0 is
// still completing `Pair`; holding thread 0 inside swift_initStructMetadata makes it certain):
//
//     protocol Q {}
//     struct Box<T>: Q { var t: T; var pad: (Int, Int, Int) = (1, 2, 3) }
//     struct Pair<X, Y> { var x: X; var y: Y; var z: Box<(X, Y)>? = nil }
//     extension Pair: Q where X: Q, Y: Q {}           // its accessor asks for abstract metadata
//     protocol V { associatedtype Body: Q }
//     struct C: V { typealias Body = Pair<Box<Int8>, Box<Int16>> }
//     struct Needs<U: Q> { var u: U }
//     struct Host<T: V> { var n: Needs<T.Body> }     // completing it calls C.Body's accessor
//     // at once on three threads:
//     // 0: _ = C.Body.self   1: _ = Host<C>.self   2: var a: [Any] = []; a.append(C.Body(...))
//
// `-disable-concrete-type-metadata-mangled-name-accessors` (swiftlang/swift#30479) makes the
// compiler use type metadata accessor functions instead, whose caches keep only complete
// metadata, so every thread waits (the same runs: no crash in 10,000). Left out of a tagged
// release: see "Rendering on several threads" in the README.
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
        // librsvg and Poppler: the SVG and PDF files of asset catalogs' image sets.
        .systemLibrary(name: "CVectorImages", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev", "libpoppler-glib-dev"])]),
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
        .target(name: "VellumCairo", dependencies: ["VellumLayout", "VellumImage", "CCairo", "CNettle", "CVellumKernels", "CVectorImages"], swiftSettings: safeMetadataAccess),
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
