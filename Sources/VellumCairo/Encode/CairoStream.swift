import CCairo
import Foundation

/// Collects the bytes Cairo writes to a stream.
package final class CairoStream {
    package private(set) var data = Data()

    package init() {}

    /// The write callback to hand to Cairo, with `closure` set to this stream.
    package static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let stream = Unmanaged<CairoStream>.fromOpaque(closure).takeUnretainedValue()
        stream.data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }

    /// The closure pointer to hand to Cairo; valid while the stream lives.
    package var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
