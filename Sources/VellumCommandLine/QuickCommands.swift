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

/// The commands that neither read a catalog nor render: the `vellum` program runs them itself,
/// loading no Cairo or Pango, and hands every other command line to `vellum-catalog`.
package enum QuickCommands {
    package static var commands: [(spec: CommandSpec, run: (ParsedArguments, Console) throws -> Int32)] {
        [(DiffCommand.spec, DiffCommand.run), (ReportCommand.spec, ReportCommand.run)]
    }

    /// Runs `arguments` (without the program name) when they name one of these commands or ask
    /// for the version; `nil` when they are another program's to run.
    package static func run(_ arguments: [String], console: Console) -> Int32? {
        guard let name = arguments.first else { return nil }
        if name == "--version" {
            console.print("vellum \(vellumVersion)")
            return 0
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else { return nil }
        return runCommand(command.spec, arguments: Array(arguments.dropFirst()), console: console) { try command.run($0, console) }
    }

    /// Replaces this process with the program `name` beside this one, given the same
    /// arguments; returns only when it cannot, after saying why (exit code 2).
    package static func handOver(to name: String, arguments: [String], console: Console) -> Int32 {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: arguments.first ?? name).path
        let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            console.error("vellum: \(path) is missing; it runs every command but diff and report (build it: swift build --product \(name))")
            return 2
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments.dropFirst()).map { strdup($0) } + [nil]
        execv(path, &argv)
        console.error("vellum: cannot run \(path): \(String(cString: strerror(errno)))")
        for pointer in argv { free(pointer) }
        return 2
    }
}
