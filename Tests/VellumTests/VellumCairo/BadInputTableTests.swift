import Foundation
import Testing
import Vellum
import VellumCairo

/// Images that are not what they say, made once for the image rows.
private let badImages: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bad-images-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let swatch = (try? Data(contentsOf: packageRoot.appendingPathComponent("Fixtures/images/swatch.png"))) ?? Data()
    try? Data().write(to: folder.appendingPathComponent("empty.png"))
    try? Data("not a png".utf8).write(to: folder.appendingPathComponent("text.png"))
    try? swatch.prefix(swatch.count / 2).write(to: folder.appendingPathComponent("truncated.png"))
    // A valid header declaring 30000 × 30000 pixels, and hardly any data.
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        let be = { (v: UInt32) in [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return be(UInt32(body.count)) + typed + be(~crc)
    }
    let size: [UInt8] = [0, 0, 0x75, 0x30]
    let huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", size + size + [8, 6, 0, 0, 0])
        + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    try? Data(huge).write(to: folder.appendingPathComponent("huge.png"))
    return folder
}()

/// What Vellum does with bad input, one row each; README's table "What Vellum does with bad
/// input" lists the same rows.
private let rows: [(name: String, expected: String, view: @Sendable () -> AnyView)] = {
    let nan = CGFloat.nan, inf = CGFloat.infinity
    @Sendable func image(_ name: String) -> AnyView { AnyView(Image(contentsOfFile: badImages.appendingPathComponent(name).path)) }
    return [
        ("frame width NaN, infinite or negative", "error: frame width must be a finite number ≥ 0 (at frame)", { AnyView(Color.red.frame(width: nan, height: 10)) }),
        ("padding NaN or infinite", "error: padding (top) must be a finite number (at padding)", { AnyView(Color.red.frame(width: 10, height: 10).padding(inf)) }),
        ("negative padding", "picture 6×6", { AnyView(Color.red.frame(width: 10, height: 10).padding(-2)) }),
        ("stack spacing NaN or infinite", "error: VStack spacing must be a finite number", { AnyView(VStack(spacing: nan) { Color.red; Color.blue }.frame(width: 10, height: 20)) }),
        ("negative stack spacing", "picture 10×15", { AnyView(VStack(spacing: -5) { Color.red.frame(height: 10); Color.blue.frame(height: 10) }.frame(width: 10)) }),
        ("corner radius NaN or negative", "picture 10×10", { AnyView(RoundedRectangle(cornerRadius: nan).fill(Color.red).frame(width: 10, height: 10)) }),
        ("stroke width NaN or negative", "error: stroke line width must be a finite number ≥ 0 (at frame › Circle)", { AnyView(Circle().stroke(Color.red, lineWidth: -3).frame(width: 10, height: 10)) }),
        ("shadow radius NaN", "error: shadow radius must be a finite number (at shadow)", { AnyView(Color.red.frame(width: 10, height: 10).shadow(radius: nan)) }),
        ("shadow offset infinite", "error: shadow x offset must be a finite number (at shadow)", { AnyView(Color.red.frame(width: 10, height: 10).shadow(radius: 2, x: inf, y: 0)) }),
        ("opacity NaN", "error: opacity must be a number from 0 to 1 (at opacity)", { AnyView(Color.red.frame(width: 10, height: 10).opacity(.nan)) }),
        ("opacity above 1 or below 0", "picture 10×10", { AnyView(Color.red.frame(width: 10, height: 10).opacity(3)) }),
        ("scale NaN or infinite", "error: scaleEffect x must be a finite number (at scaleEffect)", { AnyView(Color.red.frame(width: 10, height: 10).scaleEffect(nan)) }),
        ("rotation NaN or infinite", "error: rotation angle must be a finite number (at rotationEffect)", { AnyView(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(.infinity))) }),
        ("gradient stop location NaN", "error: gradient stop location must be a finite number (at frame › LinearGradient)", {
            AnyView(LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom).frame(width: 10, height: 10))
        }),
        ("gradient with no stops", "picture 10×10", { AnyView(LinearGradient(stops: [], startPoint: .top, endPoint: .bottom).frame(width: 10, height: 10)) }),
        ("gradient with one stop", "picture 10×10", { AnyView(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom).frame(width: 10, height: 10)) }),
        ("empty text alone", "error: the view has no area", { AnyView(Text("")) }),
        ("text of combining marks", "picture 480×21", { AnyView(Text(String(repeating: "a\u{301}\u{302}\u{303}\u{304}", count: 50))) }),
        ("right-to-left text", "picture 133×21", { AnyView(Text("مرحبا بالعالم שלום")) }),
        ("emoji with zero-width joiners", "picture 74×21", { AnyView(Text("👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽")) }),
        ("text with NUL characters", "picture 30×21", { AnyView(Text("a\u{0}b\u{0}c")) }),
        ("1 MB of text", "error: the picture would be 300×44226 pixels", { AnyView(Text(String(repeating: "lorem ipsum ", count: 87_382)).frame(width: 300)) }),
        ("a stack of 100,000 children", "picture 10×1000", { AnyView(VStack(spacing: 0) { ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(height: 0.01) } }.frame(width: 10)) }),
        ("image file missing", "error: does not exist or cannot be read (at Image)", { image("missing.png") }),
        ("image file empty", "error: is empty (at Image)", { image("empty.png") }),
        ("image file truncated", "error: is damaged or truncated (at Image)", { image("truncated.png") }),
        ("image file not a PNG", "error: is not a PNG file (at Image)", { image("text.png") }),
        ("image declaring 30000×30000 pixels", "error: declares 30000×30000 pixels; the limit is 64 megapixels (at Image)", { image("huge.png") }),
        ("canvas over 16384 pixels a side or 64 megapixels", "error: the limit is 16384 pixels a side and 64 megapixels", { AnyView(Color.red.frame(width: 20000, height: 10)) }),
        ("unknown named colour", "error: no colour named \"brandPurple\"", { AnyView(Color("brandPurple").frame(width: 10, height: 10)) }),
        // Found by fuzzing: each used to crash.
        ("font size NaN, negative, zero or over 16384", "error: font size must be a finite number above 0 and at most 16384 points", {
            AnyView(Text("Hi").font(.system(size: .nan)))
        }),
        ("a length beyond 1e9 points", "error: frame width must be a finite number ≥ 0 of at most 1e9 in size (at frame › frame)", {
            AnyView(Color.red.frame(width: .greatestFiniteMagnitude, height: 10).frame(width: 10))
        }),
        ("a shadow radius of 1e9 points", "picture 30×30", { AnyView(Color.red.frame(width: 10, height: 10).shadow(radius: 1e9).padding(10)) }),
        ("text scaled past a million pixels tall", "error: Text(\"Hi\") would be drawn 17000000 pixels tall", {
            AnyView(Text("Hi").font(.system(size: 17)).scaleEffect(1e6).frame(width: 20, height: 20))
        }),
        ("a font below 1/64 point", "picture 8×8", { AnyView(Text("東京 👍🏽").font(.system(size: 1e-9)).frame(width: 8, height: 8)) }),
        ("text scaled to less than 1/64 pixel", "picture 8×8", { AnyView(Text("👍🏽 ab").scaleEffect(1e-300).frame(width: 8, height: 8)) }),
        ("a tiny font offered a huge height", "picture 5×1", { AnyView(Text("tiny").font(.system(size: 1e-3)).frame(width: 5, height: 1)) }),
    ]
}()

@Suite("Bad input")
struct BadInputTableTests {
    @Test("Each bad input gets its defined picture or an error naming the problem and the view", arguments: rows.indices)
    func row(_ index: Int) {
        let (name, expected, view) = rows[index]
        let got: String
        do {
            let image = try RGBAImage(png: RenderPipeline.data(RenderRequest(content: view(), scale: 1), format: .png))
            got = "picture \(image.width)×\(image.height)"
        } catch {
            got = "error: \(error)"
        }
        if expected.hasPrefix("picture") {
            #expect(got == expected, "\(name)")
        } else {
            // The expected words, and the view's path when one is given.
            let wanted = expected.dropFirst("error: ".count)
            let parts = wanted.components(separatedBy: " (at ")
            #expect(got.hasPrefix("error: ") && got.contains(parts[0]), "\(name): expected \(expected), got \(got)")
            if parts.count > 1 {
                #expect(got.contains("(at " + parts[1]), "\(name): the error names the view: \(got)")
            }
        }
    }

    @Test("README's table lists every row")
    func readmeListsEveryRow() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for row in rows {
            #expect(readme.contains("| \(row.name) |"), "README lacks the row \(row.name)")
        }
    }
}
