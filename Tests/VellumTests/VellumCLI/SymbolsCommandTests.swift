import Foundation
import Testing

/// `vellum symbols`: what Vellum draws for SF Symbols names.
@Suite("vellum symbols")
struct SymbolsCommandTests {
    @Test("Lists the names the table knows, and says for each name given what it draws")
    func listsAndExplains() throws {
        let vellum = try vellumExecutable()
        let all = try runProgram(vellum, ["symbols"])
        #expect(all.status == 0)
        let lines = all.out.split(separator: "\n")
        #expect(lines.count > 400 && lines.contains("trash: bootstrap-icons trash3"), "\(lines.prefix(3))")
        let some = try runProgram(vellum, ["symbols", "xmark.circle.fill", "heart.circle", "hare", "no.such.thing"])
        #expect(some.status == 0)
        #expect(some.out == """
            xmark.circle.fill: bootstrap-icons x-circle-fill
            heart.circle: bootstrap-icons heart inside a circle
            hare: bootstrap-icons speedometer2 (a stand-in: bootstrap-icons has no such glyph)
            no.such.thing: the placeholder (not known)

            """, "\(some.out)")
        let json = try runProgram(vellum, ["symbols", "--json", "bell.badge"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: String]])
        #expect(parsed == [["name": "bell.badge", "draws": "bootstrap-icons bell with a dot", "kind": "composed"]])
    }
}
