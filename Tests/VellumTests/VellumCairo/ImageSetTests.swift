import Foundation
import Testing
import Vellum

/// Asset catalogs' image sets: PNGs of each scale, and PDF and SVG vector images drawn at the
/// render's scale.
@Suite("Image sets")
struct ImageSetTests {
    /// A 40 × 20 point picture: red on the left, blue on the right.
    private var picture: some View {
        HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }.frame(width: 40, height: 20)
    }

    /// A bundle folder holding `Assets.xcassets/<name>.imageset` with `files` and a
    /// `Contents.json` listing them at their scales.
    private func catalog(_ name: String, files: [(name: String, scale: String?, data: Data)], function: String = #function) throws -> Bundle {
        let root = try temporaryFolder(function)
        let set = root.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        var images: [[String: Any]] = []
        for file in files {
            try file.data.write(to: set.appendingPathComponent(file.name))
            var entry: [String: Any] = ["filename": file.name, "idiom": "universal"]
            if let scale = file.scale { entry["scale"] = scale }
            images.append(entry)
        }
        // A dark appearance, which is not drawn: its file does not even exist.
        images.append(["filename": "dark.png", "idiom": "universal", "appearances": [["appearance": "luminosity", "value": "dark"]]])
        let contents = try JSONSerialization.data(withJSONObject: ["images": images, "info": ["author": "xcode", "version": 1]])
        try contents.write(to: set.appendingPathComponent("Contents.json"))
        return try #require(Bundle(path: root.path))
    }

    private func render(_ view: some View, scale: CGFloat) throws -> RGBAImage {
        try renderImage(view, scale: scale)
    }

    @Test("A PDF or SVG image set is drawn at the render's scale, as sharp as the picture it holds", arguments: ["pdf", "svg"])
    func vectorImageSets(_ kind: String) throws {
        let renderer = ImageRenderer(content: picture)
        let data = kind == "pdf" ? try renderer.pdfData() : try renderer.svgData()
        let bundle = try catalog("logo", files: [("logo.\(kind)", nil, data)], function: "vector-\(kind)")
        for scale in [1.0, 2, 3] {
            let image = Image("logo", bundle: bundle)
            let frame = try ImageRenderer(content: image).layout().frame
            #expect(frame.size == CGSize(width: 40, height: 20), "\(frame)")
            let drawn = try render(image, scale: scale), original = try render(picture, scale: scale)
            #expect(drawn.width == original.width && drawn.height == original.height)
            let difference = drawn.premultipliedDifference(to: original)
            // The same pixels but where the red meets the blue, which the two libraries may smooth apart.
            #expect(difference.pixels <= drawn.height, "@\(scale)x: \(difference)")
        }
    }

    @Test("A PNG image set gives the PNG of the render's scale, sized in points")
    func pngScales() throws {
        func png(_ color: Color, scale: CGFloat) throws -> Data {
            let renderer = ImageRenderer(content: color.frame(width: 30, height: 10))
            renderer.scale = scale
            return try renderer.pngData()
        }
        let bundle = try catalog("badge", files: [("badge.png", "1x", try png(Color(red: 1, green: 0, blue: 0), scale: 1)),
                                                  ("badge@2x.png", "2x", try png(Color(red: 0, green: 1, blue: 0), scale: 2)),
                                                  ("badge@3x.png", "3x", try png(Color(red: 0, green: 0, blue: 1), scale: 3))])
        for (scale, expected) in [(1.0, (255, 0, 0)), (2, (0, 255, 0)), (3, (0, 0, 255))] {
            let image = Image("badge", bundle: bundle)
            #expect(try ImageRenderer(content: image).layout().frame.size == CGSize(width: 30, height: 10))
            let drawn = try render(image, scale: scale)
            let p = drawn[drawn.width / 2, drawn.height / 2]
            #expect((Int(p.r), Int(p.g), Int(p.b)) == expected, "@\(scale)x: \(p)")
        }
    }

    @Test("A broken or enormous vector image is an error naming the file", arguments: [
        ("broken.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect", "not a readable SVG file"),
        ("broken.pdf", "%PDF-1.4 nothing else", "not a readable PDF file"),
        ("huge.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100000\" height=\"100000\"/>", "larger than Vellum draws"),
        ("empty.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "neither a size nor a viewBox"),
    ])
    func brokenVectorImages(_ example: (file: String, content: String, says: String)) throws {
        let bundle = try catalog("art", files: [(example.file, nil, Data(example.content.utf8))], function: "broken-\(example.file)")
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: VStack { Image("art", bundle: bundle) }).pngData() }
        #expect(error.description.contains(example.file) && error.description.contains(example.says), "\(error)")
    }
}
