import Foundation
import Testing
import Vellum
import VellumCairo

/// Coverage (0…1) of a black shape on white at a point in pixels, bilinearly interpolated
/// between pixel centres.
private func coverage(_ image: RGBAImage, x: Double, y: Double) -> Double {
    let fx = x - 0.5, fy = y - 0.5
    let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
    let tx = fx - Double(x0), ty = fy - Double(y0)
    func c(_ x: Int, _ y: Int) -> Double {
        let cx = min(max(x, 0), image.width - 1), cy = min(max(y, 0), image.height - 1)
        return 1 - Double(image[cx, cy].g) / 255
    }
    let top = c(x0, y0) * (1 - tx) + c(x0 + 1, y0) * tx
    let bottom = c(x0, y0 + 1) * (1 - tx) + c(x0 + 1, y0 + 1) * tx
    return top * (1 - ty) + bottom * ty
}

/// A black shape on a white page, offset by `margin` points, at `scale`.
private func blackOnWhite<S: Shape>(_ shape: S, width: CGFloat, height: CGFloat, scale: CGFloat, margin: CGFloat = 4) throws -> RGBAImage {
    let view = shape.fill(Color.black).frame(width: width, height: height).padding(margin).background(Color.white)
    return try renderImage(view, scale: scale)
}

@Suite struct DrawingFidelityTests {
    @Test(arguments: [4.0, 8.0, 12.0, 16.0, 20.0])
    func roundedCornerCrossesTheDiagonalWhereACircleDoes(radius: Double) throws {
        let scale = 3.0, margin = 4.0
        let image = try blackOnWhite(RoundedRectangle(cornerRadius: radius), width: 60, height: 60, scale: scale, margin: margin)
        // Walk the diagonal from the corner; find where coverage passes 50%.
        var crossing: Double?
        var previous = (t: 0.0, c: 0.0)
        var t = 0.0
        while t < radius * scale {
            let p = margin * scale + t
            let c = coverage(image, x: p, y: p)
            if c >= 0.5, previous.c < 0.5 {
                crossing = previous.t + (0.5 - previous.c) / (c - previous.c) * (t - previous.t)
                break
            }
            previous = (t, c)
            t += 0.05
        }
        let measured = try #require(crossing) * 2.squareRoot()
        let expected = radius * (2.squareRoot() - 1) * scale
        #expect(abs(measured - expected) < 0.25, "r = \(radius): \(measured / scale) pt along the diagonal, expected \(expected / scale)")
    }

