import CDeflate
import CNettle
import Foundation

/// Checksums of output files.
package enum Checksum {
    /// The SHA-256 of `data`, as 64 lower-case hexadecimal digits, by Nettle (with the
    /// processor's SHA instructions where it has them: four times as fast as GLib's portable
    /// code).
    package static func sha256(_ data: Data) -> String {
        var context = sha256_ctx()
        nettle_sha256_init(&context)
        data.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { nettle_sha256_update(&context, bytes.count, base.assumingMemoryBound(to: UInt8.self)) }
        }
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_SIZE))
        nettle_sha256_digest(&context, digest.count, &digest)
        let hex = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] }, as: UTF8.self)
    }

    /// The CRC-32 of `bytes` (PNG's chunk checksum), by libdeflate.
    package static func crc32(_ bytes: some Collection<UInt8>) -> UInt32 {
        let array = Array(bytes)
        return libdeflate_crc32(0, array, array.count)
    }
}
