import Foundation
import VellumCore

/// The numbers of an image comparison, as stored beside failure artifacts and shown in the
/// HTML report.
package struct ImageDiffMetrics: Codable, Sendable, Equatable {
    package var expectedWidth: Int
    package var expectedHeight: Int
    package var actualWidth: Int
    package var actualHeight: Int
    package var differingPixels: Int
    package var antialiasedPixels: Int
    package var totalPixels: Int
    /// `differingPixels / totalPixels`; 1 when the sizes differ.
    package var differingShare: Double
    /// The largest perceptual distance found, 0…1.
    package var maximumDistance: Double
    package var precision: Double
    package var perceptualPrecision: Double

    package init(_ result: ImageDiff.Result, options: ImageDiff.Options) {
        expectedWidth = result.expectedSize.width
        expectedHeight = result.expectedSize.height
        actualWidth = result.actualSize.width
        actualHeight = result.actualSize.height
        differingPixels = result.differingPixels
        antialiasedPixels = result.antialiasedPixels
        totalPixels = result.totalPixels
        differingShare = result.differingShare
        maximumDistance = result.maximumDistance
        precision = options.precision
        perceptualPrecision = options.perceptualPrecision
    }

    /// One line a person reads: how many pixels differ against how many may, and by how much.
    package var summary: String {
        guard expectedWidth == actualWidth, expectedHeight == actualHeight else {
            return "the sizes differ: expected \(expectedWidth)×\(expectedHeight) pixels, actual \(actualWidth)×\(actualHeight)"
        }
        let share = PlainNumber.percent(differingShare), allowed = PlainNumber.percent(1 - precision)
        let distance = PlainNumber.fixed(maximumDistance, fractionDigits: 3)
        return "\(differingPixels) of \(totalPixels) pixels differ (\(share), \(allowed) allowed), largest colour difference \(distance) (\(PlainNumber.trimmed(1 - perceptualPrecision, fractionDigits: 3)) tolerated); \(antialiasedPixels) more differ only by antialiasing"
    }
}

/// What is written beside the artifacts of a failed snapshot (`<base>.failure.json`): the
/// `vellum report` command builds its page from these.
package struct FailureRecord: Codable, Sendable, Equatable {
    /// `<TestFileName>/<testName>.<name>`.
    package var snapshot: String
    /// The golden file's path.
    package var golden: String
    /// The failure message.
    package var message: String
    /// Artifact files by role (`reference`, `actual`, `diff`), as names in the record's folder.
    package var artifacts: [String: String]
    /// The numbers, for image comparisons.
    package var metrics: ImageDiffMetrics?

    package init(snapshot: String, golden: String, message: String, artifacts: [String: String], metrics: ImageDiffMetrics?) {
        self.snapshot = snapshot
        self.golden = golden
        self.message = message
        self.artifacts = artifacts
        self.metrics = metrics
    }

    /// The suffix of record files.
    package static let fileSuffix = ".failure.json"

    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
