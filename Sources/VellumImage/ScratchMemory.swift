import Foundation
import Synchronization

/// Large buffers kept from one render to the next: a canvas to draw on, the filtered rows of a
/// PNG. Allocating and freeing them for every snapshot costs a page fault (and the zeroing of
/// a page) for every 4 KB, which for a card is more than a tenth of the render.
///
/// At most four buffers and 64 MB in all are kept; any thread may take one. A buffer is lent
/// for the length of a closure only, so nothing outlives its use.
package enum ScratchMemory {
    private struct Block: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let capacity: Int
    }

    private static let kept = Mutex<[Block]>([])
    private static let maximumKept = 4
    private static let maximumBytes = 64 << 20

    /// Runs `body` with a buffer of at least `bytes` bytes (64-byte aligned), zeroed when asked.
    package static func withBuffer<T>(bytes: Int, zeroed: Bool = false, _ body: (UnsafeMutableRawPointer) throws -> T) rethrows -> T {
        let block = take(max(bytes, 1))
        defer { give(block) }
        if zeroed { memset(block.pointer, 0, bytes) }
        return try body(block.pointer)
    }

    /// The smallest kept block large enough, or a new one.
    private static func take(_ bytes: Int) -> Block {
        let reused = kept.withLock { blocks -> Block? in
            guard let index = blocks.indices.filter({ blocks[$0].capacity >= bytes }).min(by: { blocks[$0].capacity < blocks[$1].capacity }) else {
                return nil
            }
            return blocks.remove(at: index)
        }
        return reused ?? Block(pointer: UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64), capacity: bytes)
    }

    private static func give(_ block: Block) {
        guard block.capacity <= maximumBytes else {
            block.pointer.deallocate()
            return
        }
        let dropped = kept.withLock { blocks -> [Block] in
            blocks.append(block)
            var dropped: [Block] = []
            // Keep the largest: they serve every smaller request too.
            while blocks.count > maximumKept || blocks.reduce(0, { $0 + $1.capacity }) > maximumBytes {
                let smallest = blocks.indices.min { blocks[$0].capacity < blocks[$1].capacity }!
                dropped.append(blocks.remove(at: smallest))
            }
            return dropped
        }
        for block in dropped { block.pointer.deallocate() }
    }
}