    @Test func continuousCornersFollowThePublishedCurve() throws {
        let scale = 3.0, margin = 4.0, r = 60.0, side = 200.0
        let continuous = try blackOnWhite(RoundedRectangle(cornerRadius: r, style: .continuous), width: side, height: side, scale: scale, margin: margin)
        let circular = try blackOnWhite(RoundedRectangle(cornerRadius: r), width: side, height: side, scale: scale, margin: margin)
        #expect(try renderImage(RoundedRectangle(cornerRadius: r, style: .continuous).frame(width: side, height: side), scale: 1)
                != renderImage(RoundedRectangle(cornerRadius: r).frame(width: side, height: side), scale: 1))
        // Points of the top-left corner's three Béziers, in points from the corner (u along the
        // top edge, v down the left edge), from the published constants.
        func cubic(_ p: [(Double, Double)], _ t: Double) -> (Double, Double) {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return (a * p[0].0 + b * p[1].0 + c * p[2].0 + d * p[3].0, a * p[0].1 + b * p[1].1 + c * p[2].1 + d * p[3].1)
        }
        let segments: [[(Double, Double)]] = [
            [(1.52866483, 0), (1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139)],
            [(0.63149379, 0.07491139), (0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379)],
        ]
        var onContinuous = 0, offCircular = 0, samples = 0
        for segment in segments {
            for step in 1..<10 {
                let (u, v) = cubic(segment, Double(step) / 10)
                let x = (margin + u * r) * scale, y = (margin + v * r) * scale
                samples += 1
                if abs(coverage(continuous, x: x, y: y) - 0.5) < 0.2 { onContinuous += 1 }
                if abs(coverage(circular, x: x, y: y) - 0.5) > 0.2 { offCircular += 1 }
            }
        }
        #expect(onContinuous == samples, "\(onContinuous) of \(samples) curve points on the rendered edge")
        #expect(offCircular >= samples / 2, "a circular corner would miss \(offCircular) of them")
    }

    @Test func capsuleEndsAreSemicircles() throws {
        let scale = 3.0, margin = 4.0
        let image = try blackOnWhite(Capsule(), width: 200, height: 60, scale: scale, margin: margin)
        for degrees in stride(from: 100.0, through: 260.0, by: 20) {
            let a = degrees * .pi / 180
            let x = (margin + 30 + 30 * cos(a)) * scale, y = (margin + 30 + 30 * sin(a)) * scale
            #expect(abs(coverage(image, x: x, y: y) - 0.5) < 0.15, "left end at \(degrees)°")
            let xr = (margin + 170 - 30 * cos(a)) * scale
            #expect(abs(coverage(image, x: xr, y: y) - 0.5) < 0.15, "right end at \(degrees)°")
        }
    }

    @Test func gradientEndsCarryTheExactStopColours() throws {
        let stops = [Gradient.Stop(color: Color(red: 1, green: 0.5, blue: 0), location: 0.2), Gradient.Stop(color: Color(red: 0, green: 0.25, blue: 1), location: 0.8)]
        let image = try renderImage(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 4))
        for x in [0, 10, 19] {
            let p = image[x, 2]
            #expect([p.r, p.g, p.b] == [255, 128, 0], "x \(x): \(p)")
        }
        for x in [81, 90, 99] {
            let p = image[x, 2]
            #expect([p.r, p.g, p.b] == [0, 64, 255], "x \(x): \(p)")
        }
        let middle = image[50, 2]
        #expect(middle.r > 100 && middle.r < 155 && middle.b > 100 && middle.b < 155)
    }

    @Test(arguments: [6.0, 10.0, 16.0])
    func shadowFalloffIsAGaussianOfSigmaPointNineThreeRadius(radius: Double) throws {
        let scale = 2.0, margin = 80.0
        let view = Color.white.frame(width: 150, height: 150).shadow(color: .black, radius: radius).padding(margin).background(Color.white)
        let image = try renderImage(view, scale: scale)
        // Along a line through the middle, outward from the right edge: alpha = Φ(−x/σ).
        let y = Int((margin + 75) * scale), edge = (margin + 150) * scale
        func alpha(_ x: Double) -> Double { 1 - Double(image[Int(x), y].g) / 255 }
        func position(ofAlpha target: Double) -> Double? {
            var x = edge
            while x < edge + margin * scale - 2 {
                let a = alpha(x + 0.5), b = alpha(x + 1.5)
                if a >= target, b < target { return x + 0.5 + (a - target) / (a - b) }
                x += 1
            }
            return nil
        }
        // Φ(−1) = 0.1587 one σ out, Φ(−2) = 0.0228 two σ out, 0.5 at the edge itself.
        let atEdge = alpha(edge), oneSigma = try #require(position(ofAlpha: 0.1587)), twoSigma = try #require(position(ofAlpha: 0.0228))
        let expected = 0.93 * radius * scale
        #expect(abs(atEdge - 0.5) < 0.05, "alpha at the edge: \(atEdge)")
        #expect(abs((oneSigma - edge) - expected) / expected < 0.05, "σ from one-σ point: \((oneSigma - edge) / scale) pt, expected \(expected / scale)")
        #expect(abs((twoSigma - edge) / 2 - expected) / expected < 0.05, "σ from two-σ point: \((twoSigma - edge) / 2 / scale) pt")
    }

    @Test func shadowedAndBlurredGroupsBlendInsideThemselves() throws {
        // A blend mode inside a shadowed or blurred view blends with that view's own layer (here
        // nothing: red stays red), not with what lies behind it (red × blue would be black).
        let shadows: [(String, AnyView)] = [
            ("shadow", AnyView(Circle().fill(Color.red).blendMode(.multiply).frame(width: 40, height: 40).shadow(color: .black.opacity(0.3), radius: 4))),
            ("zero blur", AnyView(Circle().fill(Color.red).blendMode(.multiply).frame(width: 40, height: 40).blur(radius: 0))),
        ]
        for (name, view) in shadows {
            let image = try renderImage(view.padding(20).background(Color.blue), scale: 2)
            let centre = image[image.width / 2, image.height / 2]
            #expect(centre.r > 200 && centre.b < 80, "\(name): \(centre)")
        }
        // Without a blend mode, a shadowed view is drawn straight onto what is behind it, and
        // its shadow still shows: dark below the circle, where the background alone is blue.
        let plain = try renderImage(Circle().fill(Color.red).frame(width: 40, height: 40).shadow(color: .black, radius: 2, y: 6)
            .padding(20).background(Color.white), scale: 2)
        #expect(plain[80, 80].r > 200 && plain[80, 80].g < 100, "the circle: \(plain[80, 80])")
        #expect(plain[80, 125].r < 200, "its shadow below it: \(plain[80, 125])")
    }

    @Test func groupOpacityDoesNotDarkenOverlaps() throws {
        let pair = ZStack {
            Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: -10)
            Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: 10)
        }
        .opacity(0.5)
        .frame(width: 80, height: 50)
        .background(Color.white)
        let image = try renderImage(pair, scale: 2)
        let overlap = image[80, 50], single = image[50, 50]
        #expect(overlap == single, "overlap \(overlap) vs single \(single)")
        // Red (255, 59, 48) at half opacity over white: green (59 + 255) / 2.
        #expect(abs(Int(single.g) - 157) <= 2, "half-transparent red over white: \(single)")
    }

    @Test func clipAndMaskEdgesAreAntialiased() throws {
        for view in [AnyView(Color.black.frame(width: 60, height: 60).clipShape(Circle())), AnyView(Color.black.frame(width: 60, height: 60).mask(Circle()))] {
            let image = try renderImage(view.padding(4).background(Color.white), scale: 3)
            var partial = 0
            let y = image.height / 3
            for x in 0..<image.width where image[x, y].g > 20 && image[x, y].g < 235 { partial += 1 }
            #expect(partial >= 2, "partly covered pixels at the clip edge: \(partial)")
        }
    }

    @Test func scaleRendersAtDevicePixelsNotByScalingABitmap() throws {
        let circle = Circle().fill(Color.black).frame(width: 20, height: 20).background(Color.white)
        let one = try renderImage(circle, scale: 1), three = try renderImage(circle, scale: 3)
        #expect(three.width == 60 && one.width == 20)
        // A bitmap scaled up would repeat each pixel in 3×3 blocks; a device-scale render has
        // blocks along the edge whose pixels differ.
        var mixedBlocks = 0
        for by in 0..<20 {
            for bx in 0..<20 {
                let values = Set((0..<3).flatMap { dy in (0..<3).map { dx in three[bx * 3 + dx, by * 3 + dy].g } })
                if values.count > 1 { mixedBlocks += 1 }
            }
        }
        #expect(mixedBlocks > 20, "\(mixedBlocks) blocks with differing pixels")
    }
}

