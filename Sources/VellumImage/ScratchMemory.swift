import Foundation
import Synchronization

/// Large buffers kept from one render to the next: a canvas to draw on, the filtered rows of a
/// PNG. Allocating and freeing them for every snapshot costs a page fault (and the zeroing of
/// a page) for every 4 KB, which for a card is more than a tenth of the render.
///
/// At most four buffers and 64 MB in all are kept; any thread may take one. A buffer is lent
/// for the length of a closure only, so nothing outlives its use.
///
/// Buffers of 16 MB or more are mapped from the system directly. A new one comes zeroed, so a
/// zeroed canvas needs no pass over it; when it is to be written whole, its pages are made
/// present in one call, which costs about half of faulting them in one by one (a 190 MB
/// sheet: 57 ms instead of 100 for zeroing it).
package enum ScratchMemory {
    private struct Block: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let capacity: Int
        /// Whether the block is a mapping of its own (freed with `munmap`).
        let mapped: Bool

        func free() {
            if mapped { munmap(pointer, capacity) } else { pointer.deallocate() }
        }
    }

    private static let mappedBytes = 16 << 20
    /// Linux's `MADV_POPULATE_WRITE` (5.14 and later; older kernels refuse it and the pages
    /// are faulted in as they are first written).
    private static let populateWrite: Int32 = 23

    private static let kept = Mutex<[Block]>([])
    private static let maximumKept = 4
    private static let maximumBytes = 64 << 20

    /// Runs `body` with a buffer of at least `bytes` bytes (64-byte aligned), zeroed when asked.
    /// `fills`: the caller writes every byte (a buffer mapped afresh is then made present at
    /// once, not page by page); a buffer only partly written, such as room for compressed
    /// output of unknown size, is not.
    package static func withBuffer<T>(bytes: Int, zeroed: Bool = false, fills: Bool = false, _ body: (UnsafeMutableRawPointer) throws -> T) rethrows -> T {
        let (block, fresh) = take(max(bytes, 1))
        defer { give(block) }
        if fresh && block.mapped {
            // Zero already.
            if zeroed || fills { _ = madvise(block.pointer, bytes, populateWrite) }
        } else if zeroed {
            memset(block.pointer, 0, bytes)
        }
        return try body(block.pointer)
    }

    /// A kept block large enough, or a new one (`fresh`).
    private static func take(_ bytes: Int) -> (block: Block, fresh: Bool) {
        let reused = kept.withLock { blocks -> Block? in
            // The smallest that is large enough.
            guard let index = blocks.indices.filter({ blocks[$0].capacity >= bytes }).min(by: { blocks[$0].capacity < blocks[$1].capacity }) else {
                return nil
            }
            return blocks.remove(at: index)
        }
        if let reused { return (reused, false) }
        if bytes >= mappedBytes, let pointer = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), pointer != MAP_FAILED {
            return (Block(pointer: pointer, capacity: bytes, mapped: true), true)
        }
        return (Block(pointer: UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64), capacity: bytes, mapped: false), true)
    }

    private static func give(_ block: Block) {
        guard block.capacity <= maximumBytes else {
            block.free()
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
        for block in dropped { block.free() }
    }
}
