import Foundation
import Vellum
import VellumCore
import VellumUI

/// An option of a command: a flag (`--quiet`) or an option with a value (`--out DIR`).
package struct OptionSpec: Sendable {
    package let name: String
    /// The value's placeholder in help, or `nil` for a flag.
    package let value: String?
    package let help: String

    package init(_ name: String, value: String? = nil, help: String) {
        self.name = name
        self.value = value
        self.help = help
    }
}

/// A command: its name, what it does, its arguments and options.
package struct CommandSpec: Sendable {
    package let name: String
    package let summary: String
    package let arguments: [(name: String, help: String)]
    package let options: [OptionSpec]
    package let details: String?

    package init(name: String, summary: String, arguments: [(name: String, help: String)] = [], options: [OptionSpec], details: String? = nil) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options + [OptionSpec("help", help: "Show this help.")]
        self.details = details
    }

    /// The command's help text.
    package var help: String {
        var lines = ["vellum \(name) — \(summary)", ""]
        let usageArguments = arguments.map { " \($0.name)" }.joined()
        lines.append("Usage: vellum \(name)\(usageArguments) [options]")
        if !arguments.isEmpty {
            lines += ["", "Arguments:"]
            for argument in arguments { lines.append("  \(argument.name.padding(toLength: 22, withPad: " ", startingAt: 0))\(argument.help)") }
        }
        lines += ["", "Options:"]
        for option in options {
            let label = "--\(option.name)" + (option.value.map { " \($0)" } ?? "")
            lines.append("  \(label.padding(toLength: 22, withPad: " ", startingAt: 0))\(option.help)")
        }
        if let details { lines += ["", details] }
        return lines.joined(separator: "\n")
    }
}

/// A mistake on the command line: exit code 2, with a message that says what to do.
package struct UsageError: Error, CustomStringConvertible {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}

/// The parsed command line of one command.
package struct ParsedArguments {
    package var positionals: [String] = []
    package var values: [String: String] = [:]
    package var flags: Set<String> = []

    /// Parses `arguments` (after the command name) against `spec`.
    package init(_ arguments: [String], spec: CommandSpec) throws {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "-h" { flags.insert("help"); continue }
            var name = String(argument.drop { $0 == "-" })
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let suggestions = closestNames(to: name, among: spec.options.map(\.name))
                let hint = suggestions.first.map { "; did you mean --\($0)?" } ?? ""
                throw UsageError("vellum \(spec.name) has no option --\(name)\(hint) (see vellum \(spec.name) --help)")
            }
            if option.value == nil {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if let inlineValue {
                values[name] = inlineValue
            } else if index < arguments.count {
                values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("--\(name) needs a value: --\(name) \(option.value!)")
            }
        }
    }

    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `--name` as a number in `range`, or `fallback` when absent.
    package func number(_ name: String, in range: ClosedRange<Double>, default fallback: Double) throws -> Double {
        guard let text = values[name] else { return fallback }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw UsageError("--\(name) must be a number from \(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound)), got \"\(text)\"")
        }
        return value
    }

    /// The value of `--name` as an integer in `range`, or `fallback` when absent.
    package func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return value
    }

    /// The comma-separated values of `--name`, each checked by `parse`.
    package func list<T>(_ name: String, default fallback: [T], _ parse: (String) -> T?, expected: String) throws -> [T] {
        guard let text = values[name] else { return fallback }
        var result: [T] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            guard let value = parse(part) else { throw UsageError("--\(name): \"\(part)\" is not \(expected)") }
            result.append(value)
        }
        guard !result.isEmpty else { throw UsageError("--\(name) needs at least one value (\(expected))") }
        return result
    }
}

extension ParsedArguments {
    /// The one positional argument as a catalog entry, and `--variant` (by default the first)
    /// as one of its variants.
    package func entryAndVariant(in catalog: Catalog, command: String) throws -> (CatalogEntry, CatalogVariant) {
        guard positionals.count == 1 else {
            throw UsageError("vellum \(command) takes one entry name (vellum list shows them)")
        }
        let entry = try catalog.entry(named: positionals[0])
        guard let name = values["variant"] else { return (entry, entry.variants[0]) }
        guard let match = entry.variants.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw UsageError("\(entry.name) has no variant \"\(name)\"; its variants: \(entry.variants.map(\.name).joined(separator: ", "))")
        }
        return (entry, match)
    }
}
