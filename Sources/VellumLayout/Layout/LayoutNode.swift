import Foundation
import VellumCore
import VellumUI

/// A box of the laid-out view tree: the primitive view or modifier it belongs to, and its
/// frame in points, in the coordinates of the root view.
///
/// ```swift
/// let root = try ImageRenderer(content: card).layout()
/// print(root.dump())
/// // VStack (0, 0, 120, 44)
/// //   Text("Profile") (0, 0, 120, 20.33)
/// ```
public struct LayoutNode: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The primitive view or modifier: `VStack`, `Text("Profile")`, `RoundedRectangle`,
    /// `padding`, `frame`, …
    public var name: String
    /// The frame in root coordinates, in points.
    public var frame: CGRect
    /// The boxes inside this one, in the order they were declared.
    public var children: [LayoutNode]

    public init(name: String, frame: CGRect, children: [LayoutNode] = []) {
        self.name = name
        self.frame = frame
        self.children = children
    }

    /// One line per box, indented by depth: `name (x, y, width, height)`.
    public func dump() -> String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        let rect = [frame.minX, frame.minY, frame.width, frame.height].map(formatPoints).joined(separator: ", ")
        lines.append(String(repeating: "  ", count: depth) + "\(name) (\(rect))")
        for child in children { child.appendLines(to: &lines, depth: depth + 1) }
    }

    public var description: String { dump() }

    /// Every box of the tree, depth first, this one first.
    public var allNodes: [LayoutNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The first box (depth first) whose name is `name` or starts with `name(`.
    public func first(named name: String) -> LayoutNode? {
        allNodes.first { $0.name == name || $0.name.hasPrefix(name + "(") }
    }

    private enum CodingKeys: String, CodingKey { case name, x, y, width, height, children }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        frame = CGRect(x: try container.decode(CGFloat.self, forKey: .x), y: try container.decode(CGFloat.self, forKey: .y),
                       width: try container.decode(CGFloat.self, forKey: .width), height: try container.decode(CGFloat.self, forKey: .height))
        children = try container.decodeIfPresent([LayoutNode].self, forKey: .children) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(frame.minX, forKey: .x)
        try container.encode(frame.minY, forKey: .y)
        try container.encode(frame.width, forKey: .width)
        try container.encode(frame.height, forKey: .height)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }
}
