import Foundation

/// Cairo numbers some SVG element ids from process-wide counters, so the same view rendered
/// twice in one process would differ. This renumbers every id by order of appearance, keeping
/// its prefix (`surface17` → `surface1`), and rewrites the references to it.
package enum SVGIdentifiers {
    package static func normalize(_ svg: String) -> String {
        let definition = try! NSRegularExpression(pattern: "id=\"([^\"]+)\"")
        let whole = NSRange(svg.startIndex..., in: svg)
        var mapping: [String: String] = [:]
        var counters: [String: Int] = [:]
        for match in definition.matches(in: svg, range: whole) {
            guard let range = Range(match.range(at: 1), in: svg) else { continue }
            let id = String(svg[range])
            guard mapping[id] == nil else { continue }
            let prefix = String(id.prefix { $0.isLetter || $0 == "_" })
            counters[prefix, default: 0] += 1
            mapping[id] = "\(prefix)\(counters[prefix]!)"
        }
        guard !mapping.isEmpty else { return svg }
        // Rewrite `id="x"`, `href="#x"` and `url(#x)` in one pass.
        let reference = try! NSRegularExpression(pattern: "(id=\")([^\"]+)(\")|(#)([A-Za-z_][A-Za-z0-9_.\\-]*)")
        var result = ""
        var cursor = svg.startIndex
        for match in reference.matches(in: svg, range: whole) {
            let isDefinition = match.range(at: 2).location != NSNotFound
            let nameRange = Range(match.range(at: isDefinition ? 2 : 5), in: svg)!
            result += svg[cursor..<nameRange.lowerBound]
            let name = String(svg[nameRange])
            result += mapping[name] ?? name
            cursor = nameRange.upperBound
        }
        result += svg[cursor...]
        return result
    }
}
