import Foundation
import Synchronization

/// Progress of a long command: a bar redrawn in place on a terminal; otherwise a plain line at
/// every tenth of the way; nothing with `--quiet`.
package final class ProgressReporter: Sendable {
    private let console: Console
    private let label: String
    private let quiet: Bool
    private let lastTenth = Mutex(-1)

    package init(console: Console, label: String, quiet: Bool) {
        self.console = console
        self.label = label
        self.quiet = quiet
    }

    package func update(_ done: Int, of total: Int) {
        guard !quiet, total > 0 else { return }
        if console.errorIsTerminal {
            console.progress(done, of: total, label: label)
            return
        }
        let tenth = done * 10 / total
        let shouldPrint = lastTenth.withLock { last in
            guard tenth > last else { return false }
            last = tenth
            return true
        }
        if shouldPrint, tenth > 0 { console.note("\(label): \(done)/\(total)") }
    }
}
