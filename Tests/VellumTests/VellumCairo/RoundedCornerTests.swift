import Foundation
import Testing
import Vellum
import VellumImage

/// A corner radius past half the shorter side is clamped to it and stays circular, as SwiftUI
/// clamps it: `RoundedRectangle(cornerRadius: 9999)` draws the capsule of its frame.
@Suite struct RoundedCornerTests {
    /// The largest difference of alpha between two pictures of the same size, and how many
    /// pixels differ at all.
    private func difference(_ a: RGBAImage, _ b: RGBAImage) -> (largest: Int, count: Int) {
        #expect(a.width == b.width && a.height == b.height)
        var largest = 0, count = 0
        for index in stride(from: 3, to: min(a.pixels.count, b.pixels.count), by: 4) {
            let delta = abs(Int(a.pixels[index]) - Int(b.pixels[index]))
            largest = max(largest, delta)
            if delta > 0 { count += 1 }
        }
        return (largest, count)
    }

    private func alpha(_ view: some View, scale: CGFloat = 2) throws -> RGBAImage {
        try renderImage(view, scale: scale)
    }

    @Test("A radius past half the shorter side draws the capsule", arguments: [(60.0, 40.0, 9999.0), (100.0, 40.0, 30.0), (40.0, 60.0, 25.0)])
    func clampedToTheCapsule(_ size: (CGFloat, CGFloat, CGFloat)) throws {
        let (width, height, radius) = size
        let capsule = try alpha(Capsule().fill(.black).frame(width: width, height: height))
        let shapes: [(String, AnyView)] = [
            ("RoundedRectangle", AnyView(RoundedRectangle(cornerRadius: radius).fill(.black).frame(width: width, height: height))),
            ("cornerRadius", AnyView(Color.black.frame(width: width, height: height).cornerRadius(radius))),
            ("clipShape", AnyView(Color.black.frame(width: width, height: height).clipShape(RoundedRectangle(cornerRadius: radius)))),
            ("rect(cornerRadius:)", AnyView(Color.black.frame(width: width, height: height).clipShape(.rect(cornerRadius: radius)))),
            ("cornerSize with equal sides", AnyView(RoundedRectangle(cornerSize: CGSize(width: radius, height: radius)).fill(.black).frame(width: width, height: height))),
            ("Path(roundedRect:)", AnyView(Path(roundedRect: CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: radius).fill(.black).frame(width: width, height: height))),
        ]
        for (name, shape) in shapes {
            let (largest, count) = difference(try alpha(shape), capsule)
            #expect(largest <= 1, "\(name) \(width)×\(height) radius \(radius): \(count) pixels differ from the capsule, by up to \(largest) levels")
        }
    }

    @Test("The outline crosses the corner's diagonal r(√2−1) inside it")
    func circularCornerOnTheDiagonal() throws {
        // 60×40 at radius 9999: r = 20, so the outline crosses the diagonal 5.86 pt in along
        // each axis (8.28 pt along the diagonal). At @4x the pixel at (5, 5) pt is outside, the
        // one at (6.5, 6.5) inside.
        let image = try alpha(RoundedRectangle(cornerRadius: 9999).fill(.black).frame(width: 60, height: 40), scale: 4)
        #expect(image[4 * 5, 4 * 5].a == 0)
        #expect(image[4 * 6 + 2, 4 * 6 + 2].a == 255)
        // The top edge is straight from x = 20: elliptical corners of 30×20 would have left it
        // 0.72 pt below the top at x = 22.
        #expect(image[4 * 22, 1].a == 255, "a circular corner of radius 20 covers (22, 0.25)")
    }

    @Test("Inset and stroked borders stay circular", arguments: [4.0, 10.0])
    func insetAndStrokedBorders(_ line: CGFloat) throws {
        let rounded = try alpha(RoundedRectangle(cornerRadius: 9999).strokeBorder(.black, lineWidth: line).frame(width: 60, height: 40))
        let capsule = try alpha(Capsule().strokeBorder(.black, lineWidth: line).frame(width: 60, height: 40))
        let (largest, count) = difference(rounded, capsule)
        #expect(largest <= 1, "strokeBorder \(line): \(count) pixels differ from the capsule's, by up to \(largest)")
        let inset = try alpha(RoundedRectangle(cornerRadius: 9999).inset(by: line).fill(.black).frame(width: 60, height: 40))
        let insetCapsule = try alpha(Capsule().inset(by: line).fill(.black).frame(width: 60, height: 40))
        #expect(difference(inset, insetCapsule).largest <= 1)
    }

    @Test("Unequal corner sizes keep their elliptical corners, clamped on each axis")
    func ellipticalCornersStay() throws {
        let elliptical = try alpha(RoundedRectangle(cornerSize: CGSize(width: 9999, height: 15)).fill(.black).frame(width: 60, height: 40), scale: 4)
        // Corners 30 wide and 15 tall: at x = 20 the outline is 0.86 pt below the top (a circular
        // corner would be at the top there), at x = 30 it is at the top, and the side edge runs
        // straight from y = 15 to 25.
        #expect(elliptical[4 * 20, 2].a == 0)
        #expect(elliptical[4 * 20, 4 * 1].a == 255)
        #expect(elliptical[4 * 30, 4 * 1].a == 255)
        #expect(elliptical[1, 4 * 20].a == 255)
        let capsule = try alpha(Capsule().fill(.black).frame(width: 60, height: 40), scale: 4)
        #expect(difference(elliptical, capsule).count > 100)
    }
}