@Suite struct VectorOutputTests {
    private func rasterize(_ tool: String, _ arguments: [String]) throws {
        let result = try runProgram(tool, arguments)
        #expect(result.status == 0, "\(tool): \(result.err)")
    }

    /// The share of pixels whose channels differ by more than `threshold` between two images.
    private func difference(_ a: RGBAImage, _ b: RGBAImage, threshold: Int = 40) -> Double {
        let width = min(a.width, b.width), height = min(a.height, b.height)
        var differing = 0
        for y in 0..<height {
            for x in 0..<width {
                let p = a[x, y], q = b[x, y]
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                if d > threshold { differing += 1 }
            }
        }
        return Double(differing) / Double(width * height)
    }

    @Test(.needsRsvg, .needsPoppler) func svgAndPDFRenderLikeThePNG() throws {
        let renderer = ImageRenderer(content: PrimitivesGallery())
        renderer.scale = 2
        let folder = try temporaryFolder()
        let png = try RGBAImage(png: renderer.pngData())
        try renderer.svgData().write(to: folder.appendingPathComponent("gallery.svg"))
        try renderer.pdfData().write(to: folder.appendingPathComponent("gallery.pdf"))
        try rasterize("/usr/bin/rsvg-convert", ["-z", "2", folder.appendingPathComponent("gallery.svg").path, "-o", folder.appendingPathComponent("svg.png").path])
        try rasterize("/usr/bin/pdftoppm", ["-png", "-r", "144", "-singlefile", folder.appendingPathComponent("gallery.pdf").path, folder.appendingPathComponent("pdf").path])
        let svg = try RGBAImage(png: Data(contentsOf: folder.appendingPathComponent("svg.png")))
        let pdf = try RGBAImage(png: Data(contentsOf: folder.appendingPathComponent("pdf.png")))
        #expect(abs(svg.width - png.width) <= 1 && abs(svg.height - png.height) <= 1)
        #expect(abs(pdf.width - png.width) <= 2 && abs(pdf.height - png.height) <= 2)
        let svgShare = difference(png, svg), pdfShare = difference(png, pdf)
        #expect(svgShare < 0.01, "\(svgShare * 100)% of pixels differ between the SVG and the PNG")
        #expect(pdfShare < 0.01, "\(pdfShare * 100)% of pixels differ between the PDF and the PNG")
        // Shapes, gradients and text stay vectors: the only images are the blurred effects.
        let svgText = try String(contentsOf: folder.appendingPathComponent("gallery.svg"), encoding: .utf8)
        #expect(svgText.contains("<linearGradient"))
        #expect(svgText.contains("<radialGradient"))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func goldenSheetOfPrimitivesAndEffects(scheme: ColorScheme) throws {
        let renderer = ImageRenderer(content: PrimitivesGallery().environment(\.colorScheme, scheme))
        renderer.scale = 2
        let png = try renderer.pngData()
        let golden = packageRoot.appendingPathComponent("Fixtures/drawing/primitives-\(scheme).png")
        if ProcessInfo.processInfo.environment["VELLUM_RECORD_FIXTURES"] == "1" { try FileOutput.write(png, to: golden) }
        #expect(try Data(contentsOf: golden) == png, "the primitives sheet changed; look at it and re-record with VELLUM_RECORD_FIXTURES=1 Scripts/test")
    }
}

