import CDeflate
import Foundation
import VellumCore

/// A PNG file being written: the signature, then chunks with their lengths and checksums.
struct PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private(set) var data = Data(signature)

    /// A still PNG, RGB when `opaque` and RGBA otherwise, of the compressed rows.
    static func still(width: Int, height: Int, opaque: Bool, compressedRows: [UInt8]) -> Data {
        var png = PNGChunks()
        png.append("IHDR", header(width: width, height: height, opaque: opaque))
        png.append("IDAT", compressedRows)
        png.append("IEND", [])
        return png.data
    }

    /// IHDR's data: 8 bits a channel, RGB when `opaque`, RGBA otherwise.
    static func header(width: Int, height: Int, opaque: Bool = false) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [8, opaque ? 2 : 6, 0, 0, 0]
    }

    static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    mutating func append(_ type: String, _ body: [UInt8]) {
        let name = Array(type.utf8)
        data.append(contentsOf: Self.bigEndian(body.count))
        data.append(contentsOf: name)
        data.append(contentsOf: body)
        let crc = body.withUnsafeBytes { libdeflate_crc32(libdeflate_crc32(0, name, name.count), $0.baseAddress, $0.count) }
        data.append(contentsOf: Self.bigEndian(Int(crc)))
    }
}
