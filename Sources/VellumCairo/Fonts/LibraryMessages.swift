import CCairo
import Synchronization

/// The warnings and critical messages Pango and GLib log (a `g_return_if_fail` that failed,
/// say). They mean Vellum handed a library something it refused, so checks that feed Vellum
/// hostile input gather them and count each as a finding; outside a gathering they print as
/// they always do.
package enum LibraryMessages {
    private struct State {
        var gatherers = 0
        var messages: [String] = []
    }

    private static let state = Mutex(State())

    private static let installed: Void = {
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue)
        for domain in ["Pango", "GLib", "GLib-GObject"] {
            g_log_set_handler(domain, levels, { domain, level, message, data in
                let text = "\(domain.map { String(cString: $0) } ?? "?"): \(message.map { String(cString: $0) } ?? "")"
                let kept = LibraryMessages.state.withLock { state -> Bool in
                    guard state.gatherers > 0 else { return false }
                    state.messages.append(text)
                    return true
                }
                if !kept { g_log_default_handler(domain, level, message, data) }
            }, nil)
        }
    }()

    /// Runs `body`, and returns what it returned with the messages logged meanwhile (by any
    /// thread: the handler is process-wide).
    package static func gathering<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
        _ = installed
        state.withLock { $0.gatherers += 1 }
        defer {
            state.withLock { state in
                state.gatherers -= 1
                if state.gatherers == 0 { state.messages.removeAll() }
            }
        }
        let start = state.withLock { $0.messages.count }
        let result = try body()
        let messages = state.withLock { Array($0.messages[min(start, $0.messages.count)...]) }
        return (result, messages)
    }
}
