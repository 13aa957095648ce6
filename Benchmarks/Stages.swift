import CDeflate
import Foundation
import Vellum
import VellumCairo
import VellumDiff
import VellumLayout
import VellumUI

/// One snapshot's time in each stage, in seconds.
struct SnapshotStages {
    var resolve = 0.0
    var layout = 0.0
    var displayList = 0.0
    var cairo = 0.0
    var encode = 0.0
    /// How many layout nodes the view made.
    var nodes = 0

    var total: Double { resolve + layout + displayList + cairo + encode }

    static func + (a: SnapshotStages, b: SnapshotStages) -> SnapshotStages {
        SnapshotStages(resolve: a.resolve + b.resolve, layout: a.layout + b.layout, displayList: a.displayList + b.displayList,
                       cairo: a.cairo + b.cairo, encode: a.encode + b.encode, nodes: a.nodes + b.nodes)
    }
}

/// Renders a request as `RenderPipeline.data(_:format: .png)` does, timing each stage.
func renderTimed(_ request: RenderRequest, draw: Bool = true, encode: Bool = true) throws -> SnapshotStages {
    try RenderPipeline.withScene(request) { scene, frame in
        var stages = SnapshotStages(resolve: scene.stageTimes.resolve, layout: scene.stageTimes.layout, displayList: scene.stageTimes.displayList,
                                    nodes: scene.stageTimes.nodes)
        guard draw else { return stages }
        var clock = StageClock()
        let surface = try RenderPipeline.rasterize(frame.displayList, scale: request.scale)
        stages.cairo = clock.lap()
        if encode {
            _ = try surface.pngData()
            stages.encode = clock.lap()
        }
        return stages
    }
}

/// The stages of the fastest of `timingsPerRun` renders of `request` back to back (by their
/// total), as every timed figure is taken.
func fastestRender(_ request: RenderRequest) throws -> SnapshotStages {
    try (0..<timingsPerRun).map { _ in try renderTimed(request) }.min { $0.total < $1.total }!
}

enum StagesBenchmark {
    static func run(_ report: Report, rounds: Int) throws {
        report.begin("stages", "3. Stage breakdown: mean per snapshot of the built-in catalog at @2x (median of \(rounds) rounds; each render the fastest of \(timingsPerRun))")
        let requests = Workloads.catalogRequests()
        for request in requests { _ = try renderTimed(request) }
        var totals: [SnapshotStages] = []
        for _ in 0..<rounds {
            totals.append(try requests.reduce(SnapshotStages()) { $0 + (try fastestRender($1)) })
        }
        let middle = totals.sorted { $0.total < $1.total }[rounds / 2]
        let count = Double(requests.count)
        for (name, value) in [("resolve", middle.resolve), ("layout", middle.layout), ("display list", middle.displayList),
                              ("Cairo drawing", middle.cairo), ("PNG encoding", middle.encode)] {
            report.add("\(name) (\(fixed(100 * value / middle.total, 0))%)", 1000 * value / count, "ms")
        }
        report.add("total", 1000 * middle.total / count, "ms")

        let card = try Workloads.typicalCard()
        for _ in 0..<20 { _ = try renderTimed(card) }
        var cards: [SnapshotStages] = []
        for _ in 0..<(rounds * 20) { cards.append(try fastestRender(card)) }
        let typical = cards.sorted { $0.total < $1.total }[cards.count / 2]
        for (name, value) in [("resolve", typical.resolve), ("layout", typical.layout), ("display list", typical.displayList),
                              ("Cairo drawing", typical.cairo), ("PNG encoding", typical.encode)] {
            report.add("typical card: \(name) (\(fixed(100 * value / typical.total, 0))%)", 1000 * value, "ms")
        }
        report.add("typical card: total", 1000 * typical.total, "ms")

        // The part of the card's time no change to Vellum's own code shortens: libdeflate
        // compressing the card's filtered rows, as the PNG writer gives them to it, and nothing else.
        let rows = try FilteredRows(png: RenderPipeline.data(card, format: .png))
        var deflates: [Double] = []
        for _ in 0..<(rounds * 20) { deflates.append(try fastestTime { try rows.compress() }) }
        let deflate = median(of: deflates)
        report.add("typical card: libdeflate alone, level 6 on its \(rows.count / 1024) KB of filtered rows (\(fixed(100 * deflate / typical.total, 0))%)",
                   1000 * deflate, "ms")
    }
}

/// The filtered rows of a PNG, its IDAT stream inflated: what the writer gave libdeflate.
final class FilteredRows {
    private let rows: [UInt8]
    private let compressor: OpaquePointer
    private let output: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    var count: Int { rows.count }

    /// `level` is the writer's for renders (`PNGWriter.Effort.balanced`).
    init(png: Data, level: Int32 = 6) throws {
        let rows = try png.withUnsafeBytes { bytes in
            guard let layout = FastPNGDecoder.layout(of: bytes) else { throw BenchError("the PNG is not one the diff's decoder reads") }
            return try [UInt8](unsafeUninitializedCapacity: layout.filteredCount) { buffer, count in
                guard FastPNGDecoder.inflate(bytes, layout, into: buffer.baseAddress!) else { throw BenchError("the PNG's rows did not inflate") }
                count = layout.filteredCount
            }
        }
        guard let compressor = libdeflate_alloc_compressor(level) else { throw BenchError("libdeflate has no memory") }
        self.rows = rows
        self.compressor = compressor
        capacity = libdeflate_zlib_compress_bound(compressor, rows.count)
        output = .allocate(capacity: capacity)
    }

    deinit {
        libdeflate_free_compressor(compressor)
        output.deallocate()
    }

    /// Compresses the rows as the writer does, into a buffer kept for the next time.
    func compress() throws {
        let written = rows.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, output, capacity) }
        guard written > 0 else { throw BenchError("libdeflate could not compress the rows") }
    }
}
