import Foundation

/// Where a command writes: results to standard output, errors and progress to standard error.
/// Colour is used only on a terminal, and never when `NO_COLOR` is set.
package final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether standard error is a terminal (progress bars are drawn only then).
    package let errorIsTerminal: Bool
    package let useColor: Bool
    private let lock = NSLock()

    package init(out: @escaping (String) -> Void, error: @escaping (String) -> Void, errorIsTerminal: Bool, useColor: Bool) {
        writeOut = out
        writeError = error
        self.errorIsTerminal = errorIsTerminal
        self.useColor = useColor
    }

    /// The process's standard output and error.
    package static func standard() -> Console {
        let terminal = isatty(2) == 1
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Console(out: { FileHandle.standardOutput.write(Data($0.utf8)) },
                       error: { FileHandle.standardError.write(Data($0.utf8)) },
                       errorIsTerminal: terminal, useColor: terminal && !noColor)
    }

    package func print(_ line: String) {
        lock.withLock { writeOut(line + "\n") }
    }

    package func error(_ line: String) {
        lock.withLock { writeError((useColor ? "\u{1B}[31merror:\u{1B}[0m " : "error: ") + line + "\n") }
    }

    package func note(_ line: String) {
        lock.withLock { writeError(line + "\n") }
    }

    /// Redraws a progress bar in place on a terminal; on anything else, prints nothing (the
    /// caller prints plain lines instead).
    package func progress(_ done: Int, of total: Int, label: String) {
        guard errorIsTerminal, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        lock.withLock { writeError("\r\(label) \(bar) \(done)/\(total)" + (done == total ? "\n" : "")) }
    }
}
