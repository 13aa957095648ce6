import CCairo
import CDeflate
import Foundation

/// Checksums of output files, computed by GLib (already loaded with Pango).
package enum Checksum {
    /// The SHA-256 of `data`, as 64 lower-case hexadecimal digits.
    package static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { bytes in
            guard let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, bytes.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(bytes.count)) else {
                return ""
            }
            defer { g_free(digest) }
            return String(cString: digest)
        }
    }

    /// The CRC-32 of `bytes` (PNG's chunk checksum), by libdeflate.
    package static func crc32(_ bytes: some Collection<UInt8>) -> UInt32 {
        let array = Array(bytes)
        return libdeflate_crc32(0, array, array.count)
    }
}
