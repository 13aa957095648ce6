import Foundation
import VellumCore
import VellumUI

/// Other programs run from Vellum's benchmarks and tests: started with `posix_spawn` and waited
/// for with `waitpid`, because Foundation's `Process` polls for the exit, which blurs timings.
package enum ChildProcess {
    /// Where one of a child's standard streams goes.
    package enum Stream {
        /// Discarded (`/dev/null`).
        case discarded
        /// Written to the file at a path, created or truncated.
        case file(String)
    }

    /// Starts `path` with `arguments`, standard input from `/dev/null`, its output and errors
    /// sent where asked, this process's environment with `environment` over it, in `directory`
    /// (or this process's own); its process id.
    package static func start(_ path: String, _ arguments: [String], output: Stream = .discarded, errors: Stream = .discarded,
                              environment: [String: String] = [:], directory: String? = nil) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, stream) in [(Int32(1), output), (Int32(2), errors)] {
            switch stream {
            case .discarded: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            case let .file(file): posix_spawn_file_actions_addopen(&actions, descriptor, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            }
        }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The child starts in `directory`: this process moves there while it spawns (glibc's
        // posix_spawn_file_actions_addchdir_np is not in Swift's Glibc module), so callers that
        // pass one run a single thread.
        let previous = FileManager.default.currentDirectoryPath
        if let directory { _ = FileManager.default.changeCurrentDirectoryPath(directory) }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        if directory != nil { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        guard spawned == 0 else { throw VellumError(.io, "cannot run \(path): \(String(cString: strerror(spawned)))") }
        return pid
    }

    /// Waits for a child to end: its exit code, or 128 plus the signal that ended it, as shells
    /// report.
    @discardableResult
    package static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Runs `path` to its end; its exit code (see `wait`).
    @discardableResult
    package static func run(_ path: String, _ arguments: [String], output: Stream = .discarded, errors: Stream = .discarded,
                            environment: [String: String] = [:], directory: String? = nil) throws -> Int32 {
        wait(try start(path, arguments, output: output, errors: errors, environment: environment, directory: directory))
    }
}
