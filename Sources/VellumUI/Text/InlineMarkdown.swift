/// The inline Markdown SwiftUI renders in string-literal text: `**bold**`, `*italic*` (or
/// `_italic_`), `~~strikethrough~~`, `` `code` `` and links, `[text](destination)` (the text
/// shown, in the tint). A backslash escapes the next character; unmatched markers stay as
/// typed.
package enum InlineMarkdown {
    package struct Span: Equatable {
        package var text: String
        package var bold = false
        package var italic = false
        package var strikethrough = false
        package var code = false
        package var link = false
    }

    package static func parse(_ source: String) -> [Span] {
        let characters = Array(source)
        var spans: [Span] = []
        var current = Span(text: "")
        var bold = false, italic = false, strike = false
        var i = 0

        func flush() {
            if !current.text.isEmpty { spans.append(current) }
            current = Span(text: "", bold: bold, italic: italic, strikethrough: strike)
        }
        func closes(_ marker: [Character], from start: Int) -> Bool {
            var j = start
            while j + marker.count <= characters.count {
                if Array(characters[j..<j + marker.count]) == marker { return true }
                j += 1
            }
            return false
        }

        while i < characters.count {
            let c = characters[i]
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            if c == "\\", let escaped = next, "*_~`\\".contains(escaped) {
                current.text.append(escaped)
                i += 2
                continue
            }
            if c == "[", let close = linkEnd(characters, from: i) {
                // `[text](destination)`: the text, as a link; the destination is not shown.
                flush()
                current.link = true
                current.text = String(characters[(i + 1)..<close.text])
                spans.append(current)
                current = Span(text: "", bold: bold, italic: italic, strikethrough: strike)
                i = close.end + 1
                continue
            }
            if c == "`", let end = characters[(i + 1)...].firstIndex(of: "`") {
                flush()
                current.code = true
                current.text = String(characters[(i + 1)..<end])
                spans.append(current)
                current = Span(text: "", bold: bold, italic: italic, strikethrough: strike)
                i = end + 1
                continue
            }
            if (c == "*" || c == "_") && next == c && (bold || closes([c, c], from: i + 2)) {
                flush(); bold.toggle(); current.bold = bold
                i += 2
                continue
            }
            if c == "~" && next == "~" && (strike || closes(["~", "~"], from: i + 2)) {
                flush(); strike.toggle(); current.strikethrough = strike
                i += 2
                continue
            }
            if (c == "*" || c == "_") && (italic || closes([c], from: i + 1)) && !(c == "_" && !italic && i > 0 && characters[i - 1].isLetter) {
                flush(); italic.toggle(); current.italic = italic
                i += 1
                continue
            }
            current.text.append(c)
            i += 1
        }
        flush()
        return spans.isEmpty ? [Span(text: "")] : spans
    }

    /// Where the link starting with the `[` at `start` ends: the index of its `]` and of the
    /// `)` closing its destination; `nil` if the text there is not a link (no `](` after a
    /// non-empty text, or no `)` before the line ends).
    private static func linkEnd(_ characters: [Character], from start: Int) -> (text: Int, end: Int)? {
        guard let close = characters[(start + 1)...].firstIndex(where: { $0 == "]" || $0 == "[" || $0.isNewline }),
              characters[close] == "]", close > start + 1, close + 1 < characters.count, characters[close + 1] == "(",
              let end = characters[(close + 2)...].firstIndex(where: { $0 == ")" || $0.isWhitespace }), characters[end] == ")", end > close + 2
        else { return nil }
        return (close, end)
    }
}