@Suite struct DrawingBadInputTests {
    private func png<V: View>(_ view: V) throws -> RGBAImage { try renderImage(view.frame(width: 20, height: 20).background(Color.white)) }

    @Test func negativeAndNaNRadiiDrawRectangles() throws {
        let square = try png(Rectangle().fill(Color.black))
        #expect(try png(RoundedRectangle(cornerRadius: -5).fill(Color.black)) == square)
        #expect(try png(RoundedRectangle(cornerRadius: .nan).fill(Color.black)) == square)
        #expect(try png(RoundedRectangle(cornerRadius: 9999).fill(Color.black)) == png(Circle().fill(Color.black)), "clamped to a circle")
    }

    @Test func gradientsWithoutStopsOrOutOfOrder() throws {
        let clear = try png(LinearGradient(stops: [], startPoint: .leading, endPoint: .trailing))
        #expect(clear[10, 10].g == 255, "no stops: clear")
        let one = try png(LinearGradient(colors: [.black], startPoint: .leading, endPoint: .trailing))
        #expect(one[10, 10].g == 0, "one stop: solid")
        let ordered = try png(LinearGradient(stops: [.init(color: .black, location: 0), .init(color: .white, location: 1)], startPoint: .leading, endPoint: .trailing))
        let shuffled = try png(LinearGradient(stops: [.init(color: .white, location: 1), .init(color: .black, location: 0)], startPoint: .leading, endPoint: .trailing))
        #expect(ordered == shuffled)
        #expect(throws: VellumError.self) { try png(LinearGradient(stops: [.init(color: .black, location: .nan)], startPoint: .leading, endPoint: .trailing)) }
    }

    @Test func degenerateStrokesAndShapes() throws {
        #expect(try png(Circle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [0, 0])))[10, 0].g < 128, "a dash of zeros draws solid")
        #expect(try png(Rectangle().fill(Color.black).frame(width: 0, height: 0))[10, 10].g == 255)
        let error = try #require(throws: VellumError.self) { try png(Circle().stroke(Color.black, lineWidth: -1)) }
        #expect(error.message.contains("line width"))
        #expect(try png(Color.black.opacity(.nan))[10, 10].g == 255, "a NaN colour opacity is transparent")
        let opacity = try #require(throws: VellumError.self) { try png(Rectangle().fill(Color.black).opacity(.nan)) }
        #expect(opacity.message.contains("opacity"))
    }

    @Test func nonFiniteOutlinesAreErrorsNamingTheShape() throws {
        let path = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.nan, y: 4)) }
        let error = try #require(throws: VellumError.self) { try png(VStack { path.stroke(Color.black) }) }
        #expect(error.message.contains("not finite"))
        #expect(error.viewPath.contains("VStack"))
        #expect(error.viewPath.last == "Path")
    }
}
