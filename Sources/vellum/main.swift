import CVellumHandOver
import Foundation
import VellumCommandLine

// diff and report run here; every other command line goes to vellum-catalog, the command line
// over the built-in catalog, which loads Cairo and Pango. CVellumHandOver has already handed
// those over before this runs, unless it could not: then handOver tries again and says why.
let arguments = CommandLine.arguments
let console = Console.standard()
let command = arguments.dropFirst().first
exit((vellum_runs_here(command) != 0 ? QuickCommands.run(Array(arguments.dropFirst()), console: console) : nil)
    ?? QuickCommands.handOver(to: "vellum-catalog", arguments: arguments, console: console))
