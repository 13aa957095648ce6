import Foundation

/// Memory for a decoded image, laid out so that the kernel can back all of it with 2 MB pages.
///
/// Speed: a diff of two 2000×2000 images in a process of its own is a third faster (`vellum
/// diff` in `Scripts/bench`), its 6,000 faults of 4 KB pages becoming a dozen of 2 MB pages.
/// Huge pages only fit where a 2 MB-aligned range lies wholly within the mapping, so a large
/// buffer is mapped on its own, starting on a 2 MB boundary and rounded up to whole 2 MB pages,
/// and the kernel is asked to use huge pages for it. Smaller buffers come from `malloc`.
package final class PixelMemory: @unchecked Sendable {
    package let base: UnsafeMutablePointer<UInt8>
    package let count: Int
    /// The mapping's length, or 0 when the memory came from `malloc`.
    private let mapped: Int

    private static let hugePage = 2 << 20

    /// `count` bytes, uninitialised.
    package init(count: Int) {
        precondition(count >= 0, "a byte count")
        self.count = count
        let huge = Self.hugePage
        if count >= huge, let (start, length) = Self.mapAligned(count) {
            base = start
            mapped = length
        } else {
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
            mapped = 0
        }
    }

    deinit {
        if mapped > 0 {
            munmap(base, mapped)
        } else {
            base.deallocate()
        }
    }

    /// A private anonymous mapping of `count` bytes rounded up to whole huge pages, starting on a
    /// huge page boundary: a mapping one huge page longer, its ends trimmed.
    private static func mapAligned(_ count: Int) -> (UnsafeMutablePointer<UInt8>, Int)? {
        let huge = hugePage
        let (rounded, overflow) = count.addingReportingOverflow(huge - 1)
        guard !overflow else { return nil }
        let length = rounded & ~(huge - 1)
        guard let raw = mmap(nil, length + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), raw != MAP_FAILED else { return nil }
        let address = Int(bitPattern: raw)
        let start = (address + huge - 1) & ~(huge - 1)
        if start > address { munmap(raw, start - address) }
        let end = start + length, mappedEnd = address + length + huge
        if mappedEnd > end { munmap(UnsafeMutableRawPointer(bitPattern: end), mappedEnd - end) }
        let pointer = UnsafeMutableRawPointer(bitPattern: start)!
        // Only advice: where the kernel keeps huge pages for those who ask, it follows it.
        _ = madvise(pointer, length, MADV_HUGEPAGE)
        return (pointer.assumingMemoryBound(to: UInt8.self), length)
    }
}
