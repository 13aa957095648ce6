import Foundation
import Vellum

/// The `vellum` command line, over a catalog of components.
///
/// A package gets the same commands over its own components with a tiny executable target:
///
/// ```swift
/// // Sources/acme-vellum/main.swift
/// import VellumCLI
/// VellumCommand.main(catalog: acmeCatalog)
/// ```
public enum VellumCommand {
    /// Vellum's version.
    public static let version = "0.1.0"

    /// Runs the command line (by default the process's arguments) and exits with its code:
    /// 0 success, 1 a difference was found (`diff`), 2 bad usage or input. The catalog is
    /// built only by the commands that read it.
    public static func main(catalog: @autoclosure () -> Catalog, arguments: [String] = CommandLine.arguments) -> Never {
        let code = run(catalog: catalog(), arguments: Array(arguments.dropFirst()), console: .standard())
        exit(code)
    }

    /// Runs one command line (without the program name) and returns its exit code.
    package static func run(catalog: @autoclosure () -> Catalog, arguments: [String], console: Console) -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" || arguments.count > 1 else {
            console.print(overview)
            return 0
        }
        if name == "--version" {
            console.print("vellum \(version)")
            return 0
        }
        let commandName = name == "help" ? arguments[1] : name
        guard let command = commands.first(where: { $0.spec.name == commandName }) else {
            let suggestion = closestNames(to: commandName, among: commands.map(\.spec.name)).first.map { "; did you mean \"vellum \($0)\"?" } ?? ""
            console.error("unknown command \"\(commandName)\"\(suggestion) (vellum --help lists the commands)")
            return 2
        }
        if name == "help" {
            console.print(command.spec.help)
            return 0
        }
        return runCommand(command.spec, arguments: Array(arguments.dropFirst()), console: console) { try command.run($0, catalog, console) }
    }

    struct Command {
        let spec: CommandSpec
        /// Gets the catalog from a function, which the commands that do not read it never call.
        let run: (ParsedArguments, () -> Catalog, Console) throws -> Int32

        init(spec: CommandSpec, run: @escaping (ParsedArguments, Catalog, Console) throws -> Int32) {
            self.spec = spec
            self.run = { arguments, catalog, console in try run(arguments, catalog(), console) }
        }

        init(spec: CommandSpec, run: @escaping (ParsedArguments, Console) throws -> Int32) {
            self.spec = spec
            self.run = { arguments, _, console in try run(arguments, console) }
        }
    }

    static var commands: [Command] {
        [
            Command(spec: SheetCommand.spec, run: SheetCommand.run),
            Command(spec: FramesCommand.spec, run: FramesCommand.run),
            Command(spec: ListCommand.spec, run: ListCommand.run),
            Command(spec: LayoutCommand.spec, run: LayoutCommand.run),
            Command(spec: DiffCommand.spec, run: DiffCommand.run),
            Command(spec: ReportCommand.spec, run: ReportCommand.run),
            Command(spec: SymbolsCommand.spec, run: SymbolsCommand.run),
        ]
    }

    static var overview: String {
        var lines = [
            "vellum \(version) — SwiftUI-style views rendered headlessly to PNG, SVG and PDF",
            "",
            "Usage: vellum <command> [options]",
            "",
            "Commands:",
        ]
        for command in commands {
            lines.append("  \(command.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(command.spec.summary)")
        }
        lines += ["", "vellum <command> --help describes a command's options.",
                  "Exit codes: 0 success, 1 a difference was found, 2 bad usage or input."]
        return lines.joined(separator: "\n")
    }
}

extension ColorScheme {
    /// The scheme named `light` or `dark`.
    init?(name: String) {
        switch name.lowercased() {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}

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
