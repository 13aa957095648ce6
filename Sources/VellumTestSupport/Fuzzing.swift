import Foundation
import Vellum
import VellumCairo
import VellumDiff

/// Fuzz drivers: seeded, so a finding can be replayed from its seed and index.
package enum Fuzzing {
    /// What a run found.
    package struct Findings: Sendable {
        package var tried = 0
        package var pictures = 0
        package var errors = 0
        package var problems: [String] = []
        /// The slowest single input, in seconds.
        package var slowest = 0.0
    }

    /// Mutations of valid PNGs through the diff's decoder: each must decode or give a
    /// `VellumError`; where the fast decoder decodes, libpng must agree pixel for pixel; and
    /// compared with the PNG it was made from, as `vellum diff` decodes the two together, it
    /// must count what comparing libpng's pictures counts, or give a `VellumError` when libpng
    /// cannot read it.
    package static func images(seeds: [Data], count: Int, seed: UInt64) -> Findings {
        var random = SeededGenerator(seed: seed)
        var findings = Findings()
        let originals = seeds.map { try? RGBAImage(png: $0) }
        for index in 0..<count {
            if index % 8 == 7, let original = originals[index % seeds.count] {
                // Every eighth: a few pixels changed and both pictures written as the renderer
                // writes them; decoded together, the pair must compare exactly as the pictures do.
                findings.tried += 1
                var changed = original
                for _ in 0..<Int.random(in: 1...12, using: &random) {
                    let at = Int.random(in: 0..<changed.pixels.count, using: &random)
                    changed.pixels[at] ^= UInt8.random(in: 1...255, using: &random)
                }
                let diffImage = index % 16 == 15
                do {
                    let pair = try ImageDiff.compare(expected: PNGWriter.encode(original, effort: .balanced),
                                                     actual: PNGWriter.encode(changed, effort: .balanced), makeDiffImage: diffImage)
                    let reference = ImageDiff.compare(original, changed, makeDiffImage: diffImage)
                    if pair.differingPixels != reference.differingPixels || pair.antialiasedPixels != reference.antialiasedPixels
                        || pair.maximumDistance != reference.maximumDistance || pair.diffImage != reference.diffImage {
                        findings.problems.append("pair \(index) (seed \(seed)): decoded together, it compares otherwise than the pictures")
                    }
                    findings.pictures += 1
                } catch {
                    findings.problems.append("pair \(index) (seed \(seed)): \(error)")
                }
                continue
            }
            var bytes = [UInt8](seeds[index % seeds.count])
            mutate(&bytes, using: &random)
            let data = Data(bytes)
            findings.tried += 1
            let start = DispatchTime.now().uptimeNanoseconds
            let fast = FastPNGDecoder.decode(data)
            let slow: RGBAImage?
            do {
                slow = try RGBAImage(png: data, name: "input \(index)")
            } catch is VellumError {
                slow = nil
            } catch {
                findings.problems.append("image \(index) (seed \(seed)): libpng decoding threw \(error)")
                slow = nil
            }
            let original = originals[index % seeds.count]
            do {
                let pair = try ImageDiff.compare(expected: seeds[index % seeds.count], actual: data, makeDiffImage: false)
                if let slow, let original {
                    let reference = ImageDiff.compare(original, slow, makeDiffImage: false)
                    if pair.differingPixels != reference.differingPixels || pair.antialiasedPixels != reference.antialiasedPixels
                        || pair.sizesMatch != reference.sizesMatch {
                        findings.problems.append("image \(index) (seed \(seed)): compared with its original, the diff counts otherwise than on libpng's pictures")
                    }
                } else if slow == nil {
                    findings.problems.append("image \(index) (seed \(seed)): the diff compares what libpng refuses")
                }
            } catch is VellumError {
                if slow != nil { findings.problems.append("image \(index) (seed \(seed)): the diff refuses what libpng reads") }
            } catch {
                findings.problems.append("image \(index) (seed \(seed)): the diff threw \(error)")
            }
            switch (fast, slow) {
            case let (fast?, slow?):
                if fast != slow { findings.problems.append("image \(index) (seed \(seed)): the fast decoder and libpng disagree") }
                findings.pictures += 1
            case (_?, nil):
                findings.problems.append("image \(index) (seed \(seed)): the fast decoder accepts what libpng refuses")
            case (nil, _?):
                findings.pictures += 1
            case (nil, nil):
                findings.errors += 1
            }
            findings.slowest = max(findings.slowest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return findings
    }

    private static func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            // A few random bytes anywhere.
            for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
        case 1:
            bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
        case 2:
            // The header's width, height, depth or colour type, with its checksum fixed so the
            // decoders read on.
            guard bytes.count > 33 else { return }
            let field = [16, 20, 24, 25][Int.random(in: 0..<4, using: &random)]
            let values: [UInt32] = [0, 1, 0xFFFF_FFFF, 0x7FFF_FFFF, 30_000, 65_535, UInt32.random(in: 0...0xFFFF_FFFF, using: &random)]
            let value = values[Int.random(in: 0..<values.count, using: &random)]
            if field >= 24 {
                bytes[field] = UInt8(truncatingIfNeeded: value)
            } else {
                for k in 0..<4 { bytes[field + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
            }
            let crc = Checksum.crc32(bytes[12..<29])
            for k in 0..<4 { bytes[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        case 3:
            // A chunk length that lies.
            guard bytes.count > 36 else { return }
            let value: UInt32 = [0, 1, 0xFFFF_FFFF, 0x8000_0000, 12][Int.random(in: 0..<5, using: &random)]
            for k in 0..<4 { bytes[33 + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
        case 4:
            // Bytes inserted in the middle.
            let at = Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, at: at)
        default:
            // A byte of the image data flipped (the checksum then fails, or the data decodes
            // to other pixels once it is fixed).
            guard bytes.count > 60 else { return }
            let at = Int.random(in: 41..<(bytes.count - 12), using: &random)
            bytes[at] ^= 1 << UInt8.random(in: 0...7, using: &random)
        }
    }

    /// Random trees with hostile numbers: each must render or give a `VellumError`.
    package static func views(count: Int, seed: UInt64) -> Findings {
        var random = SeededGenerator(seed: seed)
        var findings = Findings()
        for index in 0..<count {
            let tree = RandomView.makeHostile(depth: 4, using: &random)
            findings.tried += 1
            let start = DispatchTime.now().uptimeNanoseconds
            let (outcome, messages) = LibraryMessages.gathering {
                Result { try RenderPipeline.data(RenderRequest(content: tree.view, scale: 2, proposal: ProposedViewSize(width: 390, height: nil)), format: .png) }
            }
            switch outcome {
            case .success: findings.pictures += 1
            // Cairo failing is not a clean refusal of the input: Vellum handed it something wrong.
            case .failure(let error as VellumError) where error.kind != .backend: findings.errors += 1
            case .failure(let error): findings.problems.append("view \(index) (seed \(seed)): \(error) for \(tree)")
            }
            // A library that logs a warning was handed something it refused.
            for message in Set(messages).sorted() {
                findings.problems.append("view \(index) (seed \(seed)): \(message) for \(tree)")
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            findings.slowest = max(findings.slowest, seconds)
            if seconds > 10 { findings.problems.append("view \(index) (seed \(seed)) took \(seconds) s: \(tree)") }
        }
        return findings
    }
}
