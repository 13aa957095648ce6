import Foundation
import Testing
import VellumCairo
import VellumImage

/// The chunks of a PNG file: type and body, in order.
private func chunks(_ data: Data) -> [(type: String, body: Data)] {
    var result: [(String, Data)] = []
    var offset = data.startIndex + 8
    func int(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    while offset + 12 <= data.endIndex {
        let length = int(offset)
        let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
        result.append((type, data[(offset + 8)..<(offset + 8 + length)]))
        offset += 12 + length
    }
    return result
}

private func bigEndian(_ data: Data, _ offset: Int, _ count: Int = 4) -> Int {
    data[(data.startIndex + offset)..<(data.startIndex + offset + count)].reduce(0) { $0 << 8 | Int($1) }
}

@Suite("vellum frames")
struct FramesCommandTests {
    @Test("frames writes numbered PNGs, an animated PNG with its frame count, and a strip", .needsChromium)
    func framesApngAndStrip() throws {
        let out = try temporaryFolder()
        let result = try runProgram(try vellumExecutable(), ["frames", "Skeleton card", "--fps", "4", "--apng", "--strip", "--out", out.path])
        #expect(result.status == 0, "\(result.err)")
        let folder = out.appendingPathComponent("skeleton-card")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        // 1.5 s (the entry's period) at 4 fps: 6 frames.
        #expect(names == ["animation.png", "frame-000.png", "frame-001.png", "frame-002.png", "frame-003.png", "frame-004.png", "frame-005.png", "strip.png"])

        let apng = try Data(contentsOf: folder.appendingPathComponent("animation.png"))
        let parts = chunks(apng)
        #expect(parts.map(\.type).prefix(3) == ["IHDR", "acTL", "fcTL"])
        let acTL = try #require(parts.first { $0.type == "acTL" }).body
        #expect(bigEndian(acTL, 0) == 6, "acTL's frame count")
        #expect(bigEndian(acTL, 4) == 0, "loops forever")
        let controls = parts.filter { $0.type == "fcTL" }
        #expect(controls.count == 6)
        #expect(controls.allSatisfy { bigEndian($0.body, 20, 2) == 1 && bigEndian($0.body, 22, 2) == 4 }, "each frame lasts 1/4 s")
        // Sequence numbers run through fcTL and fdAT without a gap.
        let sequence = parts.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { bigEndian($0.body, 0) }
        #expect(sequence == Array(0..<sequence.count))
        #expect(parts.filter { $0.type == "fdAT" }.count == 5)

        // Its first frame is frame-000.png, pixel for pixel (libpng shows only the first frame).
        let first = try RGBAImage(png: apng)
        #expect(first == (try RGBAImage(png: Data(contentsOf: folder.appendingPathComponent("frame-000.png")))))
        let strip = try RGBAImage(png: Data(contentsOf: folder.appendingPathComponent("strip.png")))
        #expect(strip.width > first.width * 5, "six frames side by side")

        // A browser plays it: Chromium decodes six frames that loop forever, a quarter second
        // each, and they differ.
        let page = out.appendingPathComponent("apng.html")
        try Self.decoderPage(apng).write(to: page, atomically: true, encoding: .utf8)
        let browser = try headlessChromium()
        // The decoder runs off the page's thread. With a virtual time budget, Chromium dumps the
        // page once its virtual time has run out, and virtual time leaps to the end of the budget
        // whenever the page's thread has nothing to do: the page keeps a timer ticking until it
        // is done (see decoderPage), so the budget is spent 4 ms at a time while the decoder
        // works. Each tick costs the browser real time: a budget of 60,000 s lasts about 30 s on
        // a page that never finishes (a budget of 600 s lasted 0.3 s), longer on a slower machine,
        // and a page that finishes is dumped at once.
        let dom = try runProgram("/usr/bin/timeout", ["120", browser.path] + browser.arguments + ["--virtual-time-budget=60000000", "--dump-dom", page.absoluteString])
        #expect(dom.out.contains("data-state=\"done\""), "\(dom.out.prefix(600)) \(dom.err.suffix(600))")
        #expect(dom.out.contains("data-frames=\"6\""))
        #expect(dom.out.contains("data-animated=\"true\""))
        #expect(dom.out.contains("data-repetition=\"Infinity\""))
        #expect(dom.out.contains("data-duration=\"250000\""), "microseconds per frame")
        #expect(dom.out.contains("data-distinct=\"true\""))
    }

    /// A page that decodes an animated PNG with the browser's own decoder (WebCodecs'
    /// ImageDecoder) and writes what it found on the body. A 4 ms timer ticks until it is done, so
    /// that a virtual time budget lasts while the decoder works off the page's thread.
    static func decoderPage(_ apng: Data) -> String {
        """
        <!DOCTYPE html><html><body data-state="start"><script>
        (async function () {
          const keepAlive = setInterval(() => {}, 4);
          try {
            const bytes = Uint8Array.from(atob('\(apng.base64EncodedString())'), c => c.charCodeAt(0));
            const decoder = new ImageDecoder({ data: bytes, type: 'image/png' });
            await decoder.tracks.ready;
            await decoder.completed;
            const track = decoder.tracks.selectedTrack;
            document.body.dataset.frames = String(track.frameCount);
            document.body.dataset.animated = String(track.animated);
            document.body.dataset.repetition = String(track.repetitionCount);
            const canvas = document.createElement('canvas');
            const sums = [];
            for (const index of [3, 0]) {
              const frame = (await decoder.decode({ frameIndex: index })).image;
              canvas.width = frame.displayWidth; canvas.height = frame.displayHeight;
              const context = canvas.getContext('2d');
              context.drawImage(frame, 0, 0);
              const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
              let sum = 0; for (let i = 0; i < data.length; i += 4) sum += data[i];
              sums.push(sum);
              document.body.dataset.duration = String(frame.duration);
              frame.close();
            }
            document.body.dataset.distinct = String(sums[0] !== sums[1]);
            document.body.dataset.state = 'done';
          } catch (error) { document.body.dataset.state = 'failed: ' + error; }
          clearInterval(keepAlive);
        })();
        </script></body></html>
        """
    }

    @Test("frames --jobs 2 writes the files --jobs 1 writes, animated PNG and strip too, byte for byte, and nothing else")
    func jobsDoNotChangeTheFiles() throws {
        func written(jobs: Int) throws -> [String: Data] {
            let out = try temporaryFolder("frames-jobs-\(jobs)")
            let result = try runProgram(try vellumExecutable(), ["frames", "Skeleton card", "--fps", "8", "--apng", "--strip", "--jobs", String(jobs), "--quiet",
                                                                 "--out", out.path])
            #expect(result.status == 0, "\(result.err)")
            let folder = out.appendingPathComponent("skeleton-card")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
        }
        let one = try written(jobs: 1), two = try written(jobs: 2)
        // 1.5 s at 8 fps: 12 frames, and no temporary file left beside them.
        #expect(one.keys.sorted() == ["animation.png"] + (0..<12).map { "frame-" + String(format: "%03d", $0) + ".png" } + ["strip.png"])
        #expect(one == two)
    }

    @Test("Bad input exits 2 with a clear message, before rendering")
    func badInput() throws {
        let vellum = try vellumExecutable()
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let cases: [([String], String)] = [
            (["frames", "Skeletn card"], "did you mean \"Skeleton card\""),
            (["frames", "Skeleton card", "--fps", "0"], "--fps must be a whole number from 1 to 120"),
            (["frames", "Skeleton card", "--duration", "nan"], "--duration must be a number"),
            (["frames", "Skeleton card", "--duration", "-1"], "--duration must be a number"),
            (["frames", "Skeleton card", "--duration", "600", "--fps", "120"], "more than 2000"),
            (["frames", "Skeleton card", "--variant", "blue"], "has no variant \"blue\""),
            (["frames", "Skeleton card", "--out", file.appendingPathComponent("sub").path], file.appendingPathComponent("sub").path),
            (["frames"], "one entry name"),
        ]
        for (arguments, expected) in cases {
            let result = try runProgram(vellum, arguments + ["--out", folder.appendingPathComponent("out").path].suffix(arguments.contains("--out") ? 0 : 2))
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err.contains(expected), "\(arguments): \(result.err)")
            #expect(!result.err.contains("rendering"), "\(arguments): refused before rendering")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing written")
    }
}
