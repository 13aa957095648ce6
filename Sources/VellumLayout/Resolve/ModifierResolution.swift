import Foundation
import VellumUI

extension Resolver {
    /// Resolves `content` and wraps each of its nodes with a node made by `wrap`. A modifier
    /// applied to several views (a group, a `ForEach`) applies to each of them, as in SwiftUI.
    /// The wrappers take the places of the nodes they wrap in the array resolving made (no
    /// array is made for them).
    package func wrapEach(_ content: any View, name: String, _ context: ResolveContext, _ wrap: (Node, ResolveContext) throws -> Node) throws -> [Node] {
        var nodes = try resolve(content, context.child(.slot(0), name: name))
        if nodes.count == 1 {
            nodes[0] = try wrap(nodes[0], context)
        } else {
            for index in nodes.indices { nodes[index] = try wrap(nodes[index], context.child(.index(index))) }
        }
        return nodes
    }
}

/// Checks that a length is a finite number, and not negative unless allowed. What it is and
/// `context` (whose trail names the view) are made only for an error: resolving makes no name,
/// path or trail that no node keeps (a padding made four of each, a frame one).
package func validateLength(_ value: CGFloat, _ what: @autoclosure () -> String, allowNegative: Bool = false, allowInfinity: Bool = false,
                            _ context: @autoclosure () -> ResolveContext) throws {
    if value.isNaN || (!allowInfinity && value.isInfinite) || (!allowNegative && value < 0)
        || (value.isFinite && abs(value) > maximumLength) {
        var rule = allowInfinity ? "a number" : "a finite number"
        if !allowNegative { rule += " ≥ 0" }
        rule += " of at most 1e9 in size"
        throw context().error(.invalidValue, "\(what()) must be \(rule), got \(value)")
    }
}

/// The largest finite length (or scale, or angle) a view may give: far beyond any picture,
/// and far enough below the largest `Double` that no sum of them overflows.
package let maximumLength: CGFloat = 1_000_000_000
