import Foundation

/// Cairo numbers some SVG element ids from process-wide counters, so the same view rendered
/// twice in one process would differ. This renumbers every id by order of appearance, keeping
/// its prefix (`surface17` → `surface1`), and rewrites the references to it.
///
/// It reads the document's bytes once for the ids and once to rewrite them (regular
/// expressions over the text took four times as long).
package enum SVGIdentifiers {
    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
    private static let idOpening = Array("id=\"".utf8)

    package static func normalize(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        // Every `id="…"` (one character or more), in order of appearance, numbered by prefix.
        var mapping: [ArraySlice<UInt8>: [UInt8]] = [:]
        var counters: [String: Int] = [:]
        var position = 0
        while let name = nextDefinition(in: bytes, from: &position) {
            guard mapping[bytes[name]] == nil else { continue }
            let id = String(decoding: bytes[name], as: UTF8.self)
            let prefix = String(id.prefix { $0.isLetter || $0 == "_" })
            counters[prefix, default: 0] += 1
            mapping[bytes[name]] = Array("\(prefix)\(counters[prefix]!)".utf8)
        }
        guard !mapping.isEmpty else { return svg }
        // Rewrite `id="x"`, and `#x` wherever it stands (`href="#x"`, `url(#x)`), in one pass
        // from the start: at each place an id definition is looked for first, then a reference.
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        position = 0
        while position < bytes.count {
            var name: Range<Int>?
            var next = position
            if bytes[position] == idOpening[0], let definition = definition(in: bytes, at: position) {
                name = definition
                next = definition.upperBound + 1
            } else if bytes[position] == hash, position + 1 < bytes.count, isIdentifierStart(bytes[position + 1]) {
                var end = position + 2
                while end < bytes.count, isIdentifierCharacter(bytes[end]) { end += 1 }
                name = (position + 1)..<end
                next = end
            }
            guard let name else {
                position += 1
                continue
            }
            result.append(contentsOf: bytes[cursor..<name.lowerBound])
            if let renamed = mapping[bytes[name]] { result.append(contentsOf: renamed) } else { result.append(contentsOf: bytes[name]) }
            cursor = name.upperBound
            position = next
        }
        result.append(contentsOf: bytes[cursor...])
        return Data(result)
    }

    /// The name of the next `id="name"` at or after `position`, which moves past it.
    private static func nextDefinition(in bytes: [UInt8], from position: inout Int) -> Range<Int>? {
        while position < bytes.count {
            guard let start = bytes[position...].firstIndex(of: idOpening[0]) else { break }
            if let name = definition(in: bytes, at: start) {
                position = name.upperBound + 1
                return name
            }
            position = start + 1
        }
        position = bytes.count
        return nil
    }

    /// The name of an `id="name"` beginning at `start`, if one does: a closing quote after at
    /// least one other character.
    private static func definition(in bytes: [UInt8], at start: Int) -> Range<Int>? {
        let nameStart = start + idOpening.count
        guard nameStart < bytes.count, bytes[start..<nameStart].elementsEqual(idOpening), bytes[nameStart] != quote,
              let end = bytes[(nameStart + 1)...].firstIndex(of: quote) else { return nil }
        return nameStart..<end
    }

    /// `[A-Za-z_]`.
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    /// `[A-Za-z0-9_.-]`.
    private static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
