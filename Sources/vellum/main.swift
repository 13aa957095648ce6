import Foundation
import VellumCommandLine

// diff and report run here; every other command line goes to vellum-catalog, the command line
// over the built-in catalog, which loads Cairo and Pango.
let arguments = CommandLine.arguments
let console = Console.standard()
exit(QuickCommands.run(Array(arguments.dropFirst()), console: console)
    ?? QuickCommands.handOver(to: "vellum-catalog", arguments: arguments, console: console))
