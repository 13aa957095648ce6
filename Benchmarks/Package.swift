// swift-tools-version: 6.0
// The benchmarks: a package of their own, so that they build only when Scripts/bench runs.
import Foundation
import PackageDescription

/// The Vellum package is the folder above; SwiftPM names a path dependency after its folder.
let vellum = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "VellumBenchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "vellum-bench",
            dependencies: [.product(name: "Vellum", package: vellum), .product(name: "VellumCLI", package: vellum)]
        ),
    ]
)
