import Foundation

/// Everything that can go wrong in Vellum, with a message that says what and where.
///
/// ```swift
/// do { try renderer.pngData() } catch let error as VellumError { print(error) }
/// // frame width must be a finite number ≥ 0, got -5.0 (at VStack › CardModifier › frame)
/// ```
public struct VellumError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of problem, for code that reacts to some of them.
    public enum Kind: String, Sendable {
        /// A numeric or other argument outside what it may be.
        case invalidValue
        /// A named colour that no asset catalog or registration provides.
        case unknownColor
        /// A view that cannot be evaluated (no body, recursion without end, nesting too deep).
        case invalidView
        /// Layout that produced no usable size.
        case layout
        /// A picture larger than Vellum will allocate.
        case tooLarge
        /// An image file that is missing or not a readable PNG.
        case image
        /// A file that cannot be read or written.
        case io
        /// A failure inside Cairo or Pango.
        case backend
    }

    /// The kind of problem.
    public var kind: Kind
    /// What went wrong, in a sentence.
    public var message: String
    /// The names of the views from the root to the one at fault, for example
    /// `["VStack", "CardModifier", "padding"]`. Empty when no view is involved.
    public var viewPath: [String]

    public init(_ kind: Kind, _ message: String, viewPath: [String] = []) {
        self.kind = kind
        self.message = message
        self.viewPath = viewPath
    }

    public var description: String {
        viewPath.isEmpty ? message : "\(message) (at \(VellumError.abbreviated(viewPath)))"
    }

    /// The path for a message: runs of one name collapsed (`padding ×9998`), and only the
    /// first 4 and last 8 steps of a long path shown.
    package static func abbreviated(_ path: [String]) -> String {
        var runs: [(name: String, count: Int)] = []
        for name in path {
            if runs.last?.name == name { runs[runs.count - 1].count += 1 } else { runs.append((name, 1)) }
        }
        var parts = runs.map { $0.count > 2 ? "\($0.name) ×\($0.count)" : Array(repeating: $0.name, count: $0.count).joined(separator: " › ") }
        if parts.count > 12 {
            parts = Array(parts.prefix(4)) + ["… \(parts.count - 12) more …"] + Array(parts.suffix(8))
        }
        return parts.joined(separator: " › ")
    }

    /// This error with `path` as its view path, unless it already names one.
    package func at(_ path: [String]) -> VellumError {
        guard viewPath.isEmpty else { return self }
        var copy = self
        copy.viewPath = path
        return copy
    }
}

extension VellumError: LocalizedError {
    public var errorDescription: String? { description }
}
