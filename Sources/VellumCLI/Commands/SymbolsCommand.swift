import Foundation
import Vellum
import VellumLayout

/// `vellum symbols [NAME…]`: the SF Symbols names Vellum draws, and how it draws each.
enum SymbolsCommand {
    static let spec = CommandSpec(
        name: "symbols",
        summary: "List the SF Symbols names Vellum draws, or say how it draws the names given.",
        arguments: [("[NAME…]", "SF Symbols names, such as xmark.circle.fill; none lists every name the table knows.")],
        options: [OptionSpec("json", help: "Print JSON instead of text.")],
        details: """
        Symbols are drawn with bootstrap-icons. Beyond the names listed, SF's systematic names are composed: NAME.fill, \
        NAME.circle, NAME.circle.fill, NAME.square, NAME.square.fill, NAME.slash, NAME.badge and NAME.badge.plus (minus, \
        checkmark, xmark, exclamationmark, questionmark, clock, gearshape), .forward and .backward for .right and .left. \
        A name nothing knows draws a placeholder of the symbol's size.
        """)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let names = arguments.positionals.isEmpty ? SymbolNames.icons.keys.sorted() : arguments.positionals
        let answers = names.map { name -> (name: String, draws: String, kind: String) in
            guard let found = SymbolRecipe.resolve(name) else { return (name, "the placeholder", "unknown") }
            let kind: String
            if found.standIn {
                kind = "stand-in"
            } else if case .icon = found.recipe {
                kind = "icon"
            } else {
                kind = "composed"
            }
            return (name, found.recipe.description, kind)
        }
        if arguments.flag("json") {
            let list = answers.map { ["name": $0.name, "draws": $0.draws, "kind": $0.kind] }
            let data = try JSONSerialization.data(withJSONObject: list, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            console.print(String(decoding: data, as: UTF8.self))
            return 0
        }
        for answer in answers {
            let note = answer.kind == "stand-in" ? " (a stand-in: bootstrap-icons has no such glyph)" : answer.kind == "unknown" ? " (not known)" : ""
            console.print("\(answer.name): \(answer.draws)\(note)")
        }
        return 0
    }
}
