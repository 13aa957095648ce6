import Foundation
import Vellum

/// What the layout of a `RandomView` must satisfy, checked box by box: every size finite and
/// not negative; a fixed frame exactly its size with its child placed by its alignment; a
/// stack as long as its children and their spacing, each child `spacing` after the previous;
/// padding around its child; effects the size of their child. Positions snap to the pixel grid
/// (half a point at scale 2), sizes never, so positions are compared within a pixel.
package enum LayoutInvariants {
    /// The violations found, one line each (empty when the layout is right).
    package static func violations(of spec: RandomView, in node: LayoutNode, pixel: CGFloat) -> [String] {
        var found: [String] = []
        check(spec, node, pixel: pixel, path: node.name, into: &found)
        return found
    }

    private static func finite(_ node: LayoutNode) -> Bool {
        let f = node.frame
        return f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0
    }

    private static func check(_ spec: RandomView, _ node: LayoutNode, pixel: CGFloat, path: String, into found: inout [String]) {
        guard finite(node) else {
            found.append("\(path): the frame \(node.frame) is not finite and non-negative")
            return
        }
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { found.append("\(path): \(message())") }
        }
        func only(_ name: String) -> LayoutNode? {
            guard node.name == name, node.children.count == 1 else {
                found.append("\(path): expected \(name) with one child, found \(node.name) with \(node.children.count)")
                return nil
            }
            return node.children[0]
        }
        let close = { (a: CGFloat, b: CGFloat, tolerance: CGFloat) in abs(a - b) <= tolerance + 1e-9 }
        switch spec {
        case .color, .shape, .text:
            expect(node.children.isEmpty || node.name.hasPrefix("Text"), "a leaf has children")
        case let .stack(axis, spacing, _, children):
            let name = axis == .horizontal ? "HStack" : "VStack"
            guard node.name == name, node.children.count == children.count else {
                found.append("\(path): expected \(name) with \(children.count) children, found \(node.name) with \(node.children.count)")
                return
            }
            let length = { (n: LayoutNode) in axis == .horizontal ? n.frame.width : n.frame.height }
            let start = { (n: LayoutNode) in axis == .horizontal ? n.frame.minX : n.frame.minY }
            let total = node.children.reduce(0) { $0 + length($1) } + CGFloat(spacing) * CGFloat(children.count - 1)
            expect(close(length(node), total, 1e-6), "the stack is \(length(node)) long, its children and spacing \(total)")
            for i in node.children.indices.dropFirst() {
                let gap = start(node.children[i]) - (start(node.children[i - 1]) + length(node.children[i - 1]))
                expect(close(gap, CGFloat(spacing), pixel), "child \(i) is \(gap) after the previous, not \(spacing)")
            }
            for (i, child) in children.enumerated() {
                check(child, node.children[i], pixel: pixel, path: "\(path) › \(node.children[i].name)", into: &found)
            }
        case let .zstack(children):
            guard node.name == "ZStack", node.children.count == children.count else {
                found.append("\(path): expected ZStack with \(children.count) children, found \(node.name) with \(node.children.count)")
                return
            }
            for (i, child) in children.enumerated() {
                check(child, node.children[i], pixel: pixel, path: "\(path) › \(node.children[i].name)", into: &found)
            }
        case let .frame(width, height, alignment, childSpec):
            guard let child = only("frame") else { return }
            expect(node.frame.width == CGFloat(width) && node.frame.height == CGFloat(height), "a \(width)×\(height) frame is \(node.frame.size)")
            let unit = RandomView.alignments[alignment]
            let fractions = (x: unit.horizontal == .leading ? 0 : unit.horizontal == .center ? 0.5 : 1.0,
                             y: unit.vertical == .top ? 0 : unit.vertical == .center ? 0.5 : 1.0)
            let x = node.frame.minX + (node.frame.width - child.frame.width) * fractions.x
            let y = node.frame.minY + (node.frame.height - child.frame.height) * fractions.y
            expect(close(child.frame.minX, x, pixel) && close(child.frame.minY, y, pixel),
                   "the child is at (\(child.frame.minX), \(child.frame.minY)), its alignment says (\(x), \(y))")
            check(childSpec, child, pixel: pixel, path: "\(path) › \(child.name)", into: &found)
        case let .flexibleFrame(_, _, childSpec):
            guard let child = only("frame") else { return }
            check(childSpec, child, pixel: pixel, path: "\(path) › \(child.name)", into: &found)
        case let .padding(amount, childSpec):
            guard let child = only("padding") else { return }
            let inset = CGFloat(amount)
            expect(close(node.frame.width, child.frame.width + 2 * inset, 1e-6) && close(node.frame.height, child.frame.height + 2 * inset, 1e-6),
                   "padding \(amount) is \(node.frame.size) around a child of \(child.frame.size)")
            expect(close(child.frame.minX, node.frame.minX + inset, pixel) && close(child.frame.minY, node.frame.minY + inset, pixel),
                   "the padded child is not \(amount) in")
            check(childSpec, child, pixel: pixel, path: "\(path) › \(child.name)", into: &found)
        case let .shadow(_, _, _, childSpec), let .opacity(_, childSpec):
            let name = if case .shadow = spec { "shadow" } else { "opacity" }
            guard let child = only(name) else { return }
            expect(child.frame == node.frame, "the effect's frame \(node.frame) is not its child's \(child.frame)")
            check(childSpec, child, pixel: pixel, path: "\(path) › \(child.name)", into: &found)
        case let .rounded(_, childSpec):
            guard let background = only("clipShape") else { return }
            guard background.name == "background", background.children.count == 2 else {
                found.append("\(path): expected background with two children, found \(background.name)")
                return
            }
            check(childSpec, background.children[0], pixel: pixel, path: "\(path) › background › \(background.children[0].name)", into: &found)
        }
    }
}
