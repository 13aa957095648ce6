import Foundation
import VellumUI

/// Vellum's version.
package let vellumVersion = "0.1.0"

/// How a command runs once its name is known: its options parsed against its spec, `--help`
/// answered, and every error turned into a message and exit code 2.
package func runCommand(_ spec: CommandSpec, arguments: [String], console: Console, _ run: (ParsedArguments) throws -> Int32) -> Int32 {
    do {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("help") {
            console.print(spec.help)
            return 0
        }
        return try run(parsed)
    } catch let error as UsageError {
        console.error(error.message)
        return 2
    } catch let error as VellumError {
        console.error(error.description)
        return 2
    } catch {
        console.error("\(error)")
        return 2
    }
}

/// The commands that neither read a catalog nor render.
package enum QuickCommands {
    package static var commands: [(spec: CommandSpec, run: (ParsedArguments, Console) throws -> Int32)] {
        [(DiffCommand.spec, DiffCommand.run), (ReportCommand.spec, ReportCommand.run)]
    }
}
