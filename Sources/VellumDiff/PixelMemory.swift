import Foundation

/// Memory for a decoded image's pixels, uninitialised, freed with the object: the diff's
/// decoders write rows into it from several threads.
package final class PixelMemory: @unchecked Sendable {
    package let base: UnsafeMutablePointer<UInt8>
    package let count: Int

    /// `count` bytes, uninitialised.
    package init(count: Int) {
        precondition(count >= 0, "a byte count")
        self.count = count
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
    }

    deinit { base.deallocate() }
}
