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
        viewPath.isEmpty ? message : "\(message) (at \(viewPath.joined(separator: " › ")))"
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
